/** The rows of a raw `db.execute`: postgres.js answers an array, PGlite an object with rows. */
export function rowsOf<Row>(result: unknown): Row[] {
  return Array.isArray(result) ? (result as Row[]) : (result as { rows: Row[] }).rows;
}

export const firstRow = <Row>(result: unknown): Row | undefined => rowsOf<Row>(result)[0];
