import { and, asc, eq } from 'drizzle-orm';
import { categories, products, type Database } from '@buildright/db';

/** A page of the shop that search engines may list. */
export interface PublicPage {
  /** The page's path and query on the shop's address. */
  path: string;
  /** When what the page shows last changed, where the catalogue knows it. */
  lastModified?: Date;
}

const INFORMATION_PAGES = ['/about', '/contact', '/privacy-policy', '/terms-of-service'];

const latest = (dates: Date[]): Date | undefined =>
  dates.length === 0 ? undefined : new Date(Math.max(...dates.map((date) => date.getTime())));

/**
 * Every public page: home, the catalogue, each active category's listing, each product the shop
 * shows, and the information pages. A listing changed last when its newest product did.
 */
export async function listPublicPages(db: Database): Promise<PublicPage[]> {
  const [shownProducts, activeCategories] = await Promise.all([
    db
      .select({ id: products.id, categoryId: products.categoryId, updatedAt: products.updatedAt })
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .where(and(eq(products.isActive, true), eq(categories.isActive, true)))
      .orderBy(asc(products.id)),
    db
      .select({ id: categories.id, createdAt: categories.createdAt })
      .from(categories)
      .where(eq(categories.isActive, true))
      .orderBy(asc(categories.id)),
  ]);
  const catalogueChanged = latest(shownProducts.map((product) => product.updatedAt));
  return [
    { path: '/', lastModified: catalogueChanged },
    { path: '/equipment', lastModified: catalogueChanged },
    ...activeCategories.map((category) => ({
      path: `/equipment?category=${category.id}`,
      lastModified: latest([
        category.createdAt,
        ...shownProducts
          .filter((product) => product.categoryId === category.id)
          .map((product) => product.updatedAt),
      ]),
    })),
    ...shownProducts.map((product) => ({
      path: `/equipment/${product.id}`,
      lastModified: product.updatedAt,
    })),
    ...INFORMATION_PAGES.map((path) => ({ path })),
  ];
}
