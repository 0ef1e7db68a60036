import { sql } from 'drizzle-orm';
import { rowsOf } from '@buildright/api';
import type { Database } from '@buildright/db';

/** `target` with the value at a dotted path ("values.price", "items.0.productId") replaced. */
export function withValueAt(target: unknown, path: string, value: unknown): unknown {
  const [head, ...rest] = path.split('.');
  const copy: Record<string, unknown> | unknown[] = Array.isArray(target)
    ? [...target]
    : { ...(target as Record<string, unknown>) };
  (copy as Record<string, unknown>)[head!] =
    rest.length === 0
      ? value
      : withValueAt((copy as Record<string, unknown>)[head!], rest.join('.'), value);
  return copy;
}

/** Tables a refused input must not change: everything but sessions and the limits' counters. */
const untouchedTables = sql`
  select tablename from pg_tables
  where schemaname = 'public' and tablename not in ('sessions', 'rate_limits')
  order by tablename`;

/** A digest of each table's rows, to show that refused inputs stored nothing. */
export async function contentDigest(db: Database): Promise<Record<string, string>> {
  const tables = rowsOf<{ tablename: string }>(await db.execute(untouchedTables));
  const digests: Record<string, string> = {};
  for (const { tablename } of tables) {
    const rows = sql`select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as digest
      from ${sql.identifier(tablename)} t`;
    digests[tablename] = rowsOf<{ digest: string }>(await db.execute(rows))[0]!.digest;
  }
  return digests;
}
