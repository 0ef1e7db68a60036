import { asc, eq } from 'drizzle-orm';
import { productFitments, products, type AuditChange, type Transaction } from '@buildright/db';
import { editableProductFields, productColumns } from './product-columns.ts';
import { changedFields } from '../staff/activity/record.ts';

/** What the activity log compares of a product: what staff edit, fitment included. */
const auditedFields = [...editableProductFields, 'fitsModelIds' as const];

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
  return { ...row, fitsModelIds: listed.map((model) => model.id) };
}

/** The audited fields that differ between two snapshots (either may be null: created, deleted). */
export function productChanges(
  before: ProductSnapshot | null,
  after: ProductSnapshot | null,
): AuditChange[] {
  return changedFields(before, after, auditedFields);
}
