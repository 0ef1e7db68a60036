import { inArray } from 'drizzle-orm';
import { products, type Database } from '@buildright/db';
import { badRequest, conflict } from '../../errors.ts';
import type { ProductImportReport } from '../shared/csv.ts';
import { changedFields, recordAudits, type StaffActor } from '../../audit/index.ts';
import { isUniqueViolation } from '../../database/index.ts';
import type { DocumentFiles } from '../product-documents/files.ts';
import { resolveDocumentSources } from './document-sources.ts';
import { planImport, type Plan } from './import-plan.ts';
import { writeImport } from './import-writes.ts';
import { readProductCsv } from './product-rows.ts';

/**
 * A product CSV import in four steps: each row read as the product form's input
 * (import-row-input.ts), the documents it names by URL fetched and checked (document-sources.ts),
 * the file planned against the products it names (import-plan.ts), and the plan written in one
 * transaction (import-writes.ts), with one activity entry a product.
 */

/**
 * The dry run: what importing the file would create and change, and every row's problems, the
 * documents it would fetch included (fetched and checked, not kept).
 */
export async function previewProductImport(
  db: Database,
  files: DocumentFiles,
  csv: string,
): Promise<ProductImportReport> {
  const file = readProductCsv(csv);
  const sources = await resolveDocumentSources(db, files, file, { store: false });
  return (await planImport(db, file, sources)).report;
}

/** One activity entry per product the import created or changed. */
async function auditImport(tx: Database, actor: StaffActor, plan: Plan) {
  const createdSkus = plan.creates.map((create) => create.sku);
  const created =
    createdSkus.length === 0
      ? []
      : await tx
          .select({
            id: products.id,
            name: products.name,
            stock: products.stock,
            price: products.price,
          })
          .from(products)
          .where(inArray(products.sku, createdSkus));
  await recordAudits(tx, actor, [
    ...created.map((product) => ({
      action: 'product.imported' as const,
      entityType: 'product' as const,
      entityId: product.id,
      entityLabel: product.name,
      changes: changedFields(null, product, ['name', 'price', 'stock']),
    })),
    ...plan.updates.map((update) => ({
      action: 'product.imported' as const,
      entityType: 'product' as const,
      entityId: update.id,
      entityLabel: update.row.name,
      changes: plan.updateChanges.get(update.id) ?? [],
    })),
  ]);
}

/**
 * Imports the file in one transaction: every row, or (on any problem) none. New documents are
 * fetched and stored first, outside it.
 */
export async function applyProductImport(
  db: Database,
  files: DocumentFiles,
  actor: StaffActor,
  csv: string,
): Promise<ProductImportReport> {
  const file = readProductCsv(csv);
  const sources = await resolveDocumentSources(db, files, file, { store: true });
  try {
    return await db.transaction(async (tx) => {
      // Planned inside the transaction, so it writes what it checked.
      const plan = await planImport(tx, file, sources);
      const { errors } = plan.report;
      if (errors.length > 0) {
        const [first] = errors;
        throw badRequest(
          `Nothing was imported: the file has ${errors.length} ${errors.length === 1 ? 'problem' : 'problems'} (line ${first!.line}: ${first!.message}). Fix them and run the dry run again.`,
        );
      }
      await writeImport(tx, plan);
      await auditImport(tx, actor, plan);
      return { ...plan.report, applied: true };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw conflict(
      'Nothing was imported: a value that must be unique (such as a SKU) clashed with another product while the file was applied. Run the dry run again.',
    );
  }
}
