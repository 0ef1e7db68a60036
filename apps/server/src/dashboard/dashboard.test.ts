import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contactSubmissions,
  invoices,
  orderItems,
  orders,
  products,
  quotes,
  type Database,
} from '@buildright/db';
import type { PaymentMethod, PaymentStatus, OrderStatus } from '@buildright/db/domain';
import { eq } from 'drizzle-orm';
import { addCategory, addProduct, registerCustomer, signInAdmin } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { trpcMutation, trpcQuery } from '../testing/trpc.ts';

interface SalesByDay {
  days: { date: string; orders: number; revenue: string }[];
  totalOrders: number;
  totalRevenue: string;
  timeZone: string;
}
interface TopProduct {
  productId: number | null;
  name: string;
  units: number;
  revenue: string;
}
interface LowStock {
  threshold: number;
  total: number;
  products: { id: number; name: string; stock: number }[];
}

const DAY = 24 * 60 * 60 * 1000;
/**
 * A moment inside the UTC day `daysAgo` days before today, never later than now: one o'clock, or
 * half-way to now when the test runs in the first hour of the day.
 */
function dayAt(daysAgo: number): Date {
  const now = Date.now();
  const today = now - (now % DAY);
  return new Date(today - daysAgo * DAY + Math.min(3600_000, (now - today) / 2));
}
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

let t: TestApp;
let admin: string;

