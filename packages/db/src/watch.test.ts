import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type DatabaseConnection } from './client.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

/** A transaction that stays open, holding its connection, until `end` is called. */
function openTransaction(connection: DatabaseConnection) {
  let end!: () => void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  let began!: () => void;
  const begun = new Promise<void>((resolve) => (began = resolve));
  const done = connection.db.transaction(async (tx) => {
    await tx.execute(sql`select 1`);
    began();
    await ended;
  });
  return { begun, end: () => (end(), done) };
}

const drivers = [
  { name: 'the embedded database', size: 1, options: {} },
  ...(serverUrl
    ? [{ name: 'PostgreSQL', size: 2, options: { databaseUrl: serverUrl, maxConnections: 2 } }]
    : []),
];

describe.each(drivers)('watching the pool on $name', ({ size, options }) => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await connect(options);
  });
  afterAll(() => connection?.close());

  it('counts connections held by transactions and callers waiting past the pool', async () => {
    const watch = connection.watch!;
    expect(watch.poolUse()).toEqual({ inUse: 0, waiting: 0, size });
    const holding = Array.from({ length: size }, () => openTransaction(connection));
    let waiting: Promise<unknown> | undefined;
    try {
      await Promise.all(holding.map((transaction) => transaction.begun));
      expect(watch.poolUse()).toEqual({ inUse: size, waiting: 0, size });
      // Drizzle sends a statement once it is awaited.
      waiting = Promise.resolve(connection.db.execute(sql`select 2`));
      await expect.poll(() => watch.poolUse()).toEqual({ inUse: size, waiting: 1, size });
    } finally {
      await Promise.all(holding.map((transaction) => transaction.end()));
      await waiting;
    }
    expect(watch.poolUse()).toEqual({ inUse: 0, waiting: 0, size });
  });

  it('times every statement, in a transaction or not, until told to stop', async () => {
    const times: number[] = [];
    const stop = connection.watch!.observeQueries((seconds) => times.push(seconds));
    await connection.db.execute(sql`select 1`);
    await connection.db.transaction(async (tx) => {
      await tx.execute(sql`select 2`);
      await tx.execute(sql`select 3`);
    });
    await expect(connection.db.execute(sql`select * from no_such_table`)).rejects.toThrow();
    stop();
    await connection.db.execute(sql`select 4`);
    expect(times).toHaveLength(4);
    expect(times.every((seconds) => seconds >= 0 && seconds < 5)).toBe(true);
    expect(connection.watch!.poolUse().inUse).toBe(0);
  });

  it('reports LISTEN up once it has taken effect', async () => {
    const watch = connection.watch!;
    expect(watch.listening()).toBe(false);
    await connection.listen('watch_test', () => {});
    expect(watch.listening()).toBe(true);
  });
});

describe.skipIf(!serverUrl)('the LISTEN connection on PostgreSQL', () => {
  // A database of its own, which can refuse new connections while the test's listener is gone.
  const name = `watch_${Date.now()}_${process.pid}`;
  let server: DatabaseConnection;
  let connection: DatabaseConnection;
  const acceptConnections = (accept: boolean) =>
    server.db.execute(
      sql`alter database ${sql.identifier(name)} allow_connections ${sql.raw(String(accept))}`,
    );

  beforeAll(async () => {
    server = await connect({ databaseUrl: serverUrl, maxConnections: 1 });
    await server.db.execute(sql`create database ${sql.identifier(name)}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    connection = await connect({ databaseUrl: url.toString(), maxConnections: 1 });
  });
  afterAll(async () => {
    await connection?.close();
    await server?.db.execute(sql`drop database if exists ${sql.identifier(name)} with (force)`);
    await server?.close();
  });

  it('is down while its backend is gone, and up once it listens again', async () => {
    await connection.listen('watch_lost', () => {});
    expect(connection.watch!.listening()).toBe(true);
    await acceptConnections(false);
    try {
      await server.db.execute(sql`
        select pg_terminate_backend(pid, 5000) from pg_stat_activity
        where datname = ${name} and query ilike 'listen %'`);
      await expect.poll(() => connection.watch!.listening()).toBe(false);
    } finally {
      await acceptConnections(true);
    }
    await expect.poll(() => connection.watch!.listening()).toBe(true);
  });
});
