import type { Database } from '@buildright/db';
import { postgresCatalogSearch } from './postgres-search.ts';
import type { CatalogSearch } from './search-types.ts';

export function catalogSearch(db: Database): CatalogSearch {
  return postgresCatalogSearch(db);
}