let orderCounter = 0;
async function addOrder(
  db: Database,
  values: {
    total: string;
    status?: OrderStatus;
    paymentMethod: PaymentMethod;
    paymentStatus: PaymentStatus;
    placed: Date;
    invoiced?: Date;
    lines?: { productId: number | null; name: string; unitPrice: string; quantity: number }[];
  },
) {
  const [order] = await db
    .insert(orders)
    .values({
      customerName: `Buyer ${++orderCounter}`,
      customerEmail: 'buyer@example.com',
      customerAddress: '1 Yard Road',
      total: values.total,
      status: values.status ?? 'pending',
      paymentMethod: values.paymentMethod,
      paymentStatus: values.paymentStatus,
      createdAt: values.placed,
    })
    .returning();
  if (values.lines?.length) {
    await db
      .insert(orderItems)
      .values(values.lines.map((line) => ({ ...line, orderId: order!.id, category: 'Buckets' })));
  }
  if (values.invoiced) {
    await db
      .insert(invoices)
      .values({ orderId: order!.id, document: {}, issuedAt: values.invoiced });
  }
  return order!;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

describe('sales by day', () => {
  let bucket: { id: number };
  let teeth: { id: number };

  beforeAll(async () => {
    const { id: categoryId } = await addCategory(t.db);
    bucket = await addProduct(t.db, { categoryId, name: 'Trench bucket' });
    teeth = await addProduct(t.db, { categoryId, name: 'Bucket teeth' });
    const gone = await addProduct(t.db, { categoryId, name: 'Old ripper' });
    const line = (
      product: { id: number } | null,
      name: string,
      unitPrice: string,
      quantity: number,
    ) => ({
      productId: product?.id ?? null,
      name,
      unitPrice,
      quantity,
    });

    // Sales: two card payments today that add up exactly, a purchase order two days ago.
    await addOrder(t.db, {
      total: '0.10',
      paymentMethod: 'card',
      paymentStatus: 'paid',
      placed: dayAt(0),
      invoiced: dayAt(0),
      lines: [line(teeth, 'Bucket teeth', '0.10', 1)],
    });
    await addOrder(t.db, {
      total: '0.20',
      paymentMethod: 'card',
      paymentStatus: 'paid',
      placed: dayAt(0),
      status: 'shipped',
      lines: [line(teeth, 'Bucket teeth', '0.10', 2)],
    });
    // Requested as a quote 40 days ago, accepted on a purchase order (invoiced) 2 days ago.
    await addOrder(t.db, {
      total: '1299.99',
      paymentMethod: 'po',
      paymentStatus: 'unpaid',
      status: 'processing',
      placed: dayAt(40),
      invoiced: dayAt(2),
      lines: [line(bucket, 'Trench bucket', '1299.99', 1)],
    });
    // Deleted since; its line keeps its name.
    await addOrder(t.db, {
      total: '50.00',
      paymentMethod: 'card',
      paymentStatus: 'paid',
      placed: dayAt(5),
      lines: [line(gone, 'Old ripper', '25.00', 2)],
    });
    await t.db.delete(products).where(eq(products.id, gone.id));
    // 60 days ago: in the 90-day view only.
    await addOrder(t.db, {
      total: '7.00',
      paymentMethod: 'card',
      paymentStatus: 'paid',
      placed: dayAt(60),
      lines: [line(bucket, 'Trench bucket', '7.00', 1)],
    });

    // Not sales: cancelled after payment, refunded, unpaid, declined, an open quote.
    const notSales: {
      paymentMethod: PaymentMethod;
      paymentStatus: PaymentStatus;
      status?: OrderStatus;
    }[] = [
      { paymentMethod: 'card', paymentStatus: 'paid', status: 'cancelled' },
      { paymentMethod: 'po', paymentStatus: 'unpaid', status: 'cancelled' },
      { paymentMethod: 'card', paymentStatus: 'refunded' },
      { paymentMethod: 'card', paymentStatus: 'pending' },
      { paymentMethod: 'card', paymentStatus: 'failed' },
      { paymentMethod: 'quote', paymentStatus: 'unpaid' },
    ];
    for (const values of notSales) {
      await addOrder(t.db, {
        ...values,
        total: '1000.00',
        placed: dayAt(1),
        lines: [line(bucket, 'Trench bucket', '1000.00', 1)],
      });
    }
  });

  it('gives every one of the last 30 UTC days, today last, with zeros on quiet days', async () => {
    const answer = await trpcQuery<SalesByDay>(t, 'stats.salesByDay', { days: 30 }, admin);
    expect(answer.status).toBe(200);
    const { days } = answer.data;
    expect(answer.data.timeZone).toBe('UTC');
    expect(days).toHaveLength(30);
    expect(days.at(-1)!.date).toBe(isoDay(dayAt(0)));
    expect(days[0]!.date).toBe(isoDay(dayAt(29)));
    for (let i = 1; i < days.length; i++) {
      expect(Date.parse(days[i]!.date) - Date.parse(days[i - 1]!.date)).toBe(DAY);
    }
    expect(days.find((day) => day.date === isoDay(dayAt(3)))).toEqual({
      date: isoDay(dayAt(3)),
      orders: 0,
      revenue: '0.00',
    });
  });

  it('counts paid and purchase-order sales on the day they were made, in exact cents', async () => {
    const { data } = await trpcQuery<SalesByDay>(t, 'stats.salesByDay', { days: 30 }, admin);
    const on = (daysAgo: number) => data.days.find((day) => day.date === isoDay(dayAt(daysAgo)));
    expect(on(0)).toMatchObject({ orders: 2, revenue: '0.30' });
    expect(on(2)).toMatchObject({ orders: 1, revenue: '1299.99' });
    expect(on(5)).toMatchObject({ orders: 1, revenue: '50.00' });
    // Cancelled, refunded, unpaid, declined and quoted orders placed yesterday count for nothing.
    expect(on(1)).toMatchObject({ orders: 0, revenue: '0.00' });
    expect(data).toMatchObject({ totalOrders: 4, totalRevenue: '1350.29' });
  });

  it('reaches back 90 days when asked, and refuses other periods', async () => {
    const { data } = await trpcQuery<SalesByDay>(t, 'stats.salesByDay', { days: 90 }, admin);
    expect(data.days).toHaveLength(90);
    expect(data.days.find((day) => day.date === isoDay(dayAt(60)))).toMatchObject({
      orders: 1,
      revenue: '7.00',
    });
    expect(data).toMatchObject({ totalOrders: 5, totalRevenue: '1357.29' });

    const refused = await trpcQuery(t, 'stats.salesByDay', { days: 45 }, admin);
    expect(refused.status).toBe(400);
  });

  it('ranks the last 30 days’ products by line revenue, leaving non-sales out', async () => {
    const { data } = await trpcQuery<TopProduct[]>(t, 'stats.topProducts', null, admin);
    expect(data).toEqual([
      { productId: bucket.id, name: 'Trench bucket', units: 1, revenue: '1299.99' },
      { productId: null, name: 'Old ripper', units: 2, revenue: '50.00' },
      { productId: teeth.id, name: 'Bucket teeth', units: 3, revenue: '0.30' },
    ]);
  });
});

describe('needs action', () => {
  interface Counts {
    newOrders: number;
    quotes: number;
    unreadMessages: number;
    failedPayments: number;
  }
  const counts = async () => (await trpcQuery<Counts>(t, 'stats.needsAction', null, admin)).data;

  it('counts paid orders still pending, quotes needing action, unread messages and failed payments', async () => {
    const before = await counts();
    const placed = dayAt(0);
    // New: paid, not yet handled. Already handled, or not paid, are not new.
    await addOrder(t.db, { total: '10.00', paymentMethod: 'card', paymentStatus: 'paid', placed });
    await addOrder(t.db, {
      total: '10.00',
      paymentMethod: 'card',
      paymentStatus: 'paid',
      placed,
      status: 'processing',
    });
    await addOrder(t.db, {
      total: '10.00',
      paymentMethod: 'card',
      paymentStatus: 'pending',
      placed,
    });
    await addOrder(t.db, {
      total: '10.00',
      paymentMethod: 'card',
      paymentStatus: 'failed',
      placed,
    });
    // Quotes: a new request and requested changes need the team; one sent to the buyer does not.
    for (const status of ['requested', 'changes_requested', 'quoted'] as const) {
      const order = await addOrder(t.db, {
        total: '10.00',
        paymentMethod: 'quote',
        paymentStatus: 'unpaid',
        placed,
      });
      await t.db.insert(quotes).values({
        orderId: order.id,
        token: `token-${order.id}-abcdefghijklmnopqrstuvwxyz`,
        status,
        requestedLines: [],
      });
    }
    const [first, second] = await t.db
      .insert(contactSubmissions)
      .values(
        [1, 2].map((n) => ({
          name: `Sam ${n}`,
          email: 'sam@example.com',
          subject: 'Hire',
          message: 'Hello',
        })),
      )
      .returning();

    expect(await counts()).toEqual({
      newOrders: before.newOrders + 1,
      quotes: before.quotes + 2,
      unreadMessages: before.unreadMessages + 2,
      failedPayments: before.failedPayments + 1,
    });

    // Opening a message (twice) reads it once.
    for (let i = 0; i < 2; i++) {
      expect((await trpcMutation(t, 'contact.markRead', { id: first!.id }, admin)).status).toBe(
        200,
      );
    }
    expect((await counts()).unreadMessages).toBe(before.unreadMessages + 1);
    const list = await trpcQuery<{ messages: { id: number; readAt: string | null }[] }>(
      t,
      'contact.list',
      {},
      admin,
    );
    expect(list.data.messages.find((m) => m.id === first!.id)?.readAt).toBeTruthy();
    expect(list.data.messages.find((m) => m.id === second!.id)?.readAt).toBeNull();
  });
});

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

describe('recent orders', () => {
  it('lists the newest orders with status and payment state', async () => {
    const order = await addOrder(t.db, {
      total: '42.00',
      paymentMethod: 'card',
      paymentStatus: 'paid',
      placed: new Date(),
    });
    const { data } = await trpcQuery<
      { id: number; status: string; paymentMethod: string; paymentStatus: string }[]
    >(t, 'stats.recentOrders', null, admin);
    expect(data.length).toBeLessThanOrEqual(5);
    expect(data[0]).toMatchObject({
      id: order.id,
      status: 'pending',
      paymentMethod: 'card',
      paymentStatus: 'paid',
    });
  });
});

describe('access', () => {
  const reads = [
    'stats.salesByDay',
    'stats.topProducts',
    'stats.needsAction',
    'stats.lowStock',
    'stats.recentOrders',
  ];

  it('is for staff only', async () => {
    const customer = (await registerCustomer(t)).cookie;
    for (const path of reads) {
      expect(
        (await trpcQuery(t, path, path === 'stats.salesByDay' ? { days: 30 } : null)).status,
        path,
      ).toBe(401);
      expect(
        (await trpcQuery(t, path, path === 'stats.salesByDay' ? { days: 30 } : null, customer))
          .status,
        path,
      ).toBe(403);
    }
    for (const [path, input] of [
      ['stats.setLowStockThreshold', { threshold: 99 }],
      ['contact.markRead', { id: 1 }],
    ] as const) {
      expect((await trpcMutation(t, path, input)).status, path).toBe(401);
      expect((await trpcMutation(t, path, input, customer)).status, path).toBe(403);
    }
    expect((await trpcQuery<LowStock>(t, 'stats.lowStock', null, admin)).data.threshold).not.toBe(
      99,
    );
  });
});
