import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import {
  categories,
  machineModels,
  productFitments,
  productPriceTiers,
  products,
} from '../schema.ts';
import { demoCategories, demoProducts } from './demo-catalogue.ts';
import { demoFitments, demoMachines } from './demo-machines.ts';
import { seedDemoReviews } from './demo-reviews.ts';

/** Fills an empty catalogue with the demo data; returns whether anything was inserted. */
export async function seedDemoCatalogue(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two servers starting on the same empty database must not both seed: the second waits
    // here, then sees the first one's rows.
    await tx.execute(sql`LOCK TABLE ${categories}, ${products} IN SHARE ROW EXCLUSIVE MODE`);
    if ((await tx.$count(categories)) > 0 || (await tx.$count(products)) > 0) return false;

    const inserted = await tx
      .insert(categories)
      .values(demoCategories.map(({ name, description }) => ({ name, description })))
      .returning({ id: categories.id, name: categories.name });
    const categoryIds = new Map(inserted.map((c) => [c.name, c.id]));

    const machines = await tx
      .insert(machineModels)
      .values(demoMachines)
      .returning({ id: machineModels.id, make: machineModels.make, model: machineModels.model });
    const machineIds = new Map(machines.map((m) => [`${m.make} ${m.model}`, m.id]));

    const insertedProducts = await tx
      .insert(products)
      .values(
        demoProducts.map((product) => {
          const categoryId = categoryIds.get(product.category);
          if (categoryId === undefined) {
            throw new Error(
              `Demo product '${product.name}' has unknown category '${product.category}'`,
            );
          }
          return {
            name: product.name,
            description: product.description,
            price: product.price,
            salePrice: product.salePrice ?? null,
            categoryId,
            stock: product.stock,
            imageUrl: product.images[0]?.url ?? null,
            images: product.images,
            ...fitmentColumns(product.name),
          };
        }),
      )
      .returning({ id: products.id, name: products.name });

    const listed = insertedProducts.flatMap((product) =>
      (demoFitments[product.name]?.models ?? []).map((name) => {
        const machineModelId = machineIds.get(name);
        if (machineModelId === undefined) throw new Error(`Demo fitment names unknown '${name}'`);
        return { productId: product.id, machineModelId };
      }),
    );
    if (listed.length > 0) await tx.insert(productFitments).values(listed);

    const productIds = new Map(insertedProducts.map((product) => [product.name, product.id]));
    const tiers = demoProducts.flatMap((product) =>
      (product.tiers ?? []).map((tier) => ({ ...tier, productId: productIds.get(product.name)! })),
    );
    if (tiers.length > 0) await tx.insert(productPriceTiers).values(tiers);
    await seedDemoReviews(
      tx,
      insertedProducts.map((product) => product.id),
    );
    return true;
  });
}

function fitmentColumns(productName: string) {
  const fitment = demoFitments[productName];
  if (!fitment) return { fitsUniversal: true };
  return {
    fitsUniversal: false,
    fitMinWeightKg: fitment.rule?.minWeightKg ?? null,
    fitMaxWeightKg: fitment.rule?.maxWeightKg ?? null,
    fitPinMm: fitment.rule?.pinMm ?? null,
    fitCoupler: fitment.rule?.coupler ?? null,
  };
}
