import { asc, eq } from 'drizzle-orm';
import {
  categories,
  machineModels,
  productFitments,
  products,
  type Database,
} from '@buildright/db';
import { productCsvColumns } from '../../shared/csv.ts';
import { machineName } from '../../shared/fitment.ts';
import { galleryImages } from '../../shared/product-image.ts';
import { csvDocument, yesNo } from './cells.ts';

/** Listed machine names per product, "Make Model" each, sorted. */
async function listedModels(db: Database): Promise<Map<number, string[]>> {
  const rows = await db
    .select({
      productId: productFitments.productId,
      make: machineModels.make,
      model: machineModels.model,
    })
    .from(productFitments)
    .innerJoin(machineModels, eq(machineModels.id, productFitments.machineModelId));
  const byProduct = new Map<number, string[]>();
  for (const row of rows) {
    const names = byProduct.get(row.productId) ?? [];
    names.push(machineName(row));
    byProduct.set(row.productId, names);
  }
  for (const names of byProduct.values()) names.sort((a, b) => a.localeCompare(b));
  return byProduct;
}

/** Every product, inactive ones included, one row each in the columns an import reads. */
export async function exportProductsCsv(db: Database): Promise<string> {
  const [rows, models] = await Promise.all([
    db
      .select({
        id: products.id,
        sku: products.sku,
        name: products.name,
        category: categories.name,
        price: products.price,
        salePrice: products.salePrice,
        stock: products.stock,
        isActive: products.isActive,
        description: products.description,
        images: products.images,
        fitsUniversal: products.fitsUniversal,
        fitMinWeightKg: products.fitMinWeightKg,
        fitMaxWeightKg: products.fitMaxWeightKg,
        fitPinMm: products.fitPinMm,
        fitCoupler: products.fitCoupler,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .orderBy(asc(products.id)),
    listedModels(db),
  ]);
  return csvDocument(
    productCsvColumns,
    rows.map((row) => {
      const images = galleryImages(row.images).map((image) => image.url);
      const universal = row.fitsUniversal;
      return [
        row.sku,
        row.name,
        row.category,
        row.price,
        row.salePrice,
        row.stock,
        yesNo(row.isActive),
        row.description,
        images.join('|'),
        yesNo(universal),
        universal ? '' : (models.get(row.id) ?? []).join('|'),
        universal ? null : row.fitMinWeightKg,
        universal ? null : row.fitMaxWeightKg,
        universal ? null : row.fitPinMm,
        universal ? null : row.fitCoupler,
      ];
    }),
  );
}
