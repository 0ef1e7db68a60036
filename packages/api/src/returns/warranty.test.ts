// Warranty claims through the procedures: only after the return window and within two years of
// delivery, never more units than returns and claims leave (what the order answers' lines say
// they may claim), answered with a replacement order at 0.00 (stock reserved), a refund through
// the refunds' path, or a rejection; the e-mails and the activity log; ten claims racing for the
// last units on PostgreSQL.
import { randomUUID } from 'node:crypto';
import { auditEntries, orderItems, orderStatusEvents, refunds, returns } from '@buildright/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addCategory,
  addProduct,
  buyer as checkout,
  card,
  CARDS,
  newCustomer,
  newStaff,
  orderRow,
  refusalOf,
  stockOf,
  type Customer,
} from '../testing/fixtures.ts';
import { createTestShop, type TestShop } from '../testing/test-shop.ts';
import { warrantyEnds } from './shared/returns.ts';

let shop: TestShop;
let categoryId: number;
let owner: Awaited<ReturnType<typeof newStaff>>;

beforeAll(async () => {
  shop = await createTestShop();
  categoryId = (await addCategory(shop.db)).id;
  owner = await newStaff(shop, 'owner');
});
afterAll(() => shop?.close());
beforeEach(async () => {
  await shop.deliverMail();
  shop.outbox.length = 0;
});

const DAY = 86_400_000;

/** Moves the order's delivery `days` into the past; answers when it now was. */
async function deliveredDaysAgo(orderId: number, days: number): Promise<Date> {
  const at = new Date(Date.now() - days * DAY);
  await shop.db
    .update(orderStatusEvents)
    .set({ changedAt: at })
    .where(eq(orderStatusEvents.orderId, orderId));
  return at;
}

/**
 * A card order of the customer's, paid and delivered 100 days ago (past the 30-day window): two
 * lines (3 × $20.00 with 5 left in stock, 1 × $100.00 with 4 left).
 */
async function claimableOrder(customer: Customer) {
  const small = await addProduct(shop.db, { categoryId, price: '20.00', stock: 8 });
  const big = await addProduct(shop.db, { categoryId, price: '100.00', stock: 5 });
  const started = await customer.api.payments.createIntent({
    ...checkout,
    customerEmail: customer.email,
    checkoutId: randomUUID(),
    items: [
      { id: small.id, quantity: 3 },
      { id: big.id, quantity: 1 },
    ],
  });
  await shop.as().payments.confirmTestPayment({
    clientSecret: started.clientSecret,
    card: card(CARDS.succeeds),
  });
  const orderId = started.orderId;
  await owner.api.orders.update({ id: orderId, values: { status: 'delivered' } });
  const order = (await customer.api.orders.mine({})).orders.find((o) => o.id === orderId)!;
  await deliveredDaysAgo(orderId, 100);
  await shop.deliverMail();
  shop.outbox.length = 0;
  return { orderId, small, big, smallLine: order.lines[0]!, bigLine: order.lines[1]! };
}

const mails = async () => {
  await shop.deliverMail();
  return shop.outbox.map((mail) => mail.subject);
};

const actionsOf = async (returnId: number) =>
  (
    await shop.db
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, 'return'), eq(auditEntries.entityId, returnId)))
      .orderBy(auditEntries.id)
  ).map((entry) => entry.action);

