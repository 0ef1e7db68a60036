import { sql } from 'drizzle-orm';
import type { Database } from '@buildright/db';
import { CATALOG_CHANGED_CHANNEL, type CatalogCache } from './catalog-cache.ts';

/** After a write that changes what the shop shows: drop this process's copy, tell the others. */
export async function catalogChanged(db: Database, cache: CatalogCache): Promise<void> {
  cache.clear();
  await db.execute(sql`select pg_notify(${CATALOG_CHANGED_CHANNEL}, '')`);
}
