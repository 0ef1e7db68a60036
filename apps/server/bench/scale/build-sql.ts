// What the scale build's loaders share: the sizes, two connections' halves, and SQL helpers.
import type postgres from 'postgres';

export interface ScaleSizes {
  products: number;
  machines: number;
  customers: number;
  orders: number;
  quotes: number;
  contactMessages: number;
  auditEntries: number;
  emails: number;
}

export type Sql = postgres.Sql;

/** Runs `load(from, to)` for the halves of 1..count on two connections at once. */
export async function inHalves(
  sql: Sql,
  count: number,
  load: (tx: postgres.TransactionSql, from: number, to: number) => Promise<unknown>,
) {
  const middle = Math.floor(count / 2);
  await Promise.all(
    [
      [1, middle],
      [middle + 1, count],
    ].map(([from, to]) =>
      sql.begin(async (tx) => {
        await tx`set local session_replication_role = replica`;
        await load(tx, from!, to!);
      }),
    ),
  );
}

export async function createHelpers(sql: Sql) {
  // A number in [0, 1) drawn from a row's number and a salt: the same on every build.
  await sql`create or replace function bench_rand(n bigint, salt int) returns float8
    language sql immutable parallel safe as
    $$ select (hashint8(n * 1000003 + salt) & 2147483647)::float8 / 2147483648.0 $$`;
  await sql`create or replace function bench_pick(items text[], n bigint, salt int) returns text
    language sql immutable parallel safe as
    $$ select items[1 + floor(bench_rand(n, salt) * array_length(items, 1))::int] $$`;
  await sql`drop table if exists bench_kinds`;
  await sql`create table bench_kinds (
    idx int primary key, category_id int not null, category text not null, attachment boolean not null,
    price_min int not null, price_max int not null, nouns text[] not null, qualifiers text[] not null)`;
}
