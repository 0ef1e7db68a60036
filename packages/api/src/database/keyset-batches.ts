/**
 * Rows read `size` at a time, each batch starting after the last row of the one before (keyset
 * paging): a caller holds one batch at a time however large the table is, and each query finds
 * its start through an index instead of counting past an offset.
 */
export async function* keysetBatches<Row, Key>(
  size: number,
  read: (after: Key | undefined, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
): AsyncGenerator<Row[]> {
  let after: Key | undefined;
  for (;;) {
    const rows = await read(after, size);
    const last = rows.at(-1);
    if (last === undefined) return;
    yield rows;
    if (rows.length < size) return;
    after = keyOf(last);
  }
}
