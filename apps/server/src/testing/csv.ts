import { machineModels, productFitments, products } from '@buildright/db';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { addCategory, addProduct, registerCustomer, signInAdmin } from './fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** The columns of the product CSV, export and import alike. */
export const PRODUCTS_CSV_HEADER =
  'sku,name,category,price,sale_price,stock,active,description,image_urls,universal,machine_models,min_weight_kg,max_weight_kg,pin_mm,coupler,documents,tiers';

/**
 * The app for the CSV tests: staff and a customer signed in, two machine models, and in Buckets a
 * trench bucket with fitment and a quoted description, one named like a formula and one hidden.
 */
export async function csvShop() {
  const t = await createTestApp();
  const admin = await signInAdmin(t);
  const customer = (await registerCustomer(t)).cookie;
  const bucketsId = (await addCategory(t.db, { name: 'Buckets' })).id;
  await addCategory(t.db, { name: 'Safety Gear' });
  await t.db.insert(machineModels).values([
    {
      make: 'Kubota',
      model: 'KX080-4',
      operatingWeightKg: 8200,
      pinDiameterMm: 50,
      coupler: 'pin-on',
    },
    { make: 'CAT', model: '301.7', operatingWeightKg: 1700, pinDiameterMm: 30, coupler: 'pin-on' },
  ]);
  const drill = await addProduct(t.db, {
    categoryId: bucketsId,
    name: 'Trench Bucket 600',
    description: '<p>Hardox edge, "heavy duty",\nfor 5-9 t machines.</p>',
    price: '1299.00',
    salePrice: '999.50',
    stock: 4,
  });
  const drillSku = drill.sku;
  const [kubota] = await t.db
    .select({ id: machineModels.id })
    .from(machineModels)
    .where(eq(machineModels.make, 'Kubota'));
  await t.db
    .update(products)
    .set({ fitsUniversal: false, fitMinWeightKg: 5000, fitMaxWeightKg: 9000, fitCoupler: 'pin-on' })
    .where(eq(products.id, drill.id));
  await t.db.insert(productFitments).values({ productId: drill.id, machineModelId: kubota!.id });
  await addProduct(t.db, {
    categoryId: bucketsId,
    name: '=HYPERLINK("http://evil.example","Click")',
  });
  await addProduct(t.db, { categoryId: bucketsId, name: '-40% grading bucket', isActive: false });
  return { t, admin, customer, bucketsId, drillSku };
}

/** Posts a product CSV to the import, as a dry run unless told otherwise. */
export function importProductsCsv(
  t: TestApp,
  csv: string,
  { dryRun, cookie }: { dryRun: boolean; cookie: string },
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/products/import?dryRun=${dryRun}`,
    headers: { cookie, 'content-type': 'text/csv' },
    payload: csv,
  });
}

/** The product export as staff download it. */
export async function exportProducts(t: TestApp, admin: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/admin/products/export.csv',
    headers: { cookie: admin },
  });
  expect(response.statusCode).toBe(200);
  return response;
}
