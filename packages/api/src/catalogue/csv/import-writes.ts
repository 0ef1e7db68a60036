import { inArray, sql } from 'drizzle-orm';
import {
  productDocuments,
  productFitments,
  products,
  type Database,
  type Transaction,
} from '@buildright/db';
import type { productRow } from '../products.ts';
import { chunks } from '../../database/index.ts';
import { publish } from '../../events/index.ts';
import { replacePriceTiers } from '../price-tiers.ts';
import type { PriceTierValues } from '../shared/product-input.ts';
import type { ProductDocumentKind } from '../shared/product-documents.ts';

type ProductColumns = ReturnType<typeof productRow>;
type FitmentColumns = Required<
  Pick<
    ProductColumns,
    'fitsUniversal' | 'fitMinWeightKg' | 'fitMaxWeightKg' | 'fitPinMm' | 'fitCoupler'
  >
>;

/** A document as an import writes it: a file the shop holds, at `url`. */
export interface ImportDocument {
  kind: ProductDocumentKind;
  title: string;
  url: string;
  bytes: number;
}

export interface ImportWrites {
  /** `documents` and `tiers` only when the row lists some. */
  creates: {
    sku: string;
    row: ProductColumns;
    modelIds: number[];
    documents?: ImportDocument[];
    tiers?: PriceTierValues[];
  }[];
  /**
   * Every column of the product; modelIds null leaves its listed machine models alone, and
   * `documents` and `tiers`, when there, replace the product's.
   */
  updates: {
    id: number;
    row: ProductColumns & FitmentColumns;
    modelIds: number[] | null;
    documents?: ImportDocument[];
    tiers?: PriceTierValues[];
  }[];
}

const text = (value: string | number | boolean | null) => (value === null ? null : String(value));

/**
 * Many products changed in one statement: a statement per row costs milliseconds each on the
 * embedded database, which 5,000 rows turn into most of a minute.
 */
async function updateProducts(tx: Database, updates: ImportWrites['updates']) {
  for (const batch of chunks(updates, 500)) {
    const values = batch.map(
      ({ id, row }) => sql`(${text(id)}, ${row.name}, ${row.description}, ${text(row.price)},
        ${text(row.salePrice)}, ${text(row.categoryId)}, ${text(row.stock)}, ${row.imageUrl},
        ${JSON.stringify(row.images)}, ${text(row.isActive)}, ${text(row.fitsUniversal)},
        ${text(row.fitMinWeightKg)}, ${text(row.fitMaxWeightKg)}, ${text(row.fitPinMm)},
        ${row.fitCoupler})`,
    );
    await tx.execute(sql`
      update products set
        name = v.name,
        description = v.description,
        price = v.price::numeric,
        sale_price = v.sale_price::numeric,
        category_id = v.category_id::integer,
        stock = v.stock::integer,
        image_url = v.image_url,
        images = v.images::jsonb,
        is_active = v.is_active::boolean,
        fits_universal = v.fits_universal::boolean,
        fit_min_weight_kg = v.fit_min_weight_kg::integer,
        fit_max_weight_kg = v.fit_max_weight_kg::integer,
        fit_pin_mm = v.fit_pin_mm::integer,
        fit_coupler = v.fit_coupler,
        updated_at = now()
      from (values ${sql.join(values, sql`, `)}) as v(id, name, description, price, sale_price,
        category_id, stock, image_url, images, is_active, fits_universal, fit_min_weight_kg,
        fit_max_weight_kg, fit_pin_mm, fit_coupler)
      where ${products.id} = v.id::integer`);
  }
}

/** Replaces the documents of these products with the lists given, in order. */
async function replaceDocuments(
  tx: Database,
  lists: { productId: number; documents: ImportDocument[] }[],
) {
  for (const batch of chunks(lists, 1000)) {
    await tx.delete(productDocuments).where(
      inArray(
        productDocuments.productId,
        batch.map((list) => list.productId),
      ),
    );
  }
  const rows = lists.flatMap(({ productId, documents }) =>
    documents.map((document) => ({ productId, ...document })),
  );
  for (const batch of chunks(rows, 1000)) await tx.insert(productDocuments).values(batch);
}

/**
 * Writes a checked import: new products in batches, changed ones, then listed machine models,
 * documents and volume tiers.
 */
export async function writeImport(tx: Transaction, { creates, updates }: ImportWrites) {
  const written: number[] = updates.map((update) => update.id);
  const listed: { productId: number; machineModelId: number }[] = [];
  const documents: { productId: number; documents: ImportDocument[] }[] = [];
  const tiers: { productId: number; tiers: PriceTierValues[] }[] = [];
  for (const batch of chunks(creates, 500)) {
    const created = await tx
      .insert(products)
      .values(batch.map(({ sku, row }) => ({ ...row, sku })))
      .returning({ id: products.id, sku: products.sku });
    const idOf = new Map(created.map((product) => [product.sku, product.id]));
    for (const { sku, modelIds, documents: listedDocuments, tiers: listedTiers } of batch) {
      const productId = idOf.get(sku)!;
      written.push(productId);
      for (const machineModelId of modelIds) listed.push({ productId, machineModelId });
      if (listedDocuments) documents.push({ productId, documents: listedDocuments });
      if (listedTiers) tiers.push({ productId, tiers: listedTiers });
    }
  }
  await updateProducts(tx, updates);
  const relisted = updates.filter((update) => update.modelIds !== null);
  for (const batch of chunks(relisted, 1000)) {
    await tx.delete(productFitments).where(
      inArray(
        productFitments.productId,
        batch.map((update) => update.id),
      ),
    );
    for (const { id, modelIds } of batch) {
      for (const machineModelId of modelIds ?? []) listed.push({ productId: id, machineModelId });
    }
  }
  for (const batch of chunks(listed, 1000)) await tx.insert(productFitments).values(batch);
  for (const update of updates) {
    if (update.documents) documents.push({ productId: update.id, documents: update.documents });
    if (update.tiers) tiers.push({ productId: update.id, tiers: update.tiers });
  }
  await replaceDocuments(tx, documents);
  await replacePriceTiers(tx, tiers);
  await publish(tx, 'product.prices_changed', { productIds: written });
}
