import { sql } from 'drizzle-orm';
import { rowsOf } from '@buildright/api';
import type { Database } from '@buildright/db';

/**
 * Values a stranger may send in place of each kind of field, none of which the shop may take:
 * wrong types, numbers out of range, hex, arrays, booleans, NUL and huge text. A JSON body can
 * carry any of them; a path or a query string only text.
 */
const wrongTypes = [true, [40], {}];
const notWholeNumbers = [...wrongTypes, '0x28', '4e1', '040', 1.5, '1.5', -1, '-1', '', null];

export const badValues = {
  id: [...notWholeNumbers, 0, 2_147_483_648, 99_999_999_999],
  /** A JSON integer: "1" is text, not one unit. */
  quantity: [...notWholeNumbers, 0, 1000, 1e9, '1'],
  /** Stock, thresholds: whole numbers from 0. */
  count: [...notWholeNumbers, 1e12],
  page: [...notWholeNumbers, 0, 2e9],
  /** A review's stars: a JSON whole number from 1 to 5, never the text "5". */
  rating: [...notWholeNumbers, '5', 0, 6, 4.5],
  money: [...wrongTypes, '0.001', 0.001, -1, '-1', '1e3', '100000000.00', '0x10', 'ten'],
  text: [...wrongTypes, 12, 'a\u0000b', 'half \ud800 a pair', 'x'.repeat(60_000)],
  /** Search boxes take any length (they are cut), but not other types or NUL. */
  search: [...wrongTypes, 12, 'a\u0000b', 'a\udc00b'],
  email: [...wrongTypes, 12, 'not-an-address', 'a\u0000@example.com', `${'x'.repeat(300)}@x.com`],
  date: [
    ...wrongTypes,
    12_345,
    '275760-09-13',
    '+275760-09-13T00:00:00.000Z',
    'soon',
    '2026-02-30',
  ],
  flag: ['true', 1, 'yes', [], {}, null],
  /** A filter a query string may also carry: true/false or "true"/"1"/"false"/"0". */
  switch: ['yes', 2, 'TRUE', [], {}, null],
  choice: ['no-such-choice', true, 1, [], null],
  uuid: [...wrongTypes, 12, '', 'not-a-uuid', '00000000-0000-4000-8000-00000000000', 'a\u0000b'],
} as const;

export type Kind = keyof typeof badValues;

/** What a query string or a path can carry: text only. */
export const badQueryValues: Partial<Record<Kind, string[]>> = {
  id: ['0x28', '4e1', '040', '1.5', '-1', '0', 'abc', 'true', '[40]', '2147483648'],
  page: ['0x2', '1.5', '-1', '0', 'abc', 'true', '2000000000', ''],
  flag: ['yes', '2', 'TRUE ', 'null'],
  choice: ['no-such-choice', '1', 'true'],
  date: ['275760-09-13', 'soon', '2026-02-30', '20260101'],
  money: ['0.001', '-1', '1e3', '100000000.00', '0x10', 'ten'],
};

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
