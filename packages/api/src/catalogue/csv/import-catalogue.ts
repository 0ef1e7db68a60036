import { inArray, sql } from 'drizzle-orm';
import {
  categories,
  machineModels,
  productDocuments,
  productFitments,
  products,
  type Database,
} from '@buildright/db';
import { productColumns } from '../product-columns.ts';
import { tiersOfProducts } from '../price-tiers.ts';
import type { ProductDocument } from '../shared/product-documents.ts';
import { machineName } from '../shared/fitment.ts';
import type { PriceTier } from '../shared/pricing.ts';

export type Catalogue = Awaited<ReturnType<typeof loadCatalogue>>;
export type Existing = Awaited<ReturnType<typeof selectProducts>>[number] & {
  modelIds: number[];
  /** Read only for a file with a documents column; empty otherwise. */
  documents: ProductDocument[];
  /** Its volume tiers, the smallest quantity first. */
  tiers: PriceTier[];
};

/** Names compare without case or repeated spaces: "cat  320" is the machine "Cat 320". */
export const lowerKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The products with these SKUs, in any case (products_sku_lower_idx), with their fields. */
function selectProducts(db: Database, lowerSkus: string[]) {
  return db
    .select(productColumns)
    .from(products)
    .where(inArray(sql`lower(${products.sku})`, lowerSkus));
}

/** The documents of these products, in the order each lists them. */
async function documentsByProduct(db: Database, productIds: number[]) {
  const byProduct = new Map<number, ProductDocument[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({
      productId: productDocuments.productId,
      id: productDocuments.id,
      title: productDocuments.title,
      kind: productDocuments.kind,
      url: productDocuments.url,
      bytes: productDocuments.bytes,
    })
    .from(productDocuments)
    .where(inArray(productDocuments.productId, productIds))
    .orderBy(productDocuments.id);
  for (const { productId, ...document } of rows) {
    byProduct.set(productId, [...(byProduct.get(productId) ?? []), document]);
  }
  return byProduct;
}

/**
 * What a file's rows are matched against: the products it names by SKU with their tiers (and
 * their documents when the file has that column), and every category by name and machine model by "Make
 * Model". Only the file's own products are read, so an import costs the size of the file, not
 * of the catalogue.
 */
export async function loadCatalogue(
  db: Database,
  skus: readonly string[],
  { withDocuments }: { withDocuments: boolean },
) {
  const lowerSkus = [...new Set(skus.map((sku) => sku.toLowerCase()))];
  const [productRows, categoryRows, machineRows] = await Promise.all([
    lowerSkus.length === 0 ? [] : selectProducts(db, lowerSkus),
    db.select({ id: categories.id, name: categories.name }).from(categories),
    db
      .select({ id: machineModels.id, make: machineModels.make, model: machineModels.model })
      .from(machineModels),
  ]);
  const productIds = productRows.map((product) => product.id);
  const listed =
    productIds.length === 0
      ? []
      : await db
          .select()
          .from(productFitments)
          .where(inArray(productFitments.productId, productIds));
  const [documents, tiers] = await Promise.all([
    withDocuments ? documentsByProduct(db, productIds) : new Map<number, ProductDocument[]>(),
    tiersOfProducts(db, productIds),
  ]);
  const modelIds = new Map<number, number[]>();
  for (const { productId, machineModelId } of listed) {
    modelIds.set(productId, [...(modelIds.get(productId) ?? []), machineModelId]);
  }
  const bySku = new Map<string, Existing>(
    productRows.map((product) => [
      product.sku,
      {
        ...product,
        modelIds: (modelIds.get(product.id) ?? []).toSorted((a, b) => a - b),
        documents: documents.get(product.id) ?? [],
        tiers: tiers.get(product.id) ?? [],
      },
    ]),
  );
  const byLowerSku = new Map<string, Existing>();
  for (const product of bySku.values()) {
    if (!byLowerSku.has(product.sku.toLowerCase()))
      byLowerSku.set(product.sku.toLowerCase(), product);
  }
  return {
    products: bySku,
    /** A SKU typed in another case still finds its product. */
    productsByLowerSku: byLowerSku,
    categories: new Map(categoryRows.map((category) => [lowerKey(category.name), category.id])),
    machines: new Map(machineRows.map((m) => [lowerKey(machineName(m)), m.id])),
    /** Names by id, for the cells a dry run shows before and after. */
    categoryNames: new Map(categoryRows.map((category) => [category.id, category.name])),
    machineNames: new Map(machineRows.map((m) => [m.id, machineName(m)])),
  };
}
