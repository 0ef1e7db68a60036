import { invoices, localUsers, orderItems, orders } from '@buildright/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeRows } from '@buildright/api/shared';
import { csvShop } from '../testing/csv.ts';
import { trpcQuery } from '../testing/trpc.ts';
import type { TestApp } from '../testing/test-app.ts';

let t: TestApp, admin: string;
beforeAll(async () => {
  ({ t, admin } = await csvShop());
});
afterAll(() => t.close());

describe('orders export', () => {
  beforeAll(async () => {
    const [buyer] = await t.db.select({ id: localUsers.id }).from(localUsers);
    await t.db
      .update(localUsers)
      .set({ company: 'Stone Civil' })
      .where(eq(localUsers.id, buyer!.id));
    const order = (values: Partial<typeof orders.$inferInsert> & { createdAt: Date }) => ({
      customerName: 'Avery Stone',
      customerEmail: 'avery@stone.example',
      customerAddress: '1 Quarry Rd',
      total: '0.30',
      ...values,
    });
    const placed = await t.db
      .insert(orders)
      .values([
        order({ createdAt: new Date('2026-02-28T23:59:59Z'), customerName: 'Too Early' }),
        order({
          createdAt: new Date('2026-03-01T00:00:00Z'),
          customerId: buyer!.id,
          total: '1089.80',
          discount: '120.20',
          deliveryCharge: '90.00',
          paymentMethod: 'po',
          paymentStatus: 'unpaid',
          poNumber: '=cmd|calc',
          status: 'processing',
        }),
        order({
          createdAt: new Date('2026-03-31T23:59:59Z'),
          status: 'completed',
          paymentMethod: 'card',
          paymentStatus: 'paid',
        }),
        order({ createdAt: new Date('2026-04-01T00:00:00Z'), customerName: 'Too Late' }),
      ])
      .returning({ id: orders.id });
    await t.db.insert(orderItems).values([
      {
        orderId: placed[1]!.id,
        name: 'Bucket',
        category: 'Buckets',
        unitPrice: '0.10',
        quantity: 3,
      },
      {
        orderId: placed[1]!.id,
        name: 'Forks',
        category: 'Buckets',
        unitPrice: '1119.70',
        quantity: 1,
      },
      { orderId: placed[2]!.id, name: 'Bolt', category: 'Buckets', unitPrice: '0.10', quantity: 3 },
    ]);
    await t.db.insert(invoices).values({ id: 42, orderId: placed[2]!.id, document: {} });
  });

  it('lists the orders of the days asked for, amounts as exact decimals', async () => {
    const response = await t.app.inject({
      url: '/api/admin/orders/export.csv?from=2026-03-01&to=2026-03-31',
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="orders-2026-03-01-to-2026-03-31.csv"',
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines.map((line) => line.replace(/^\d+,/, '#,'))).toEqual([
      'order_id,date,customer_name,email,company,status,payment_method,payment_status,subtotal,discount,delivery,total,po_number,invoice_number',
      "#,2026-03-01,Avery Stone,avery@stone.example,Stone Civil,processing,po,unpaid,1120.00,120.20,90.00,1089.80,'=cmd|calc,",
      '#,2026-03-31,Avery Stone,avery@stone.example,,delivered,card,paid,0.30,0.00,0.00,0.30,,INV-000042',
    ]);
  });

  it('explains each total as the order itself does: lines, subtotal, discount, delivery', async () => {
    const response = await t.app.inject({
      url: '/api/admin/orders/export.csv?from=2026-03-01&to=2026-03-01',
      headers: { cookie: admin },
    });
    const row = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')[1]!
      .split(',');
    const [id, , , , , , , , subtotal, discount, delivery, total] = row;
    const shown = await trpcQuery<{
      lines: { lineTotal: string }[];
      discount: string;
      deliveryCharge: string;
      total: string;
    }>(t, 'orders.byId', { id: Number(id) }, admin);
    const order = shown.data;
    expect(order.lines.map((line) => line.lineTotal)).toEqual(['0.30', '1119.70']);
    expect(chargeRows(order.lines, order)).toEqual([
      { label: 'Subtotal', amount: subtotal, deduction: false },
      { label: 'Discount', amount: discount, deduction: true },
      { label: 'Delivery', amount: delivery, deduction: false },
    ]);
    expect(order.total).toBe(total);
  });

  it('checks the range', async () => {
    const response = await t.app.inject({
      url: '/api/admin/orders/export.csv?from=2026-03-31&to=2026-03-01',
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The start date must not be after the end date');
    const bad = await t.app.inject({
      url: '/api/admin/orders/export.csv?from=2026-02-30&to=2026-03-01',
      headers: { cookie: admin },
    });
    expect(bad.json().message).toBe('Not a calendar date');
  });
});
