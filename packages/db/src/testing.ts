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
 * URL, a new database on that server that is dropped again on close.
 */
export async function createTestDatabase(serverUrl?: string): Promise<TestDatabase> {
  if (!serverUrl) {
    const connection = await connect({});
    await migrate(connection);
    return connection;
  }

  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const connection = await connect({ databaseUrl: url.toString(), maxConnections: 10 });
  await migrate(connection);
  return {
    ...connection,
    url: url.toString(),
    async close() {
      await connection.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
