// Return requests through the procedures: asking within the window, exactly what is left to return,
// the table of moves, receiving (restock or scrap), refunding through the refunds' path, the
// e-mails and the activity log; ten requests racing for the last units on PostgreSQL.
import { randomUUID } from 'node:crypto';
import { auditEntries, orderStatusEvents, refunds, returns, shopSettings } from '@buildright/db';
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
import { companyAdmin, joinedMember } from '../testing/companies.ts';
import { createTestShop, type TestShop } from '../testing/test-shop.ts';

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

/**
 * A card order of the customer's, paid and delivered: two lines (3 × $20.00 with 5 left in
 * stock, 1 × $100.00).
 */
async function deliveredOrder(customer: Customer, { deliver = true } = {}) {
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
  const paid = await shop.as().payments.confirmTestPayment({
    clientSecret: started.clientSecret,
    card: card(CARDS.succeeds),
  });
  expect(paid.outcome).toBe('succeeded');
  if (deliver)
    await owner.api.orders.update({ id: started.orderId, values: { status: 'delivered' } });
  const order = (await customer.api.orders.mine({})).orders.find((o) => o.id === started.orderId)!;
  const [smallLine, bigLine] = order.lines;
  await shop.deliverMail();
  shop.outbox.length = 0;
  return { orderId: started.orderId, small, big, smallLine: smallLine!, bigLine: bigLine! };
}

const mails = async () => {
  await shop.deliverMail();
  return shop.outbox.map((mail) => mail.subject);
};

const auditOf = (returnId: number) =>
  shop.db
    .select({
      action: auditEntries.action,
      actor: auditEntries.actorName,
      changes: auditEntries.changes,
    })
    .from(auditEntries)
    .where(and(eq(auditEntries.entityType, 'return'), eq(auditEntries.entityId, returnId)))
    .orderBy(auditEntries.id);

