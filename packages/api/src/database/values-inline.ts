import type { SQL } from 'drizzle-orm';

/**
 * `query` with its values written into its text (drizzle quotes a string, doubling its quotes),
 * for the catalogue's large statements, whose values are numbers and text. postgres.js sends a
 * statement with parameters in two round trips, asking the server their types before it binds
 * them, unless it is prepared, and these are not: their text changes with each request (a
 * window's bounds, a price list's ids) and is long (preparingStatements, in @buildright/db).
 * One without parameters goes in one round trip
 * (docs/adr/0009-statements-prepared-or-with-values-inline.md).
 */
export const valuesInline = (query: SQL): SQL => query.inlineParams();
