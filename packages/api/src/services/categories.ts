import { and, asc, count, eq } from 'drizzle-orm';
import { categories, products, type Database } from '@buildright/db';
import { conflict, notFound } from '../errors.ts';
import type { CategoryInput } from '../shared/schemas.ts';
import { isForeignKeyViolation, isUniqueViolation } from './postgres-errors.ts';

export interface Category {
  id: number;
  name: string;
  description: string | null;
  isActive: boolean;
  productCount: number;
}

type CategoryValues = Required<Pick<CategoryInput, 'name' | 'isActive'>> & {
  description: string | null;
};

export async function listCategories(
  db: Database,
  options: { includeInactive?: boolean } = {},
): Promise<Category[]> {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      description: categories.description,
      isActive: categories.isActive,
      productCount: count(products.id),
    })
    .from(categories)
    // The shop counts what it shows; the admin counts everything a delete would orphan.
    .leftJoin(
      products,
      options.includeInactive
        ? eq(products.categoryId, categories.id)
        : and(eq(products.categoryId, categories.id), eq(products.isActive, true)),
    )
    .where(options.includeInactive ? undefined : eq(categories.isActive, true))
    .groupBy(categories.id)
    .orderBy(asc(categories.name));
  return rows;
}

async function withUniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`A category named "${name}" already exists`);
    throw error;
  }
}

async function getCategory(db: Database, id: number): Promise<Category> {
  const found = (await listCategories(db, { includeInactive: true })).find((c) => c.id === id);
  if (!found) throw notFound(`No category with id ${id}`);
  return found;
}

export async function createCategory(db: Database, values: CategoryValues): Promise<Category> {
  const [created] = await withUniqueName(values.name, () =>
    db.insert(categories).values(values).returning({ id: categories.id }),
  );
  return getCategory(db, created!.id);
}

export async function updateCategory(
  db: Database,
  id: number,
  values: CategoryValues,
): Promise<Category> {
  const [updated] = await withUniqueName(values.name, () =>
    db.update(categories).set(values).where(eq(categories.id, id)).returning({ id: categories.id }),
  );
  if (!updated) throw notFound(`No category with id ${id}`);
  return getCategory(db, id);
}

export async function deleteCategory(db: Database, id: number): Promise<void> {
  const category = await getCategory(db, id);
  if (category.productCount > 0) {
    throw conflict(
      `"${category.name}" still has ${category.productCount} product${category.productCount === 1 ? '' : 's'}; move or delete them first`,
    );
  }
  try {
    await db.delete(categories).where(eq(categories.id, id));
  } catch (error) {
    // A product was added to it in the meantime; the foreign key keeps it.
    if (isForeignKeyViolation(error)) throw conflict(`"${category.name}" still has products`);
    throw error;
  }
}
