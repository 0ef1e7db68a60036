import { randomBytes } from 'node:crypto';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from './client.ts';
import { migrate } from './migrate.ts';

// Only a PostgreSQL server has several processes; PgBouncer, when CI runs one, sits before it.
const serverUrl = process.env.TEST_DATABASE_URL;
const pgbouncerUrl = process.env.TEST_PGBOUNCER_URL;

const migrationCount = readMigrationFiles({
  migrationsFolder: new URL('../migrations', import.meta.url).pathname,
}).length;

describe.skipIf(!serverUrl)('migrating one database from several machines at once', () => {
  let server: postgres.Sql;
  const names: string[] = [];

  beforeAll(() => {
    server = postgres(serverUrl!, { max: 1, onnotice: () => {} });
  });

  afterAll(async () => {
    for (const name of names) await server.unsafe(`drop database if exists ${name} with (force)`);
    await server?.end();
  });

  async function newDatabase() {
    const name = `test_migrate_${Date.now()}_${randomBytes(4).toString('hex')}`;
    await server.unsafe(`create database ${name}`);
    names.push(name);
    return (url: string) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();
  }

  const routes = [
    { via: 'straight to the server', poolUrl: serverUrl ?? '' },
    ...(pgbouncerUrl ? [{ via: 'through PgBouncer', poolUrl: pgbouncerUrl }] : []),
  ];

  it.each(routes)('applies each migration once, $via', { timeout: 60_000 }, async ({ poolUrl }) => {
    const named = await newDatabase();
    const machines = await Promise.all(
      Array.from({ length: 4 }, () =>
        connect({ databaseUrl: named(poolUrl), directUrl: named(serverUrl!), maxConnections: 2 }),
      ),
    );
    try {
      await Promise.all(machines.map((machine) => migrate(machine)));
      const check = postgres(named(serverUrl!), { max: 1 });
      const [row] = await check`select count(*)::int as applied from drizzle.__drizzle_migrations`;
      await check.end();
      expect(row!.applied).toBe(migrationCount);
    } finally {
      await Promise.all(machines.map((machine) => machine.close()));
    }
  });
});
