import { auditEntries, productReviews } from '@buildright/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addProduct, registerCustomer, signInAdmin } from '../testing/fixtures.ts';
import { buyer } from '../testing/payments.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { trpcQuery } from '../testing/trpc.ts';

let t: TestApp;
let admin: string;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
  categoryId = (await addCategory(t.db, { name: 'Reviewed' })).id;
});
afterAll(() => t.close());

const review = { rating: 5, title: 'Fits well', body: 'Bolted straight onto our KX080.' };

const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });

const postReview = (productId: number, payload: object, cookie?: string) =>
  inject('POST', `/api/products/${productId}/reviews`, cookie, payload);

const productAnswer = async (productId: number) =>
  (await inject('GET', `/api/products/${productId}`)).json();

/** An order of the product by the customer, moved by staff to `status`. */
async function order(productId: number, cookie: string, status: 'pending' | 'delivered') {
  const placed = await inject('POST', '/api/orders', cookie, {
    ...buyer,
    items: [{ productId, quantity: 1 }],
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const id = placed.json().id as number;
  for (const next of status === 'delivered' ? ['shipped', 'delivered'] : []) {
    const moved = await inject('PATCH', `/api/orders/${id}/tracking`, admin, {
      status: next,
      trackingNumber: '1ZREVIEW',
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
}

/** A customer who received the product. */
async function receivedBy(productId: number) {
  const customer = await registerCustomer(t);
  await order(productId, customer.cookie, 'delivered');
  return customer.cookie;
}

const moderate = (id: number, verdict: 'publish' | 'hide') =>
  inject('POST', `/api/admin/reviews/${id}/${verdict}`, admin);

describe('writing a review', () => {
  it('asks a visitor to sign in', async () => {
    const product = await addProduct(t.db, { categoryId });
    const response = await postReview(product.id, review);
    expect(response.statusCode).toBe(401);
  });

  it('refuses a customer who has not received the product, saying why', async () => {
    const product = await addProduct(t.db, { categoryId });
    const stranger = await registerCustomer(t);
    const waiting = await registerCustomer(t);
    await order(product.id, waiting.cookie, 'pending');
    for (const cookie of [stranger.cookie, waiting.cookie]) {
      const response = await postReview(product.id, review, cookie);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(
        'Only customers who received this product can review it',
      );
    }
    expect(await t.db.$count(productReviews, eq(productReviews.productId, product.id))).toBe(0);
  });

  it('takes a buyer of a delivered order, waiting for staff', async () => {
    const product = await addProduct(t.db, { categoryId });
    const response = await postReview(product.id, review, await receivedBy(product.id));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ ...review, status: 'pending' });
    expect((await inject('GET', `/api/products/${product.id}/reviews`)).json()).toEqual([]);
    expect((await productAnswer(product.id)).rating).toEqual({ average: null, count: 0 });
  });

  it('keeps one review per customer and product: posting again changes it and sends it back', async () => {
    const product = await addProduct(t.db, { categoryId });
    const cookie = await receivedBy(product.id);
    const first = (await postReview(product.id, review, cookie)).json();
    expect((await moderate(first.id, 'publish')).statusCode).toBe(200);
    expect((await productAnswer(product.id)).rating).toEqual({ average: '5.0', count: 1 });

    const again = await postReview(product.id, { ...review, rating: 2, title: 'Wore out' }, cookie);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ id: first.id, rating: 2, status: 'pending' });
    expect(await t.db.$count(productReviews, eq(productReviews.productId, product.id))).toBe(1);
    expect((await productAnswer(product.id)).rating).toEqual({ average: null, count: 0 });
  });

  it('refuses bad input naming the field, and stores nothing', async () => {
    const product = await addProduct(t.db, { categoryId });
    const cookie = await receivedBy(product.id);
    const cases: [object, string][] = [
      [{ ...review, rating: '5' }, 'rating'],
      [{ ...review, rating: 6 }, 'rating'],
      [{ ...review, rating: 0 }, 'rating'],
      [{ ...review, rating: 4.5 }, 'rating'],
      [{ body: review.body, rating: 4 }, 'title'],
      [{ ...review, title: '   ' }, 'title'],
      [{ ...review, title: 'x'.repeat(121) }, 'title'],
      [{ ...review, body: 'Good' }, 'body'],
      [{ ...review, body: 'x'.repeat(4001) }, 'body'],
    ];
    for (const [payload, field] of cases) {
      const response = await postReview(product.id, payload, cookie);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(Object.keys(response.json().errors ?? {})).toContain(field);
    }
    expect(await t.db.$count(productReviews, eq(productReviews.productId, product.id))).toBe(0);
  });

  it('answers 404 for a product the shop does not show', async () => {
    const hidden = await addProduct(t.db, { categoryId, isActive: false });
    const cookie = await receivedBy((await addProduct(t.db, { categoryId })).id);
    expect((await postReview(hidden.id, review, cookie)).statusCode).toBe(404);
    expect((await inject('GET', `/api/products/${hidden.id}/reviews`)).statusCode).toBe(404);
  });
});

describe('staff moderation', () => {
  it('publishes and hides a review, moving the rating and writing the activity log', async () => {
    const product = await addProduct(t.db, { categoryId });
    const { id } = (await postReview(product.id, review, await receivedBy(product.id))).json();
    // The product's answer is cached now; publishing must drop it.
    expect((await productAnswer(product.id)).rating).toEqual({ average: null, count: 0 });

    const published = await moderate(id, 'publish');
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ id, status: 'published', productId: product.id });
    expect((await productAnswer(product.id)).rating).toEqual({ average: '5.0', count: 1 });
    const shown = await inject('GET', `/api/products/${product.id}/reviews`);
    expect(shown.headers['x-total-count']).toBe('1');
    expect(shown.json()).toEqual([
      expect.objectContaining({ id, ...review, authorName: 'Casey B.' }),
    ]);

    expect((await moderate(id, 'hide')).json()).toMatchObject({ status: 'hidden' });
    expect((await productAnswer(product.id)).rating).toEqual({ average: null, count: 0 });
    expect((await inject('GET', `/api/products/${product.id}/reviews`)).json()).toEqual([]);

    const audits = await t.db
      .select({ action: auditEntries.action, changes: auditEntries.changes })
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, 'review'), eq(auditEntries.entityId, id)))
      .orderBy(auditEntries.id);
    expect(audits).toEqual([
      {
        action: 'review.published',
        changes: [{ field: 'status', from: 'pending', to: 'published' }],
      },
      { action: 'review.hidden', changes: [{ field: 'status', from: 'published', to: 'hidden' }] },
    ]);
  });

  it('lists reviews by status, paged, with X-Total-Count', async () => {
    const product = await addProduct(t.db, { categoryId });
    const { id } = (await postReview(product.id, review, await receivedBy(product.id))).json();
    const pending = await inject('GET', '/api/admin/reviews?status=pending&pageSize=200', admin);
    expect(pending.statusCode).toBe(200);
    expect(Number(pending.headers['x-total-count'])).toBe(pending.json().length);
    expect(pending.json()).toContainEqual(
      expect.objectContaining({ id, productName: product.name, status: 'pending' }),
    );
    const published = await inject('GET', '/api/admin/reviews?status=published', admin);
    expect(published.json().map((row: { id: number }) => row.id)).not.toContain(id);
    const first = await inject('GET', '/api/admin/reviews?pageSize=1', admin);
    expect(first.json()).toHaveLength(1);
    expect(Number(first.headers['x-total-count'])).toBeGreaterThan(1);
  });

  it('answers 404 for a review that does not exist', async () => {
    expect((await moderate(999_999, 'publish')).statusCode).toBe(404);
  });
});

