import { asc, eq } from 'drizzle-orm';
import {
  productFitments,
  productPriceTiers,
  products,
  type AuditChange,
  type Database,
  type Transaction,
} from '@buildright/db';
import { editableProductFields, productColumns } from './product-columns.ts';
import { changedFields } from '../audit/index.ts';

/** What the activity log compares of a product: what staff edit, fitment and tiers included. */
const auditedFields = [...editableProductFields, 'fitsModelIds' as const, 'tiers' as const];

type ProductSnapshot = Record<(typeof auditedFields)[number], unknown> & { name: string };

/** The product as it is now, locked until the transaction ends; null when there is none. */
export async function productSnapshot(
  tx: Transaction,
  id: number,
): Promise<ProductSnapshot | null> {
  const [row] = await tx
    .select(productColumns)
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  if (!row) return null;
  const listed = await tx
    .select({ id: productFitments.machineModelId })
    .from(productFitments)
    .where(eq(productFitments.productId, id))
    .orderBy(asc(productFitments.machineModelId));
  return { ...row, fitsModelIds: listed.map((model) => model.id), tiers: await tiersOf(tx, id) };
}

/** A product's volume tiers, the smallest quantity first. */
export function tiersOf(db: Database | Transaction, productId: number) {
  return db
    .select({ minQuantity: productPriceTiers.minQuantity, price: productPriceTiers.price })
    .from(productPriceTiers)
    .where(eq(productPriceTiers.productId, productId))
    .orderBy(asc(productPriceTiers.minQuantity));
}

/** The audited fields that differ between two snapshots (either may be null: created, deleted). */
export function productChanges(
  before: ProductSnapshot | null,
  after: ProductSnapshot | null,
): AuditChange[] {
  return changedFields(before, after, auditedFields);
}
