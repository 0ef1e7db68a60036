import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { categories, products, type Database } from '@buildright/db';
import { badRequest, notFound } from '../errors.ts';
import type { ProductValues } from '../shared/schemas.ts';
import type { ProductImage } from '../shared/product-image.ts';
import { sanitizeDescription } from './sanitize.ts';

export interface Product {
  id: number;
  name: string;
  description: string;
  price: string;
  salePrice: string | null;
  category: string;
  categoryId: number;
  stock: number;
  imageUrl: string | null;
  images: ProductImage[];
  sku: string;
  isActive: boolean;
}

export interface ProductFilter {
  search?: string;
  categoryId?: number;
  /** The shop sees active products in active categories only; the admin sees everything. */
  includeInactive?: boolean;
}

export interface ProductPage {
  items: Product[];
  total: number;
  page: number;
  pageSize: number;
}

const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  price: products.price,
  salePrice: products.salePrice,
  category: categories.name,
  categoryId: products.categoryId,
  stock: products.stock,
  imageUrl: products.imageUrl,
  images: products.images,
  sku: products.sku,
  isActive: products.isActive,
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function whereOf(filter: ProductFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (!filter.includeInactive) {
    conditions.push(eq(products.isActive, true), eq(categories.isActive, true));
  }
  if (filter.categoryId !== undefined) conditions.push(eq(products.categoryId, filter.categoryId));
  const search = filter.search?.trim().toLowerCase();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    conditions.push(
      or(
        // Matches the trigram index on lower(name || ' ' || description).
        sql`lower(${products.name} || ' ' || ${products.description}) like ${pattern}`,
        ilike(categories.name, pattern),
      ),
    );
  }
  return and(...conditions);
}

export async function listProducts(
  db: Database,
  filter: ProductFilter,
  paging?: { page: number; pageSize: number },
): Promise<ProductPage> {
  const where = whereOf(filter);
  const query = db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .orderBy(asc(products.id))
    .$dynamic();
  if (!paging) {
    const items = await query;
    return { items, total: items.length, page: 1, pageSize: items.length };
  }
  const [items, [counted]] = await Promise.all([
    query.limit(paging.pageSize).offset((paging.page - 1) * paging.pageSize),
    db
      .select({ total: count() })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where),
  ]);
  return { items, total: counted?.total ?? 0, ...paging };
}

export async function getProduct(
  db: Database,
  id: number,
  options: { includeInactive?: boolean } = {},
): Promise<Product> {
  const [product] = await db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, id), whereOf({ includeInactive: options.includeInactive })));
  if (!product) throw notFound(`No product with id ${id}`);
  return product;
}

async function assertCategoryExists(db: Database, categoryId: number): Promise<void> {
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!category) throw notFound(`No category with id ${categoryId}`);
}

function toRow(values: ProductValues) {
  const description = sanitizeDescription(values.description);
  if (!description) throw badRequest('Description is required');
  return {
    ...values,
    description,
    images: values.images
      .toSorted((a, b) => a.order - b.order)
      .map((image, order) => ({ ...image, order })),
  };
}

export async function createProduct(db: Database, values: ProductValues): Promise<Product> {
  await assertCategoryExists(db, values.categoryId);
  const [created] = await db.insert(products).values(toRow(values)).returning({ id: products.id });
  return getProduct(db, created!.id, { includeInactive: true });
}

export async function updateProduct(
  db: Database,
  id: number,
  values: ProductValues,
): Promise<Product> {
  await assertCategoryExists(db, values.categoryId);
  const [updated] = await db
    .update(products)
    .set({ ...toRow(values), updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  if (!updated) throw notFound(`No product with id ${id}`);
  return getProduct(db, id, { includeInactive: true });
}

export async function deleteProduct(db: Database, id: number): Promise<void> {
  const [deleted] = await db
    .delete(products)
    .where(eq(products.id, id))
    .returning({ id: products.id });
  if (!deleted) throw notFound(`No product with id ${id}`);
}