describe('claiming the warranty', () => {
  it('numbers the claim, holds its units and e-mails the buyer', async () => {
    const customer = await newCustomer(shop);
    const { orderId, smallLine } = await claimableOrder(customer);
    const claimed = await customer.api.returns.claimWarranty({
      id: orderId,
      lines: [{ itemId: smallLine.itemId, quantity: 2 }],
      description: 'The teeth snapped on soft ground',
    });
    expect(claimed).toMatchObject({
      number: expect.stringMatching(/^RMA-\d{6}$/),
      orderId,
      kind: 'warranty',
      status: 'requested',
      reason: 'defective',
      note: 'The teeth snapped on soft ground',
      replacementOrderId: null,
      lines: [{ itemId: smallLine.itemId, quantity: 2, receivedQuantity: null }],
    });
    expect(await customer.api.returns.ofOrder({ id: orderId })).toEqual([claimed]);
    expect(await mails()).toEqual([`Warranty claim ${claimed.number} for your order #${orderId}`]);
    expect(shop.outbox[0]!.html).toContain('The teeth snapped on soft ground');
    expect(await actionsOf(claimed.id)).toEqual(['warranty.requested']);

    const more = await refusalOf(
      customer.api.returns.claimWarranty({
        id: orderId,
        lines: [{ itemId: smallLine.itemId, quantity: 2 }],
        description: 'Another one',
      }),
    );
    expect(more).toMatchObject({
      code: 'BAD_REQUEST',
      fields: {
        'lines.0.quantity': [
          `Quantity must be at most 1, what is left to claim of ${smallLine.name}`,
        ],
      },
    });
  });

  it('counts the units a return took back, and refuses bad input naming the field', async () => {
    const customer = await newCustomer(shop);
    const { orderId, smallLine, bigLine } = await claimableOrder(customer);
    await deliveredDaysAgo(orderId, 1);
    const asked = await customer.api.returns.request({
      id: orderId,
      lines: [{ itemId: smallLine.itemId, quantity: 1 }],
      reason: 'not_needed',
    });
    await deliveredDaysAgo(orderId, 100);
    const claim = (lines: unknown, description: unknown = 'Leaks oil') =>
      refusalOf(customer.api.returns.claimWarranty({ id: orderId, lines, description } as never));
    expect(await claim([{ itemId: smallLine.itemId, quantity: 3 }])).toMatchObject({
      fields: { 'lines.0.quantity': [expect.stringContaining('at most 2')] },
    });
    for (const quantity of [0, -1, 1.5, '1']) {
      expect((await claim([{ itemId: bigLine.itemId, quantity }])).fields).toHaveProperty([
        'lines.0.quantity',
      ]);
    }
    expect((await claim([{ itemId: bigLine.itemId, quantity: 1 }], ' ')).fields).toHaveProperty([
      'description',
    ]);
    const other = await claimableOrder(customer);
    expect(await claim([{ itemId: other.bigLine.itemId, quantity: 1 }])).toMatchObject({
      fields: {
        'lines.0.itemId': [`Item ${other.bigLine.itemId} is not a line of order #${orderId}`],
      },
    });
    const written = await shop.db.select().from(returns).where(eq(returns.orderId, orderId));
    expect(written.map((row) => row.id)).toEqual([asked.id]);
  });

  it('is for after the return window and within two years of delivery', async () => {
    const customer = await newCustomer(shop);
    const { orderId, bigLine } = await claimableOrder(customer);
    const claim = () =>
      customer.api.returns.claimWarranty({
        id: orderId,
        lines: [{ itemId: bigLine.itemId, quantity: 1 }],
        description: 'Motor burnt out',
      });
    await deliveredDaysAgo(orderId, 29);
    expect(await refusalOf(claim())).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(
        /within its 30-day return window until .*: ask to return the defective items instead$/,
      ),
    });
    await deliveredDaysAgo(orderId, 2 * 366);
    expect(await refusalOf(claim())).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining(`The two-year warranty of order #${orderId} ended on`),
    });
    await deliveredDaysAgo(orderId, 2 * 365 - 2);
    expect(await claim()).toMatchObject({ kind: 'warranty', status: 'requested' });
  });

  it("is the buyer's, a guest's through the lookup, never another customer's", async () => {
    const customer = await newCustomer(shop);
    const { orderId, bigLine, smallLine } = await claimableOrder(customer);
    const stranger = await newCustomer(shop);
    expect(
      await refusalOf(
        stranger.api.returns.claimWarranty({
          id: orderId,
          lines: [{ itemId: bigLine.itemId, quantity: 1 }],
          description: 'Broken',
        }),
      ),
    ).toMatchObject({ code: 'NOT_FOUND', message: `No order with id ${orderId}` });
    const guest = await shop.as().returns.guestClaimWarranty({
      orderNumber: `#${orderId}`,
      email: customer.email,
      lines: [{ itemId: smallLine.itemId, quantity: 1 }],
      description: 'Hinge cracked',
    });
    expect(guest).toMatchObject({
      kind: 'warranty',
      requestedBy: `${customer.email} (guest)`,
    });
  });
});

