import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { connect, type DatabaseConnection } from './client.ts';
import { migrate } from './migrate.ts';

export interface TestDatabase extends DatabaseConnection {
  /** The PostgreSQL database's URL, for more connections to it (as other processes would). */
  url?: string;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, given a PostgreSQL server
 * URL, a new database on that server that is dropped again on close. With `directServerUrl` the
 * first URL is a pooler in front of that server (PgBouncer with a `*` database entry, so it
 * reaches new databases): the database is created and dropped on the server itself.
 */
export async function createTestDatabase(
  serverUrl?: string,
  directServerUrl?: string,
): Promise<TestDatabase> {
  if (!serverUrl) {
    const connection = await connect({});
    await migrate(connection);
    return connection;
  }

  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const directUrl = directServerUrl ?? serverUrl;
  const admin = postgres(directUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const named = (server: string) => {
    const url = new URL(server);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const url = named(serverUrl);
  const connection = await connect({
    databaseUrl: url,
    directUrl: named(directUrl),
    maxConnections: 10,
  });
  await migrate(connection);
  return {
    ...connection,
    url,
    async close() {
      await connection.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
