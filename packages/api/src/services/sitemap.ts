import { and, asc, count, eq, gt, lte, max, sql } from 'drizzle-orm';
import { categories, products, type Database } from '@buildright/db';
import { keysetBatches } from './keyset-batches.ts';

/** A page of the shop that search engines may list. */
export interface PublicPage {
  /** The page's path and query on the shop's address. */
  path: string;
  /** When what the page shows last changed, where the catalogue knows it. */
  lastModified?: Date;
}

/** The public pages other than products, and how many products there are besides. */
export interface SitePages {
  /** Home, the catalogue, each active category's listing, and the information pages. */
  pages: PublicPage[];
  /** Products the shop shows, each a page of its own. */
  shownProducts: number;
}

/** Shown products with ids in (afterId, lastId]: what one sitemap file of products lists. */
export interface ProductRun {
  afterId: number;
  lastId: number;
  /** The newest change among them. */
  lastModified: Date;
}

const INFORMATION_PAGES = ['/about', '/contact', '/privacy-policy', '/terms-of-service'];

/** An active product in an active category: one the shop shows (with the categories join). */
const shown = and(eq(products.isActive, true), eq(categories.isActive, true));

/**
 * Every public page but the products, dated, and the number of products, by aggregates: the
 * catalogue changed last when its newest shown product did, a listing when its category was
 * made or its newest shown product changed.
 */
export async function listSitePages(db: Database): Promise<SitePages> {
  const [[catalogue], listings] = await Promise.all([
    db
      .select({ shownProducts: count(), changed: max(products.updatedAt) })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(shown),
    db
      .select({
        id: categories.id,
        // greatest() passes over the null of a category without shown products.
        changed: sql<Date>`greatest(${categories.createdAt}, max(${products.updatedAt}))`.mapWith(
          categories.createdAt,
        ),
      })
      .from(categories)
      .leftJoin(products, and(eq(products.categoryId, categories.id), eq(products.isActive, true)))
      .where(eq(categories.isActive, true))
      .groupBy(categories.id)
      .orderBy(asc(categories.id)),
  ]);
  const catalogueChanged = catalogue?.changed ?? undefined;
  return {
    pages: [
      { path: '/', lastModified: catalogueChanged },
      { path: '/equipment', lastModified: catalogueChanged },
      ...listings.map((category) => ({
        path: `/equipment?category=${category.id}`,
        lastModified: category.changed,
      })),
      ...INFORMATION_PAGES.map((path) => ({ path })),
    ],
    shownProducts: catalogue?.shownProducts ?? 0,
  };
}

/**
 * The shown products cut into runs of `size` by id, each found from the end of the one before:
 * one query per run that reads its `size` ids from the primary key, never the whole table at
 * once.
 */
export async function splitShownProducts(db: Database, size: number): Promise<ProductRun[]> {
  const runs: ProductRun[] = [];
  let afterId = 0;
  for (;;) {
    const run = db
      .select({ id: products.id, updatedAt: products.updatedAt })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(shown, gt(products.id, afterId)))
      .orderBy(asc(products.id))
      .limit(size)
      .as('run');
    const [found] = await db
      .select({ size: count(), lastId: max(run.id), lastModified: max(run.updatedAt) })
      .from(run);
    if (!found?.lastId || !found.lastModified) return runs;
    runs.push({ afterId, lastId: found.lastId, lastModified: found.lastModified });
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
        .innerJoin(categories, eq(categories.id, products.categoryId))
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