describe("the order answers' claimableQuantity", () => {
  it('is 0 in the window, delivered less what returns and claims hold after, 0 past two years', async () => {
    const customer = await newCustomer(shop);
    const { orderId, smallLine, bigLine } = await claimableOrder(customer);
    /** What each line may return and claim, as the buyer's, a guest's and staff's answers say. */
    const quantities = async () => {
      const answers = [
        (await customer.api.orders.mine({})).orders.find((o) => o.id === orderId)!,
        await customer.api.account.orders.byId({ id: orderId }),
        await owner.api.orders.byId({ id: orderId }),
      ];
      const [first, ...others] = answers.map((order) => ({
        warrantyEndsAt: order.warrantyEndsAt,
        returnable: order.lines.map((line) => line.returnableQuantity),
        claimable: order.lines.map((line) => line.claimableQuantity),
      }));
      for (const other of others) expect(other).toEqual(first);
      return first!;
    };
    const claim = (itemId: number, quantity: number) =>
      customer.api.returns.claimWarranty({
        id: orderId,
        lines: [{ itemId, quantity }],
        description: 'Worn through in a month',
      });

    // Within the return window the units are a return's: a claim may name none.
    const deliveredAt = await deliveredDaysAgo(orderId, 1);
    expect(await quantities()).toEqual({
      warrantyEndsAt: warrantyEnds(deliveredAt),
      returnable: [3, 1],
      claimable: [0, 0],
    });
    await customer.api.returns.request({
      id: orderId,
      lines: [{ itemId: smallLine.itemId, quantity: 1 }],
      reason: 'not_needed',
    });

    // After it: what was delivered less what the return and claims hold.
    await deliveredDaysAgo(orderId, 100);
    expect(await quantities()).toMatchObject({ returnable: [0, 0], claimable: [2, 1] });
    await claim(smallLine.itemId, 1);
    const rejected = await claim(bigLine.itemId, 1);
    expect(await quantities()).toMatchObject({ claimable: [1, 0] });
    await owner.api.returns.reject({ id: rejected.id, reason: 'Wear, not a defect' });
    expect(await quantities()).toMatchObject({ claimable: [1, 1] });
    // It is exactly what a claim may still name.
    expect(await refusalOf(claim(smallLine.itemId, 2))).toMatchObject({ code: 'BAD_REQUEST' });
    await claim(smallLine.itemId, 1);
    expect(await quantities()).toMatchObject({ claimable: [0, 1] });

    // The guest's lookup reads the same.
    const found = await shop.as().orders.lookup({ orderNumber: orderId, email: customer.email });
    expect(found.lines.map((line) => line.claimableQuantity)).toEqual([0, 1]);

    await deliveredDaysAgo(orderId, 2 * 366);
    expect(await quantities()).toMatchObject({ returnable: [0, 0], claimable: [0, 0] });
    expect(await refusalOf(claim(bigLine.itemId, 1))).toMatchObject({ code: 'CONFLICT' });
  });

  it('is 0 on an order not delivered, whose warranty has not started', async () => {
    const customer = await newCustomer(shop);
    const product = await addProduct(shop.db, { categoryId, price: '20.00', stock: 8 });
    const started = await customer.api.payments.createIntent({
      ...checkout,
      customerEmail: customer.email,
      checkoutId: randomUUID(),
      items: [{ id: product.id, quantity: 2 }],
    });
    const order = await customer.api.account.orders.byId({ id: started.orderId });
    expect(order.warrantyEndsAt).toBeNull();
    expect(order.lines.map((line) => line.claimableQuantity)).toEqual([0]);
  });
});

