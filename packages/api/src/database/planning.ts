import { sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '@buildright/db';

/**
 * Runs queries without JIT compilation (compiling costs more than a query that runs in a few
 * milliseconds) and with
 * the planner told that the data is in memory: its default cost of a random read (4, for disks)
 * makes it read every product rather than the full-text index for a word a tenth of them hold,
 * or all three million order lines rather than a month's through their order's index, where a
 * random read costs about as much as a sequential one. A scan of a large table starts at its
 * first page, not where another scan of it stands: a search ranks the first matches it reads, and
 * the same search must rank the same ones for each of its pages. No query starts parallel
 * workers: starting them cost more than the few thousand rows they would share, and each
 * request's statements already share the server's cores with every other request's. Measured:
 * docs/adr/0006-catalogue-at-a-million-products.md.
 */
export function withInMemoryPlanning<T>(
  db: Database,
  run: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return inTransactionWith(
    db,
    sql`select set_config('random_page_cost', '1.1', true), set_config('jit', 'off', true),
      set_config('synchronize_seqscans', 'off', true),
      set_config('max_parallel_workers_per_gather', '0', true)`,
    run,
  );
}

/** Runs `run` in a transaction that `settings` (set_config(…, true) calls) set up first. */
function inTransactionWith<T>(
  db: Database,
  settings: SQL,
  run: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    // Sent together, the settings first: a Drizzle query starts when it is awaited, and `run`
    // sends its first query as it is called, so the settings are started before it is.
    const setting = tx.execute(settings).then(() => {});
    const [, result] = await Promise.all([setting, run(tx)]);
    return result;
  });
}

type ScanKind = 'bitmapscan' | 'indexscan' | 'indexonlyscan' | 'seqscan';

const setScans = (kinds: ScanKind[], setting: 'on' | 'off') =>
  sql`select ${sql.join(
    kinds.map((kind) => sql`set_config(${`enable_${kind}`}, ${setting}, true)`),
    sql`, `,
  )}`;

/**
 * Runs `query` in a transaction that reads no table from its first page when an index can answer:
 * for counting a search whose many matches the planner expects early in the table, where each row
 * costs a pattern match on several columns that it does not price, so reading the table is far
 * slower than the trigram indexes (docs/adr/0008-lists-and-dashboard-at-a-million-orders.md).
 */
export function withoutTableScans<T>(
  db: Database,
  query: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return inTransactionWith(db, setScans(['seqscan'], 'off'), query);
}
