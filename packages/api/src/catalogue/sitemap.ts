import { and, asc, count, eq, gt, lte, max, sql } from 'drizzle-orm';
import { categories, products, type Database } from '@buildright/db';
import { keysetBatches } from '../database/index.ts';

/** A page of the shop that search engines may list. */
export interface PublicPage {
  /** The page's path and query on the shop's address. */
  path: string;
  /** When what the page shows last changed, where the catalogue knows it. */
  lastModified?: Date;
}

/** Shown products with ids in (afterId, lastId]: what one sitemap file of products lists. */
export interface ProductRun {
  afterId: number;
  lastId: number;
  /** How many there are. */
  size: number;
  /** The newest change among them. */
  lastModified: Date;
}

const INFORMATION_PAGES = [
  '/quick-order',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
];

/**
 * An active product in an active category: one the shop shows. Written on products alone, and
 * without parameters, so it matches products_shown_idx's `where is_active` and the runs are read
 * from that index alone; the inactive categories are few, a hashed list beside the scan.
 */
const shown = and(
  sql`${products.isActive}`,
  sql`${products.categoryId} not in (select ${categories.id} from ${categories} where not ${categories.isActive})`,
);

const newest = (dates: (Date | null)[]) =>
  dates.reduce<Date | null>(
    (found, date) => (date && (!found || date > found) ? date : found),
    null,
  );

/**
 * Every public page but the products, dated: the catalogue changed last when its newest shown
 * product did, a listing when its category was made or its newest shown product changed. Each
 * category's newest product is one probe of products_category_updated_idx.
 */
export async function listSitePages(db: Database): Promise<PublicPage[]> {
  const newestProduct = db
    .select({ changed: max(products.updatedAt) })
    .from(products)
    .where(and(sql`${products.isActive}`, eq(products.categoryId, categories.id)));
  const listings = await db
    .select({
      id: categories.id,
      createdAt: categories.createdAt,
      newestProduct: sql<Date | null>`(${newestProduct})`.mapWith(products.updatedAt),
    })
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.id));
  const catalogueChanged = newest(listings.map((category) => category.newestProduct)) ?? undefined;
  return [
    { path: '/', lastModified: catalogueChanged },
    { path: '/equipment', lastModified: catalogueChanged },
    ...listings.map((category) => ({
      path: `/equipment?category=${category.id}`,
      lastModified: newest([category.createdAt, category.newestProduct])!,
    })),
    ...INFORMATION_PAGES.map((path) => ({ path })),
  ];
}

/**
 * The shown products cut into runs of `size` by id, each found from the end of the one before:
 * one query per run that reads its `size` ids and dates from products_shown_idx, never the
 * table. (One query numbering every row with row_number() was slower:
 * docs/adr/0006-catalogue-at-a-million-products.md.)
 */
export async function splitShownProducts(db: Database, size: number): Promise<ProductRun[]> {
  const runs: ProductRun[] = [];
  let afterId = 0;
  for (;;) {
    const run = db
      .select({ id: products.id, updatedAt: products.updatedAt })
      .from(products)
      .where(and(shown, gt(products.id, afterId)))
      .orderBy(asc(products.id))
      .limit(size)
      .as('run');
    const [found] = await db
      .select({ size: count(), lastId: max(run.id), lastModified: max(run.updatedAt) })
      .from(run);
    if (!found?.lastId || !found.lastModified) return runs;
    runs.push({
      afterId,
      lastId: found.lastId,
      size: found.size,
      lastModified: found.lastModified,
    });
    if (found.size < size) return runs;
    afterId = found.lastId;
  }
}

/**
 * The pages of the shown products with ids in (afterId, lastId] (all of them by default), by id,
 * read `batchSize` at a time.
 */
export async function* shownProductPages(
  db: Database,
  { afterId = 0, lastId }: { afterId?: number; lastId?: number } = {},
  batchSize = 5_000,
): AsyncGenerator<PublicPage[]> {
  const batches = keysetBatches(
    batchSize,
    (after: number | undefined, limit) =>
      db
        .select({ id: products.id, updatedAt: products.updatedAt })
        .from(products)
        .where(
          and(
            shown,
            gt(products.id, after ?? afterId),
            lastId === undefined ? undefined : lte(products.id, lastId),
          ),
        )
        .orderBy(asc(products.id))
        .limit(limit),
    (product) => product.id,
  );
  for await (const batch of batches) {
    yield batch.map((product) => ({
      path: `/equipment/${product.id}`,
      lastModified: product.updatedAt,
    }));
  }
}
