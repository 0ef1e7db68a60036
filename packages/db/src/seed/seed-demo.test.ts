import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type DatabaseConnection } from '../client.ts';
import { migrate } from '../migrate.ts';
import { categories, productRatings, productReviews, products } from '../schema.ts';
import { demoCategories, demoProducts } from './demo-catalogue.ts';
import { demoFitments, demoMachines } from './demo-machines.ts';
import { DEMO_REVIEWS_PER_PRODUCT } from './demo-reviews.ts';
import { demoImagesDir, seedDemoCatalogue } from './index.ts';

const slow = 30_000;
const editorTags = new Set('p h2 h3 strong em u s ul ol li a br'.split(' '));

describe('demo catalogue data', () => {
  it('uses only tags the product editor produces and two-decimal prices', () => {
    for (const product of demoProducts) {
      const tags = [...product.description.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]);
      expect(
        tags.filter((tag) => !editorTags.has(tag ?? '')),
        product.name,
      ).toEqual([]);
      expect(product.price).toMatch(/^\d+\.\d{2}$/);
      if (product.salePrice !== undefined) expect(product.salePrice).toMatch(/^\d+\.\d{2}$/);
    }
  });
});

describe('demo fitment', () => {
  it('gives every attachment a fitment naming known machines, and nothing else one', () => {
    const machineNames = new Set(demoMachines.map((m) => `${m.make} ${m.model}`));
    const attachments = demoProducts.filter((p) => p.category === 'Excavator Upgrade Kits');
    expect(Object.keys(demoFitments).toSorted()).toEqual(attachments.map((p) => p.name).toSorted());
    for (const fitment of Object.values(demoFitments)) {
      for (const name of fitment.models ?? []) expect(machineNames).toContain(name);
      expect(Boolean(fitment.rule) || (fitment.models?.length ?? 0) > 0).toBe(true);
    }
    expect(new Set(demoMachines.map((m) => m.make)).size).toBeGreaterThanOrEqual(7);
  });
});

describe('seedDemoCatalogue', () => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await connect({});
    await migrate(connection);
  }, slow);

  afterAll(async () => {
    await connection.close();
  }, slow);

  it(
    'fills an empty catalogue with consistent demo data',
    async () => {
      const { db } = connection;
      expect(await seedDemoCatalogue(db)).toBe(true);

      const savedCategories = await db.select().from(categories);
      const savedProducts = await db.select().from(products);
      expect(savedCategories.map((c) => c.name).sort()).toEqual(
        demoCategories.map((c) => c.name).sort(),
      );
      expect(savedProducts.length).toBeGreaterThanOrEqual(18);

      for (const category of savedCategories) {
        expect(savedProducts.some((p) => p.categoryId === category.id)).toBe(true);
      }
      const kits = savedCategories.find((c) => c.name === 'Excavator Upgrade Kits');
      expect(savedProducts.filter((p) => p.categoryId === kits?.id).length).toBeGreaterThanOrEqual(
        5,
      );

      const stocks = savedProducts.map((p) => p.stock);
      expect(stocks.filter((s) => s === 0).length).toBeGreaterThanOrEqual(2);
      expect(stocks.filter((s) => s >= 1 && s <= 10).length).toBeGreaterThanOrEqual(4);
      expect(stocks.filter((s) => s > 10).length).toBeGreaterThan(0);

      const onSale = savedProducts.filter((p) => p.salePrice !== null);
      expect(onSale.length).toBeGreaterThanOrEqual(5);
      for (const p of onSale) expect(Number(p.salePrice)).toBeLessThan(Number(p.price));

      for (const p of savedProducts) {
        expect(p.sku).toMatch(/^BR-\d{6}$/);
        expect(p.images.length).toBeGreaterThanOrEqual(1);
        expect(p.images.length).toBeLessThanOrEqual(4);
        expect(p.images.map((i) => i.order)).toEqual(p.images.map((_, index) => index));
        expect(p.imageUrl).toBe(p.images[0]?.url);
        for (const image of p.images) {
          const file = image.url.replace(/^\/demo-images\//, '');
          expect(existsSync(join(demoImagesDir, file)), image.url).toBe(true);
        }
      }
      expect(new Set(savedProducts.map((p) => p.sku)).size).toBe(savedProducts.length);

      // SPEC's "4.8 (127 reviews)" on every product, from published reviews the triggers tallied.
      const ratings = await db.select().from(productRatings);
      expect(ratings.map((r) => r.productId).toSorted()).toEqual(
        savedProducts.map((p) => p.id).toSorted(),
      );
      for (const rating of ratings) {
        expect(rating.reviewCount).toBe(DEMO_REVIEWS_PER_PRODUCT);
        expect(rating.ratingTotal).toBe(610);
      }
      expect(await db.$count(productReviews)).toBe(savedProducts.length * DEMO_REVIEWS_PER_PRODUCT);
    },
    slow,
  );

  it(
    'leaves a catalogue that already has data alone',
    async () => {
      const { db } = connection;
      const before = [await db.$count(categories), await db.$count(products)];
      expect(await seedDemoCatalogue(db)).toBe(false);
      expect([await db.$count(categories), await db.$count(products)]).toEqual(before);
    },
    slow,
  );
});
