import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '@buildright/db';
import type { PaymentMethod, PaymentStatus, OrderStatus } from '@buildright/db/domain';
import { eq } from 'drizzle-orm';
import { addCategory, addProduct } from '../testing/fixtures.ts';
import type { TestApp } from '../testing/test-app.ts';
import { trpcQuery } from '../testing/trpc.ts';
import { addOrder, addRefund, DAY, dayAt, staffApp } from './helpers.ts';

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
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

let t: TestApp, admin: string;
beforeAll(async () => {
  ({ t, admin } = await staffApp());
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

    // Not sales: a purchase order cancelled, unpaid, declined, an open quote; and sales undone
    // the same day by a refund of all they took (cancelled after payment, or refunded).
    const notSales: {
      paymentMethod: PaymentMethod;
      paymentStatus: PaymentStatus;
      status?: OrderStatus;
      undone?: true;
    }[] = [
      { paymentMethod: 'card', paymentStatus: 'refunded', status: 'cancelled', undone: true },
      { paymentMethod: 'po', paymentStatus: 'unpaid', status: 'cancelled' },
      { paymentMethod: 'card', paymentStatus: 'refunded', undone: true },
      { paymentMethod: 'card', paymentStatus: 'pending' },
      { paymentMethod: 'card', paymentStatus: 'failed' },
      { paymentMethod: 'quote', paymentStatus: 'unpaid' },
    ];
    for (const { undone, ...values } of notSales) {
      const order = await addOrder(t.db, {
        ...values,
        total: '1000.00',
        placed: dayAt(1),
        lines: [line(bucket, 'Trench bucket', '1000.00', 1)],
      });
      if (!undone) continue;
      await addRefund(t.db, {
        orderId: order.id,
        amount: '1000.00',
        on: dayAt(1),
        undoesSale: true,
        lines: [{ productId: bucket.id, name: 'Trench bucket', units: 1, cents: 100_000 }],
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
