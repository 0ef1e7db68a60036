import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '@buildright/db';
import { addCategory, addProduct } from '../testing/fixtures.ts';
import type { TestApp } from '../testing/test-app.ts';
import { trpcMutation, trpcQuery } from '../testing/trpc.ts';
import { type LowStock, staffApp } from './helpers.ts';

let t: TestApp, admin: string;
beforeAll(async () => {
  ({ t, admin } = await staffApp());
});
afterAll(() => t.close());

describe('low stock', () => {
  it('lists active products at or below the threshold (5 until changed), fewest first', async () => {
    const { id: categoryId } = await addCategory(t.db);
    await t.db.update(products).set({ stock: 100 });
    const empty = await addProduct(t.db, { categoryId, name: 'Empty', stock: 0 });
    const five = await addProduct(t.db, { categoryId, name: 'Five left', stock: 5 });
    const six = await addProduct(t.db, { categoryId, name: 'Six left', stock: 6 });
    await addProduct(t.db, { categoryId, name: 'Hidden', stock: 1, isActive: false });

    const first = await trpcQuery<LowStock>(t, 'stats.lowStock', null, admin);
    expect(first.data.threshold).toBe(5);
    expect(first.data.total).toBe(2);
    expect(first.data.products.map((p) => [p.id, p.stock])).toEqual([
      [empty.id, 0],
      [five.id, 5],
    ]);

    const saved = await trpcMutation<{ lowStockThreshold: number }>(
      t,
      'stats.setLowStockThreshold',
      { threshold: 6 },
      admin,
    );
    expect(saved.data).toEqual({ lowStockThreshold: 6 });
    const raised = await trpcQuery<LowStock>(t, 'stats.lowStock', null, admin);
    expect(raised.data.threshold).toBe(6);
    expect(raised.data.products.map((p) => p.id)).toEqual([empty.id, five.id, six.id]);

    await trpcMutation(t, 'stats.setLowStockThreshold', { threshold: 0 }, admin);
    expect(
      (await trpcQuery<LowStock>(t, 'stats.lowStock', null, admin)).data.products.map((p) => p.id),
    ).toEqual([empty.id]);
  });

  it('refuses a negative or fractional threshold and keeps the one set', async () => {
    await trpcMutation(t, 'stats.setLowStockThreshold', { threshold: 3 }, admin);
    for (const threshold of [-1, 2.5]) {
      const refused = await trpcMutation(t, 'stats.setLowStockThreshold', { threshold }, admin);
      expect(refused.status).toBe(400);
    }
    expect((await trpcQuery<LowStock>(t, 'stats.lowStock', null, admin)).data.threshold).toBe(3);
  });
});
