import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type DatabaseConnection } from './client.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('statements straight to a PostgreSQL server', () => {
  let connection: DatabaseConnection;
  type Reader = Pick<DatabaseConnection['db'], 'execute'>;

  beforeAll(async () => {
    connection = await connect({ databaseUrl: serverUrl, maxConnections: 1 });
  });

  afterAll(() => connection?.close());

  /** How many of the connection's prepared statements have this text. */
  const preparedAs = async (db: Reader, text: string) => {
    const rows = await db.execute(
      sql`select count(*)::int as n from pg_prepared_statements where statement = ${text}`,
    );
    return (rows as unknown as { n: number }[])[0]!.n;
  };

  it('keeps a statement with values prepared, each execution planned for its values', async () => {
    const { db } = connection;
    for (const value of [1, 2]) await db.execute(sql`select ${value}::int + 40 as answer`);
    expect(await preparedAs(db, 'select $1::int + 40 as answer')).toBe(1);
    const [mode] = (await db.execute(sql`show plan_cache_mode`)) as unknown as {
      plan_cache_mode: string;
    }[];
    expect(mode!.plan_cache_mode).toBe('force_custom_plan');
  });

  it('does so in a transaction too, and sends a statement without values unnamed', async () => {
    const counts = await connection.db.transaction(async (tx) => {
      await tx.execute(sql`select ${3}::int + 39 as in_a_transaction`);
      await tx.execute(sql.raw('select 2 + 40 as without_values'));
      return [
        await preparedAs(tx, 'select $1::int + 39 as in_a_transaction'),
        await preparedAs(tx, 'select 2 + 40 as without_values'),
      ];
    });
    expect(counts).toEqual([1, 0]);
  });
});
