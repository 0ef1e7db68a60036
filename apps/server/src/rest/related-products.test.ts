import { eq } from 'drizzle-orm';
import { machineModels, orders, productFitments, products } from '@buildright/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addProduct } from '../testing/fixtures.ts';
import { placeOrder } from '../testing/orders.ts';
import { buyer } from '../testing/payments.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let buckets: number;
let tools: number;
const machine: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  buckets = (await addCategory(t.db, { name: 'Buckets' })).id;
  tools = (await addCategory(t.db, { name: 'Tools' })).id;
  const rows = await t.db
    .insert(machineModels)
    .values(
      ['320', '336', '950'].map((model) => ({
        make: 'CAT',
        model,
        operatingWeightKg: 20_000,
        pinDiameterMm: 80,
        coupler: 'pin-on' as const,
      })),
    )
    .returning();
  for (const row of rows) machine[row.model] = row.id;
});
afterAll(() => t.close());

interface Fit {
  models?: string[];
  universal?: boolean;
  rule?: { min?: number; max?: number; pin?: number };
}

/** A product of `categoryId` with the given fitment (listed models or a rule; else universal). */
async function addFitted(
  name: string,
  categoryId: number,
  fit: Fit,
  extra: { stock?: number; isActive?: boolean } = {},
) {
  const product = await addProduct(t.db, { categoryId, name, stock: extra.stock ?? 100, ...extra });
  const universal = fit.universal ?? (!fit.models && !fit.rule);
  await t.db
    .update(products)
    .set({
      fitsUniversal: universal,
      fitMinWeightKg: fit.rule?.min ?? null,
      fitMaxWeightKg: fit.rule?.max ?? null,
      fitPinMm: fit.rule?.pin ?? null,
    })
    .where(eq(products.id, product.id));
  if (fit.models) {
    await t.db
      .insert(productFitments)
      .values(
        fit.models.map((model) => ({ productId: product.id, machineModelId: machine[model]! })),
      );
  }
  return product.id;
}

const related = (id: number) => t.app.inject({ method: 'GET', url: `/api/products/${id}/related` });

const names = (list: { name: string }[]) => list.map((product) => product.name);

describe('GET /api/products/{id}/related', () => {
  it('lists products of the same category fitting the same machines, most shared and in stock first', async () => {
    const bucket = await addFitted('Bucket 24"', buckets, { models: ['320', '336'] });
    await addFitted('Bucket 30"', buckets, { models: ['320', '336'] });
    await addFitted('Bucket 36"', buckets, { models: ['336'] });
    await addFitted('Bucket 42" (sold out)', buckets, { models: ['320'] }, { stock: 0 });
    await addFitted('Loader bucket', buckets, { models: ['950'] });
    await addFitted('Hidden bucket', buckets, { models: ['320'] }, { isActive: false });
    await addFitted('Grease gun', tools, { models: ['320'] });
    await addFitted('Bucket teeth set', buckets, { universal: true });

    const response = await related(bucket);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(names(body.related)).toEqual([
      'Bucket 30"',
      'Bucket 36"',
      'Bucket 42" (sold out)',
      'Bucket teeth set',
    ]);
    expect(body.related[0]).toMatchObject({ category: 'Buckets', fitment: { universal: false } });
    expect(body.alsoBought).toEqual([]);
  });

  it('matches a fitment rule with rules admitting the same machines, and universal products', async () => {
    const ripper = await addFitted('Ripper 20 t', tools, {
      rule: { min: 15_000, max: 25_000, pin: 80 },
    });
    await addFitted('Ripper 22 t', tools, { rule: { min: 20_000, max: 30_000, pin: 80 } });
    await addFitted('Ripper 50 t', tools, { rule: { min: 40_000, max: 60_000 } });
    await addFitted('Ripper 20 t, 65 mm pin', tools, {
      rule: { min: 15_000, max: 25_000, pin: 65 },
    });
    await addFitted('Tape measure', tools, { universal: true });

    const body = (await related(ripper)).json();
    expect(names(body.related)).toEqual(['Tape measure', 'Ripper 22 t']);
  });

  it('adds "customers also bought" once three of its orders agree, and leaves it out of related', async () => {
    const drill = await addFitted('Core drill', tools, { universal: true });
    const bits = await addFitted('Core bits', tools, { universal: true });
    const gloves = await addFitted('Work gloves', tools, { universal: true });
    const order = (ids: number[]) =>
      placeOrder(t, { ...buyer, items: ids.map((productId) => ({ productId, quantity: 1 })) });

    await order([drill, bits, gloves]);
    await order([drill, bits]);
    expect((await related(drill)).json().alsoBought).toEqual([]);

    await order([drill, bits]);
    await order([bits, gloves]);
    const body = (await related(drill)).json();
    expect(names(body.alsoBought)).toEqual(['Core bits']);
    expect(names(body.related)).not.toContain('Core bits');
    expect(names(body.related)).toContain('Work gloves');
    // The other way round too: the drill was in three of the bits' orders.
    expect(names((await related(bits)).json().alsoBought)).toEqual(['Core drill']);
  });

  it('counts only orders that were bought, not cancelled ones', async () => {
    const saw = await addFitted('Tile saw', tools, { universal: true });
    const blade = await addFitted('Diamond blade', tools, { universal: true });
    const placed: number[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await placeOrder(t, {
        ...buyer,
        items: [saw, blade].map((productId) => ({ productId, quantity: 1 })),
      });
      placed.push(response.json<{ id: number }>().id);
    }
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, placed[0]!));
    expect((await related(saw)).json().alsoBought).toEqual([]);
  });

  it('answers by tRPC the same, and a product the shop does not show is a 404', async () => {
    const shown = await addFitted('Shown', buckets, { universal: true });
    const hidden = await addFitted('Not shown', buckets, { universal: true }, { isActive: false });
    const viaTrpc = await t.app.inject({
      method: 'GET',
      url: `/trpc/catalog.related?input=${encodeURIComponent(JSON.stringify({ json: { id: shown } }))}`,
    });
    expect(viaTrpc.statusCode).toBe(200);
    expect(viaTrpc.json().result.data.json).toEqual((await related(shown)).json());
    expect((await related(hidden)).statusCode).toBe(404);
    expect((await related(999_999)).statusCode).toBe(404);
    expect((await related(0)).statusCode).toBe(400);
  });
});
