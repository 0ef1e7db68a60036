import { and, asc, eq, gt, gte, lte } from 'drizzle-orm';
import {
  categories,
  machineModels,
  productDocuments,
  productFitments,
  productPriceTiers,
  products,
  type Database,
} from '@buildright/db';
import { productCsvColumns } from '../shared/csv.ts';
import { machineName } from '../shared/fitment.ts';
import type { PriceTier } from '../shared/pricing.ts';
import { keysetBatches } from '../../database/index.ts';
import { productColumns } from '../product-columns.ts';
import { csvChunks, type CsvExportOptions } from './cells.ts';
import { documentCell } from './document-cells.ts';
import { productCells } from './product-cells.ts';

/** Listed machine names per product with an id from `firstId` to `lastId`, "Make Model" each. */
async function listedModels(
  db: Database,
  firstId: number,
  lastId: number,
): Promise<Map<number, string[]>> {
  const rows = await db
    .select({
      productId: productFitments.productId,
      make: machineModels.make,
      model: machineModels.model,
    })
    .from(productFitments)
    .innerJoin(machineModels, eq(machineModels.id, productFitments.machineModelId))
    .where(and(gte(productFitments.productId, firstId), lte(productFitments.productId, lastId)));
  const byProduct = new Map<number, string[]>();
  for (const row of rows) {
    const names = byProduct.get(row.productId) ?? [];
    names.push(machineName(row));
    byProduct.set(row.productId, names);
  }
  return byProduct;
}

/** The documents cell of each product with an id from `firstId` to `lastId` that has any. */
async function documentCells(
  db: Database,
  firstId: number,
  lastId: number,
): Promise<Map<number, string>> {
  const rows = await db
    .select({
      productId: productDocuments.productId,
      kind: productDocuments.kind,
      title: productDocuments.title,
      url: productDocuments.url,
    })
    .from(productDocuments)
    .where(and(gte(productDocuments.productId, firstId), lte(productDocuments.productId, lastId)))
    .orderBy(asc(productDocuments.productId), asc(productDocuments.id));
  const byProduct = new Map<number, typeof rows>();
  for (const row of rows)
    byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
  return new Map(
    [...byProduct].map(([productId, documents]) => [productId, documentCell(documents)]),
  );
}

/** The volume tiers of each product with an id from `firstId` to `lastId` that has any. */
async function tiersByProduct(
  db: Database,
  firstId: number,
  lastId: number,
): Promise<Map<number, PriceTier[]>> {
  const rows = await db
    .select({
      productId: productPriceTiers.productId,
      minQuantity: productPriceTiers.minQuantity,
      price: productPriceTiers.price,
    })
    .from(productPriceTiers)
    .where(and(gte(productPriceTiers.productId, firstId), lte(productPriceTiers.productId, lastId)))
    .orderBy(asc(productPriceTiers.productId), asc(productPriceTiers.minQuantity));
  const byProduct = new Map<number, PriceTier[]>();
  for (const { productId, ...tier } of rows) {
    byProduct.set(productId, [...(byProduct.get(productId) ?? []), tier]);
  }
  return byProduct;
}

function readProducts(db: Database, after: number | undefined, limit: number) {
  return db
    .select({ ...productColumns, category: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(after === undefined ? undefined : gt(products.id, after))
    .orderBy(asc(products.id))
    .limit(limit);
}

async function* productRows(db: Database, batchSize: number) {
  const batches = keysetBatches(
    batchSize,
    (after: number | undefined, limit) => readProducts(db, after, limit),
    (row) => row.id,
  );
  for await (const batch of batches) {
    const [firstId, lastId] = [batch[0]!.id, batch.at(-1)!.id];
    const [models, documents, tiers] = await Promise.all([
      listedModels(db, firstId, lastId),
      documentCells(db, firstId, lastId),
      tiersByProduct(db, firstId, lastId),
    ]);
    yield batch.map((row) => {
      const cells = productCells({
        ...row,
        models: models.get(row.id) ?? [],
        documents: documents.get(row.id) ?? '',
        tiers: tiers.get(row.id) ?? [],
      });
      return productCsvColumns.map((column) => cells[column]);
    });
  }
}

/**
 * Every product, inactive ones included, one row each in the columns an import reads, by id: CSV
 * text a batch of products at a time, so a catalogue of any size streams in flat memory. The
 * batches are separate reads, not one snapshot; a product changed meanwhile shows either way.
 */
export function exportProductsCsv(
  db: Database,
  { batchSize = 2_000 }: CsvExportOptions = {},
): AsyncGenerator<string> {
  return csvChunks(productCsvColumns, productRows(db, batchSize));
}