describe("a product's published reviews", () => {
  it('are paged newest first, counted in X-Total-Count and averaged on the product', async () => {
    const product = await addProduct(t.db, { categoryId });
    // Five reviews of 5, 4, 5, 3 and 5 stars a day apart, the last the newest, one still pending.
    await t.db.execute(sql`
      insert into product_reviews (product_id, author_name, rating, title, body, status, submitted_at)
      select ${product.id}::int, 'Reviewer ' || g, (array[5, 4, 5, 3, 5])[g], 'Title ' || g,
        'Body of review ' || g, 'published', timestamptz '2026-01-01Z' + g * interval '1 day'
      from generate_series(1, 5) g
      union all
      select ${product.id}::int, 'Waiting', 1, 'Pending', 'Not shown yet', 'pending', now()`);
    expect((await productAnswer(product.id)).rating).toEqual({ average: '4.4', count: 5 });
    const byTrpc = await trpcQuery<{ rating: unknown }>(t, 'catalog.byId', { id: product.id });
    expect(byTrpc.data.rating).toEqual({ average: '4.4', count: 5 });

    const page = async (n: number) => {
      const response = await inject(
        'GET',
        `/api/products/${product.id}/reviews?page=${n}&pageSize=2`,
      );
      expect(response.headers['x-total-count']).toBe('5');
      return response.json().map((row: { title: string }) => row.title);
    };
    expect(await page(1)).toEqual(['Title 5', 'Title 4']);
    expect(await page(2)).toEqual(['Title 3', 'Title 2']);
    expect(await page(3)).toEqual(['Title 1']);
  });

  it('go with their product', async () => {
    const product = await addProduct(t.db, { categoryId });
    const { id } = (await postReview(product.id, review, await receivedBy(product.id))).json();
    await moderate(id, 'publish');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${product.id}`,
      headers: { cookie: admin },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
  });
});
