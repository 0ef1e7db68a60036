import { asc, eq, sql } from 'drizzle-orm';
import { categories, productTallies, type Database } from '@buildright/db';
import { conflict, notFound } from '../errors.ts';
import type { CategoryInput } from './shared/product-input.ts';
import { changedFields, recordAudit, type StaffActor } from '../audit/index.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../database/index.ts';

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

/**
 * Products per category from the tallies the products' triggers keep: the shop counts what it
 * shows (active products), the admin everything a delete would orphan.
 */
function productsPerCategory(db: Database, activeOnly: boolean) {
  return db
    .select({
      categoryId: productTallies.categoryId,
      products: sql<string>`sum(${productTallies.products})`.as('products'),
    })
    .from(productTallies)
    .where(activeOnly ? eq(productTallies.isActive, true) : undefined)
    .groupBy(productTallies.categoryId)
    .as('counts');
}

export async function listCategories(
  db: Database,
  options: { includeInactive?: boolean } = {},
): Promise<Category[]> {
  const counts = productsPerCategory(db, !options.includeInactive);
  return db
    .select({
      id: categories.id,
      name: categories.name,
      description: categories.description,
      isActive: categories.isActive,
      productCount: sql<number>`coalesce(${counts.products}, 0)`.mapWith(Number),
    })
    .from(categories)
    .leftJoin(counts, eq(counts.categoryId, categories.id))
    .where(options.includeInactive ? undefined : eq(categories.isActive, true))
    .orderBy(asc(categories.name));
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

const auditedFields = ['name', 'description', 'isActive'] as const;

export async function createCategory(
  db: Database,
  actor: StaffActor,
  values: CategoryValues,
): Promise<Category> {
  const id = await withUniqueName(values.name, () =>
    db.transaction(async (tx) => {
      const [created] = await tx.insert(categories).values(values).returning({ id: categories.id });
      await recordAudit(tx, actor, {
        action: 'category.created',
        entityType: 'category',
        entityId: created!.id,
        entityLabel: values.name,
        changes: changedFields(null, values, auditedFields),
      });
      return created!.id;
    }),
  );
  return getCategory(db, id);
}

export async function updateCategory(
  db: Database,
  actor: StaffActor,
  id: number,
  values: CategoryValues,
): Promise<Category> {
  await withUniqueName(values.name, () =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select({
          name: categories.name,
          description: categories.description,
          isActive: categories.isActive,
        })
        .from(categories)
        .where(eq(categories.id, id))
        .for('update');
      if (!before) throw notFound(`No category with id ${id}`);
      await tx.update(categories).set(values).where(eq(categories.id, id));
      const changes = changedFields(before, values, auditedFields);
      if (changes.length === 0) return;
      await recordAudit(tx, actor, {
        action: 'category.updated',
        entityType: 'category',
        entityId: id,
        entityLabel: values.name,
        changes,
      });
    }),
  );
  return getCategory(db, id);
}

export async function deleteCategory(db: Database, actor: StaffActor, id: number): Promise<void> {
  const category = await getCategory(db, id);
  if (category.productCount > 0) {
    throw conflict(
      `"${category.name}" still has ${category.productCount} product${category.productCount === 1 ? '' : 's'}; move or delete them first`,
    );
  }
  try {
    await db.transaction(async (tx) => {
      await tx.delete(categories).where(eq(categories.id, id));
      await recordAudit(tx, actor, {
        action: 'category.deleted',
        entityType: 'category',
        entityId: id,
        entityLabel: category.name,
        changes: changedFields(category, null, auditedFields),
      });
    });
  } catch (error) {
    // A product was added to it in the meantime; the foreign key keeps it.
    if (isForeignKeyViolation(error)) throw conflict(`"${category.name}" still has products`);
    throw error;
  }
}