describe('asking to return', () => {
  it('numbers the return, holds its units and e-mails the buyer', async () => {
    const customer = await newCustomer(shop);
    const { orderId, smallLine, bigLine } = await deliveredOrder(customer);
    expect(smallLine.returnableQuantity).toBe(3);
    expect(bigLine.returnableQuantity).toBe(1);

    const asked = await customer.api.returns.request({
      id: orderId,
      lines: [{ itemId: smallLine.itemId, quantity: 2 }],
      reason: 'damaged',
      note: 'Bent on arrival',
    });
    expect(asked).toMatchObject({
      number: expect.stringMatching(/^RMA-\d{6}$/),
      orderId,
      status: 'requested',
      reason: 'damaged',
      note: 'Bent on arrival',
      lines: [
        {
          itemId: smallLine.itemId,
          name: smallLine.name,
          unitPrice: '20.00',
          quantity: 2,
          receivedQuantity: null,
          restock: null,
        },
      ],
      refunds: [],
    });
    const order = (await customer.api.orders.mine({})).orders.find((o) => o.id === orderId)!;
    expect(order.lines.map((line) => line.returnableQuantity)).toEqual([1, 1]);
    // The account's order page reads the same, to offer "Return items".
    const own = await customer.api.account.orders.byId({ id: orderId });
    expect(own.lines.map((line) => line.returnableQuantity)).toEqual([1, 1]);
    expect(await customer.api.returns.ofOrder({ id: orderId })).toEqual([asked]);
    expect(await mails()).toEqual([`Return ${asked.number} requested for your order #${orderId}`]);
    expect((await auditOf(asked.id)).map((entry) => entry.action)).toEqual(['return.requested']);

    // The next request may take only what is left.
    const more = await refusalOf(
      customer.api.returns.request({
        id: orderId,
        lines: [{ itemId: smallLine.itemId, quantity: 2 }],
        reason: 'not_needed',
      }),
    );
    expect(more).toMatchObject({
      code: 'BAD_REQUEST',
      fields: {
        'lines.0.quantity': [
          `Quantity must be at most 1, what is left to return of ${smallLine.name}`,
        ],
      },
    });
  });

  it('refuses bad lines, an order not delivered or past its window, and changes nothing', async () => {
    const customer = await newCustomer(shop);
    const { orderId, smallLine } = await deliveredOrder(customer);
    const other = await deliveredOrder(customer);
    const ask = (lines: { itemId: number; quantity: number }[], id = orderId) =>
      refusalOf(customer.api.returns.request({ id, lines, reason: 'defective' }));

    expect(await ask([{ itemId: other.smallLine.itemId, quantity: 1 }])).toMatchObject({
      code: 'BAD_REQUEST',
      fields: {
        'lines.0.itemId': [`Item ${other.smallLine.itemId} is not a line of order #${orderId}`],
      },
    });
    expect(await ask([{ itemId: smallLine.itemId, quantity: 4 }])).toMatchObject({
      code: 'BAD_REQUEST',
      fields: { 'lines.0.quantity': [expect.stringContaining('at most 3')] },
    });
    expect((await ask([{ itemId: smallLine.itemId, quantity: 0 }])).fields).toHaveProperty([
      'lines.0.quantity',
    ]);

    const undelivered = await deliveredOrder(customer, { deliver: false });
    expect(
      await ask([{ itemId: undelivered.smallLine.itemId, quantity: 1 }], undelivered.orderId),
    ).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('has not been delivered'),
    });

    await shop.db
      .update(orderStatusEvents)
      .set({ changedAt: new Date(Date.now() - 31 * DAY) })
      .where(eq(orderStatusEvents.orderId, other.orderId));
    expect(
      await ask([{ itemId: other.smallLine.itemId, quantity: 1 }], other.orderId),
    ).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('30-day return window') });
    const past = (await customer.api.orders.mine({})).orders.find((o) => o.id === other.orderId)!;
    expect(past.lines.map((line) => line.returnableQuantity)).toEqual([0, 0]);

    const stranger = await newCustomer(shop);
    expect(
      await refusalOf(
        stranger.api.returns.request({
          id: orderId,
          lines: [{ itemId: smallLine.itemId, quantity: 1 }],
          reason: 'damaged',
        }),
      ),
    ).toMatchObject({ code: 'NOT_FOUND', message: `No order with id ${orderId}` });
    expect(await refusalOf(stranger.api.returns.ofOrder({ id: orderId }))).toMatchObject({
      code: 'NOT_FOUND',
    });

    const written = await shop.db.select().from(returns).where(eq(returns.orderId, orderId));
    expect(written).toEqual([]);
  });

  it("lets a guest ask through the order lookup's number and e-mail", async () => {
    const customer = await newCustomer(shop);
    const { orderId, bigLine } = await deliveredOrder(customer);
    const guest = shop.as();
    const asked = await guest.returns.guestRequest({
      orderNumber: `#${orderId}`,
      email: customer.email.toUpperCase(),
      lines: [{ itemId: bigLine.itemId, quantity: 1 }],
      reason: 'wrong_item',
    });
    expect(asked).toMatchObject({
      status: 'requested',
      requestedBy: `${customer.email.toUpperCase()} (guest)`,
    });
    expect(
      await refusalOf(
        guest.returns.guestRequest({
          orderNumber: orderId,
          email: 'someone@else.example',
          lines: [{ itemId: bigLine.itemId, quantity: 1 }],
          reason: 'wrong_item',
        }),
      ),
    ).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('who may ask', () => {
  it("is the buyer, or their company's admin or approver, not another buyer of it", async () => {
    const admin = await companyAdmin(shop, `Returns Co ${Date.now()}`);
    const member = await joinedMember(shop, admin, 'buyer');
    const colleague = await joinedMember(shop, admin, 'buyer');
    const { orderId, bigLine } = await deliveredOrder(member);
    const ask = (who: Customer) =>
      who.api.returns.request({
        id: orderId,
        lines: [{ itemId: bigLine.itemId, quantity: 1 }],
        reason: 'defective',
      });
    expect(await refusalOf(ask(colleague))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await ask(admin)).toMatchObject({ status: 'requested', requestedBy: 'Casey Builder' });
  });

  it("within the window the shop set, counted from the delivery's day", async () => {
    const customer = await newCustomer(shop);
    const { orderId, smallLine } = await deliveredOrder(customer);
    await shop.db
      .update(orderStatusEvents)
      .set({ changedAt: new Date(Date.now() - 11 * DAY) })
      .where(eq(orderStatusEvents.orderId, orderId));
    const ask = () =>
      customer.api.returns.request({
        id: orderId,
        lines: [{ itemId: smallLine.itemId, quantity: 1 }],
        reason: 'defective',
      });
    await owner.api.settings.update({ cardHoldMinutes: 30, returnWindowDays: 10 });
    try {
      expect(await refusalOf(ask())).toMatchObject({
        code: 'CONFLICT',
        message: expect.stringContaining('10-day return window'),
      });
    } finally {
      await owner.api.settings.update({ cardHoldMinutes: 30, returnWindowDays: 30 });
    }
    expect(await ask()).toMatchObject({ status: 'requested' });
  });
});

describe('cancelling', () => {
  it('is for the buyer while the shop has not answered; its units may be asked again', async () => {
    const customer = await newCustomer(shop);
    const { orderId, bigLine } = await deliveredOrder(customer);
    const ask = () =>
      customer.api.returns.request({
        id: orderId,
        lines: [{ itemId: bigLine.itemId, quantity: 1 }],
        reason: 'not_needed',
      });
    const first = await ask();
    const stranger = await newCustomer(shop);
    expect(await refusalOf(stranger.api.returns.cancel({ id: first.id }))).toMatchObject({
      code: 'NOT_FOUND',
      message: `No return with id ${first.id}`,
    });
    expect(await customer.api.returns.cancel({ id: first.id })).toMatchObject({
      status: 'cancelled',
    });

    const second = await ask();
    await owner.api.returns.approve({ id: second.id });
    expect(await refusalOf(customer.api.returns.cancel({ id: second.id }))).toMatchObject({
      code: 'CONFLICT',
      message:
        "This return is approved: only a return still waiting for the shop's answer may be cancelled.",
    });
  });
});

describe('staff', () => {
  it('approve with the slip, receive (restock and scrap), and refund through the refunds', async () => {
    const customer = await newCustomer(shop);
    const { orderId, small, big, smallLine, bigLine } = await deliveredOrder(customer);
    await shop.db
      .insert(shopSettings)
      .values({
        id: 1,
        restockingFees: { damaged: 0, defective: 0, wrong_item: 0, not_needed: 10, other: 10 },
      })
      .onConflictDoUpdate({
        target: shopSettings.id,
        set: {
          restockingFees: { damaged: 0, defective: 0, wrong_item: 0, not_needed: 10, other: 10 },
        },
      });
    const asked = await customer.api.returns.request({
      id: orderId,
      lines: [
        { itemId: smallLine.itemId, quantity: 3 },
        { itemId: bigLine.itemId, quantity: 1 },
      ],
      reason: 'not_needed',
    });
    await shop.deliverMail();
    shop.outbox.length = 0;

    const approved = await owner.api.returns.approve({ id: asked.id });
    expect(approved.status).toBe('approved');
    await shop.deliverMail();
    expect(shop.outbox.map((mail) => mail.subject)).toEqual([
      `Return ${asked.number} approved: your return slip`,
    ]);
    expect(shop.outbox[0]!.attachments).toEqual([
      {
        filename: `${asked.number}-return-slip.pdf`,
        contentType: 'application/pdf',
        content: expect.any(Buffer),
      },
    ]);
    shop.outbox.length = 0;
    expect(await refusalOf(owner.api.returns.approve({ id: asked.id }))).toMatchObject({
      code: 'CONFLICT',
      message: 'This return is approved already.',
    });

    const [smallStock, bigStock] = [
      await stockOf(shop.db, small.id),
      await stockOf(shop.db, big.id),
    ];
    expect(
      await refusalOf(
        owner.api.returns.receive({
          id: asked.id,
          lines: [{ itemId: smallLine.itemId, quantity: 4, restock: true }],
        }),
      ),
    ).toMatchObject({
      code: 'BAD_REQUEST',
      fields: { 'lines.0.quantity': [expect.stringContaining('at most 3')] },
    });
    const warehouse = await newStaff(shop, 'warehouse');
    const received = await warehouse.api.returns.receive({
      id: asked.id,
      lines: [
        { itemId: smallLine.itemId, quantity: 2, restock: true },
        { itemId: bigLine.itemId, quantity: 1, restock: false },
      ],
    });
    expect(received).toMatchObject({
      status: 'received',
      lines: [
        { itemId: smallLine.itemId, quantity: 3, receivedQuantity: 2, restock: true },
        { itemId: bigLine.itemId, quantity: 1, receivedQuantity: 1, restock: false },
      ],
    });
    expect(await stockOf(shop.db, small.id)).toBe(smallStock + 2);
    expect(await stockOf(shop.db, big.id)).toBe(bigStock);
    // The unit that never came back may be asked for again.
    const order = (await customer.api.orders.mine({})).orders.find((o) => o.id === orderId)!;
    expect(order.lines.map((line) => line.returnableQuantity)).toEqual([1, 0]);

    // Refunds need the role that handles money.
    expect(await refusalOf(warehouse.api.returns.refund({ id: asked.id }))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(
      await refusalOf(owner.api.returns.refund({ id: asked.id, amount: '140.01' })),
    ).toMatchObject({
      code: 'BAD_REQUEST',
      fields: { amount: [expect.stringContaining('$140.00')] },
    });

    // $140.00 came back, less the 10% fee for "not needed".
    const refunded = await owner.api.returns.refund({ id: asked.id, note: 'Checked' });
    expect(refunded).toMatchObject({
      status: 'refunded',
      refunds: [{ amount: '126.00', status: 'succeeded', method: 'card', reason: 'return' }],
    });
    const [row] = await shop.db.select().from(refunds).where(eq(refunds.returnId, asked.id));
    expect(row).toMatchObject({ orderId, amount: '126.00', note: 'Checked' });
    expect(row!.lines).toEqual([
      {
        itemId: smallLine.itemId,
        productId: small.id,
        name: smallLine.name,
        units: 2,
        cents: 3600,
      },
      { itemId: bigLine.itemId, productId: big.id, name: bigLine.name, units: 1, cents: 9000 },
    ]);
    expect((await orderRow(shop.db, orderId))!.paymentStatus).toBe('partly_refunded');
    expect(await mails()).toEqual([`Refund of $126.00 for return ${asked.number}`]);
    expect(await refusalOf(owner.api.returns.refund({ id: asked.id }))).toMatchObject({
      code: 'CONFLICT',
    });
    expect((await auditOf(asked.id)).map((entry) => entry.action)).toEqual([
      'return.requested',
      'return.approved',
      'return.received',
      'return.refunded',
    ]);
    const receipt = (await auditOf(asked.id)).find((entry) => entry.action === 'return.received');
    expect(receipt!.changes.slice(1)).toEqual([
      { field: smallLine.name, from: null, to: '2 of 3 received, restocked' },
      { field: bigLine.name, from: null, to: '1 of 1 received, scrapped' },
    ]);

    const listed = await owner.api.returns.list({ q: asked.number });
    expect(listed).toEqual({ returns: [refunded], total: 1 });
    expect((await owner.api.returns.list({ q: `#${orderId}`, status: 'refunded' })).total).toBe(1);
    expect((await owner.api.returns.list({ q: `#${orderId}`, status: 'requested' })).total).toBe(0);
  });

  it('reject with the reason told to the buyer', async () => {
    const customer = await newCustomer(shop);
    const { orderId, bigLine } = await deliveredOrder(customer);
    const asked = await customer.api.returns.request({
      id: orderId,
      lines: [{ itemId: bigLine.itemId, quantity: 1 }],
      reason: 'other',
      note: 'Changed my mind',
    });
    await shop.deliverMail();
    shop.outbox.length = 0;
    expect(
      (await refusalOf(owner.api.returns.reject({ id: asked.id, reason: ' ' }))).fields,
    ).toHaveProperty(['reason']);
    const rejected = await owner.api.returns.reject({ id: asked.id, reason: 'Used on site' });
    expect(rejected).toMatchObject({ status: 'rejected', rejectionReason: 'Used on site' });
    await shop.deliverMail();
    expect(shop.outbox.map((mail) => mail.subject)).toEqual([
      `Return ${asked.number} was not approved`,
    ]);
    expect(shop.outbox[0]!.html).toContain('Used on site');
  });
});

describe.runIf(process.env.DATABASE_URL)('ten requests at once on PostgreSQL', () => {
  it('asks for exactly the units left to return', async () => {
    const customer = await newCustomer(shop);
    const { orderId, smallLine } = await deliveredOrder(customer);
    const answers = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        customer.api.returns.request({
          id: orderId,
          lines: [{ itemId: smallLine.itemId, quantity: 1 }],
          reason: 'not_needed',
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(3);
    const written = await shop.db.select().from(returns).where(eq(returns.orderId, orderId));
    expect(written).toHaveLength(3);
  });
});
