import type { SQL } from 'drizzle-orm';

/**
 * `query` with its values written into its text (drizzle quotes a string, doubling its quotes),
 * for the catalogue's large statements, whose values are numbers and text. postgres.js sends a
 * statement with parameters in two round trips, asking the server their types before it binds
 * them, and one without parameters in one; on a busy server each round trip also waits for both
 * processes to be scheduled again.
 */
export const valuesInline = (query: SQL): SQL => query.inlineParams();