describe('staff', () => {
  it('replace a claim with an order at 0.00 that reserves stock', async () => {
    const customer = await newCustomer(shop);
    const { orderId, small, smallLine } = await claimableOrder(customer);
    const claimed = await customer.api.returns.claimWarranty({
      id: orderId,
      lines: [{ itemId: smallLine.itemId, quantity: 2 }],
      description: 'Rusted through',
    });
    await shop.deliverMail();
    shop.outbox.length = 0;
    expect(await refusalOf(owner.api.returns.approve({ id: claimed.id }))).toMatchObject({
      code: 'CONFLICT',
      message:
        'This warranty claim is requested: a warranty claim is answered with a replacement, a refund or a rejection.',
    });
    const before = await stockOf(shop.db, small.id);

    const replaced = await owner.api.returns.replace({ id: claimed.id });
    expect(replaced).toMatchObject({
      status: 'replaced',
      replacementOrderId: expect.any(Number),
    });
    const newId = replaced.replacementOrderId!;
    expect(await orderRow(shop.db, newId)).toMatchObject({
      customerId: customer.id,
      customerEmail: customer.email,
      status: 'pending',
      total: '0.00',
      paymentMethod: 'quote',
      paymentStatus: 'unpaid',
      notes: `Warranty replacement for ${claimed.number} (order #${orderId}): nothing to pay.`,
    });
    const lines = await shop.db.select().from(orderItems).where(eq(orderItems.orderId, newId));
    expect(lines).toMatchObject([{ productId: small.id, quantity: 2, unitPrice: '0.00' }]);
    expect(await stockOf(shop.db, small.id)).toBe(before - 2);
    expect(await mails()).toEqual([
      `Warranty claim ${claimed.number}: replacement order #${newId}`,
    ]);
    expect(await actionsOf(claimed.id)).toEqual(['warranty.requested', 'warranty.replaced']);

    expect(await refusalOf(owner.api.returns.replace({ id: claimed.id }))).toMatchObject({
      code: 'CONFLICT',
      message: 'This warranty claim is replaced already.',
    });
    // The replaced units stay claimed.
    expect(
      await refusalOf(
        customer.api.returns.claimWarranty({
          id: orderId,
          lines: [{ itemId: smallLine.itemId, quantity: 2 }],
          description: 'Again',
        }),
      ),
    ).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('refuse a replacement short of stock, changing nothing', async () => {
    const customer = await newCustomer(shop);
    const { orderId, big, bigLine } = await claimableOrder(customer);
    const claimed = await customer.api.returns.claimWarranty({
      id: orderId,
      lines: [{ itemId: bigLine.itemId, quantity: 1 }],
      description: 'Seized',
    });
    await owner.api.catalog.setStock({ id: big.id, stock: 0 });
    expect(await refusalOf(owner.api.returns.replace({ id: claimed.id }))).toMatchObject({
      code: 'CONFLICT',
      message: `${big.name} is out of stock`,
    });
    expect(await owner.api.returns.byId({ id: claimed.id })).toMatchObject({
      status: 'requested',
      replacementOrderId: null,
    });

    // A return is not answered with a replacement.
    const recent = await claimableOrder(customer);
    await deliveredDaysAgo(recent.orderId, 1);
    const asked = await customer.api.returns.request({
      id: recent.orderId,
      lines: [{ itemId: recent.bigLine.itemId, quantity: 1 }],
      reason: 'defective',
    });
    expect(await refusalOf(owner.api.returns.replace({ id: asked.id }))).toMatchObject({
      code: 'CONFLICT',
      message: 'Only a warranty claim is answered with a replacement.',
    });
  });

  it('refund a claim through the refunds, its lines at their value with no fee', async () => {
    const customer = await newCustomer(shop);
    const { orderId, smallLine, bigLine } = await claimableOrder(customer);
    const claimed = await customer.api.returns.claimWarranty({
      id: orderId,
      lines: [
        { itemId: smallLine.itemId, quantity: 1 },
        { itemId: bigLine.itemId, quantity: 1 },
      ],
      description: 'Both failed',
    });
    await shop.deliverMail();
    shop.outbox.length = 0;
    expect(
      await refusalOf(owner.api.returns.refund({ id: claimed.id, amount: '120.01' })),
    ).toMatchObject({
      code: 'BAD_REQUEST',
      fields: { amount: ['Amount must be at most $120.00, what was claimed is worth'] },
    });
    const refunded = await owner.api.returns.refund({ id: claimed.id });
    expect(refunded).toMatchObject({
      status: 'refunded',
      refunds: [{ amount: '120.00', status: 'succeeded', method: 'card', reason: 'return' }],
    });
    const [row] = await shop.db.select().from(refunds).where(eq(refunds.returnId, claimed.id));
    expect(row!.lines.map((line) => line.units)).toEqual([1, 1]);
    expect((await orderRow(shop.db, orderId))!.paymentStatus).toBe('partly_refunded');
    expect(await mails()).toEqual([`Refund of $120.00 for warranty claim ${claimed.number}`]);
    expect(await actionsOf(claimed.id)).toEqual(['warranty.requested', 'warranty.refunded']);
    expect((await owner.api.returns.list({ kind: 'warranty', q: claimed.number })).total).toBe(1);
    expect((await owner.api.returns.list({ kind: 'return', q: claimed.number })).total).toBe(0);
  });

  it('reject a claim with the reason told to the buyer; its units may be claimed again', async () => {
    const customer = await newCustomer(shop);
    const { orderId, bigLine } = await claimableOrder(customer);
    const claim = () =>
      customer.api.returns.claimWarranty({
        id: orderId,
        lines: [{ itemId: bigLine.itemId, quantity: 1 }],
        description: 'Scratched',
      });
    const claimed = await claim();
    await shop.deliverMail();
    shop.outbox.length = 0;
    const rejected = await owner.api.returns.reject({
      id: claimed.id,
      reason: 'Wear, not a defect',
    });
    expect(rejected).toMatchObject({ status: 'rejected', rejectionReason: 'Wear, not a defect' });
    expect(await mails()).toEqual([`Warranty claim ${claimed.number} was not accepted`]);
    expect(shop.outbox[0]!.html).toContain('Wear, not a defect');
    expect(await actionsOf(claimed.id)).toEqual(['warranty.requested', 'warranty.rejected']);
    expect(await claim()).toMatchObject({ status: 'requested' });
  });
});

describe.runIf(process.env.DATABASE_URL)('ten claims at once on PostgreSQL', () => {
  it('claims exactly the units left to claim', async () => {
    const customer = await newCustomer(shop);
    const { orderId, smallLine } = await claimableOrder(customer);
    const answers = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        customer.api.returns.claimWarranty({
          id: orderId,
          lines: [{ itemId: smallLine.itemId, quantity: 1 }],
          description: 'Cracked',
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(3);
    const written = await shop.db.select().from(returns).where(eq(returns.orderId, orderId));
    expect(written).toHaveLength(3);
  });
});
