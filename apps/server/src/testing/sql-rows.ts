/** The rows of `db.execute`, which PGlite answers as `{ rows }` and postgres.js as an array. */
export const rowsOf = <T = Record<string, unknown>>(result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
