import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { connect, type DatabaseConnection } from './client.ts';
import { migrate } from './migrate.ts';

export interface TestDatabase extends DatabaseConnection {
  /** The PostgreSQL database's URL, for more connections to it (as other processes would). */
  url?: string;
}

/**
 * A migrated database that each test file copies instead of replaying every migration: made
 * once per test run (a vitest global setup) by `createMigratedTemplate`.
 */
export interface MigratedTemplate {
  /** A migrated PGlite data directory, saved by `dumpDataDir` to this file. */
  pgliteDumpFile?: string;
  /** A migrated database on the PostgreSQL server, copied by CREATE DATABASE … TEMPLATE. */
  postgresDatabase?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database every test file of the run copies (`./test-setup.ts` makes it). */
    databaseTemplate: MigratedTemplate;
  }
}

const uniqueName = (prefix: string) => `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Migrates an embedded database and saves its data directory to a file; answers the file. */
async function migratedPgliteDump(): Promise<string> {
  const embedded = await connect({});
  await migrate(embedded);
  const pgliteDumpFile = join(tmpdir(), `${uniqueName('buildright_template')}.tar`);
  const dump = await (embedded.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await writeFile(pgliteDumpFile, Buffer.from(await dump.arrayBuffer()));
  await embedded.close();
  return pgliteDumpFile;
}

/**
 * Migrates an embedded database (unless told no file of the run uses one), and a database on the
 * PostgreSQL server when one is named, for every test file of a run to start from; `drop`
 * removes both.
 */
export async function createMigratedTemplate(
  serverUrl?: string,
  { embedded = true }: { embedded?: boolean } = {},
): Promise<{ template: MigratedTemplate; drop(): Promise<void> }> {
  const pgliteDumpFile = embedded || !serverUrl ? await migratedPgliteDump() : undefined;
  const removeDump = async () => {
    if (pgliteDumpFile) await rm(pgliteDumpFile, { force: true });
  };
  if (!serverUrl) return { template: { pgliteDumpFile }, drop: removeDump };

  const postgresDatabase = uniqueName('template');
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${postgresDatabase}`);
  const server = await connect({ databaseUrl: withDatabase(serverUrl, postgresDatabase) });
  await migrate(server);
  // A template must have no sessions while it is copied.
  await server.close();
  return {
    template: { pgliteDumpFile, postgresDatabase },
    async drop() {
      await admin.unsafe(`drop database if exists ${postgresDatabase} with (force)`);
      await admin.end();
      await removeDump();
    },
  };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, given a PostgreSQL server
 * URL, a new database on that server that is dropped again on close. With `directServerUrl` the
 * first URL is a pooler in front of that server (PgBouncer with a `*` database entry, so it
 * reaches new databases): the database is created and dropped on the server itself. Given a
 * template it is a copy of that, otherwise it replays every migration.
 */
export async function createTestDatabase(
  serverUrl?: string,
  directServerUrl?: string,
  template?: MigratedTemplate,
): Promise<TestDatabase> {
  if (!serverUrl) {
    if (template?.pgliteDumpFile) {
      const saved = new Blob([await readFile(template.pgliteDumpFile)]);
      return connect({ initialData: saved });
    }
    const connection = await connect({});
    await migrate(connection);
    return connection;
  }

  const name = uniqueName('test');
  const directUrl = directServerUrl ?? serverUrl;
  const admin = postgres(directUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(
    template?.postgresDatabase
      ? `create database ${name} template ${template.postgresDatabase}`
      : `create database ${name}`,
  );
  const url = withDatabase(serverUrl, name);
  const connection = await connect({
    databaseUrl: url,
    directUrl: withDatabase(directUrl, name),
    maxConnections: 10,
  });
  if (!template?.postgresDatabase) await migrate(connection);
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
