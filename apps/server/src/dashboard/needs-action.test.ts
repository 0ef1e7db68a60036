import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactSubmissions, quotes } from '@buildright/db';
import type { TestApp } from '../testing/test-app.ts';
import { trpcMutation, trpcQuery } from '../testing/trpc.ts';
import { addOrder, dayAt, staffApp } from './helpers.ts';

let t: TestApp, admin: string;
beforeAll(async () => {
  ({ t, admin } = await staffApp());
});
afterAll(() => t.close());

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
