import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { categories, products } from '../schema.ts';
import { demoCategories, demoProducts } from './demo-catalogue.ts';

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

    await tx.insert(products).values(
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
        };
      }),
    );
    return true;
  });
}
