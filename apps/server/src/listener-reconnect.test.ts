import { connect, type Database, type DatabaseConnection } from '@buildright/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addProduct } from './testing/fixtures.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

/**
 * The test database seen from the server's own database, as an operator (or a failing network)
 * acts on it: a database cannot refuse connections to itself.
 */
function fromOutside(server: Database, database: string) {
  /** New connections are refused (open ones stay), or allowed again. */
  const acceptConnections = (accept: boolean) =>
    server.execute(
      sql`alter database ${sql.identifier(database)} allow_connections ${sql.raw(String(accept))}`,
    );
  return {
    /**
     * Kills every process's LISTEN connection to the database and keeps them from coming back
     * while `whileDeaf` runs: what it notifies reaches nobody.
     */
    async withListenersDeaf<T>(whileDeaf: () => Promise<T>): Promise<T> {
      await acceptConnections(false);
      try {
        await server.execute(sql`
          select pg_terminate_backend(pid, 5000) from pg_stat_activity
          where datname = ${database} and query ilike 'listen %'`);
        return await whileDeaf();
      } finally {
        await acceptConnections(true);
      }
    },
  };
}

// PGlite runs in the process and is never lost; a backend to kill needs a real PostgreSQL.
describe.runIf(process.env.DATABASE_URL)('when a LISTEN connection is lost and comes back', () => {
  let t: TestApp;
  let other: TestApp;
  let server: DatabaseConnection;
  let outside: ReturnType<typeof fromOutside>;
  let categoryId: number;

  beforeAll(async () => {
    t = await createTestApp();
    other = await createTestApp({ sameDatabaseAs: t });
    server = await connect({ databaseUrl: process.env.DATABASE_URL, maxConnections: 1 });
    outside = fromOutside(server.db, new URL(t.database.url!).pathname.slice(1));
    categoryId = (await addCategory(t.db)).id;
  });
  afterAll(async () => {
    await server?.close();
    await other?.close();
    await t?.close();
  });

  /** A new product, its price as a process serves it, and a change of price made in SQL. */
  async function product(price: string) {
    const { id } = await addProduct(t.db, { categoryId, price });
    return {
      priceAt: async (app: TestApp) =>
        (await app.app.inject({ method: 'GET', url: `/api/products/${id}` })).json().price,
      setPrice: (newPrice: string) =>
        t.db.execute(sql`update products set price = ${newPrice} where id = ${id}`),
    };
  }

  it('a price changed while deaf is not served stale, and the next change is heard', async () => {
    const { priceAt, setPrice } = await outside.withListenersDeaf(async () => {
      const deaf = await product('70.00');
      // Cached now, and nothing clears it while nobody listens.
      expect(await deaf.priceAt(other)).toBe('70.00');
      await deaf.setPrice('75.00');
      // Nobody heard of it: stale until listening again.
      expect(await deaf.priceAt(other)).toBe('70.00');
      return deaf;
    });
    await expect.poll(() => priceAt(other), { timeout: 5_000 }).toBe('75.00');
    await setPrice('80.00');
    await expect.poll(() => priceAt(other), { timeout: 5_000 }).toBe('80.00');
  });

  it('the mail worker delivers what was queued while deaf', async () => {
    const delivered = () => [...t.outbox, ...other.outbox].map((message) => message.to);
    await outside.withListenersDeaf(async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          name: 'Dana Digger',
          email: 'dana@example.com',
          subject: 'Bucket sizes',
          message: 'Which bucket fits a 20 t excavator?',
        },
      });
      expect(response.statusCode).toBe(201);
      expect(delivered()).toEqual([]);
    });
    await expect.poll(delivered, { timeout: 5_000 }).toContain('dana@example.com');
  });
});
