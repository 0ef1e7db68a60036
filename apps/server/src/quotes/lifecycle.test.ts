import { invoices, orders, outboxEmails, quotes } from '@buildright/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addCategory, addProduct, signInAdmin } from '../testing/fixtures.ts';
import { orderRow, stockOf } from '../testing/payments.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { buyerCall, inDays, priceAndSend, requestQuote, revision } from './helpers.ts';

let t: TestApp;
let admin: string;
let excavatorId: number;
let bucketId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://shop.example' } });
  admin = await signInAdmin(t);
  const category = await addCategory(t.db);
  // Stocked for the many guest requests below: guests' requests may hold only half of a product.
  excavatorId = (await addProduct(t.db, { categoryId: category.id, price: '12000.00', stock: 50 }))
    .id;
  bucketId = (
    await addProduct(t.db, {
      categoryId: category.id,
      price: '900.00',
      salePrice: '850.00',
      stock: 100,
    })
  ).id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.deliverMail();
  t.outbox.length = 0;
});

const subjects = async () => {
  await t.deliverMail();
  return t.outbox.splice(0).map((mail) => `${mail.to}: ${mail.subject}`);
};

describe('a quote request', () => {
  it('opens a requested quote that holds the stock and counts as needing action', async () => {
    const before = await stockOf(t, excavatorId);
    const { quoteId, token } = await requestQuote(t, [{ productId: excavatorId, quantity: 1 }]);
    expect(await stockOf(t, excavatorId)).toBe(before - 1);
    expect(token).toMatch(/^[\w-]{32}$/);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/quotes?status=needs_action',
      headers: { cookie: admin },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toContainEqual(
      expect.objectContaining({
        id: quoteId,
        status: 'requested',
        total: '12000.00',
        revision: null,
      }),
    );
    expect(list.json().needsAction).toBeGreaterThanOrEqual(1);

    const page = await t.app.inject({ method: 'GET', url: `/api/quotes/${token}` });
    expect(page.json()).toMatchObject({
      status: 'requested',
      current: null,
      can: { accept: false, requestChanges: false, decline: false },
    });
  });

  it('is a plain 404 for a wrong token', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/quotes/${'x'.repeat(32)}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No such quote' });
  });

  it('keeps the admin list and actions for staff', async () => {
    const { quoteId } = await requestQuote(t, [{ productId: bucketId, quantity: 1 }]);
    for (const [method, url] of [
      ['GET', '/api/admin/quotes'],
      ['GET', `/api/admin/quotes/${quoteId}`],
      ['POST', `/api/admin/quotes/${quoteId}/send`],
      ['POST', `/api/admin/quotes/${quoteId}/withdraw`],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});

describe('staff price a revision', () => {
  it('refuses bad revisions with field messages and changes nothing', async () => {
    const { quoteId } = await requestQuote(t, [{ productId: bucketId, quantity: 1 }]);
    const category = await addCategory(t.db);
    const hidden = await addProduct(t.db, { categoryId: category.id, isActive: false });
    const cases: [Record<string, unknown>, string, string][] = [
      [revision([]), 'lines', 'Add at least one line'],
      [
        revision([{ productId: bucketId, quantity: 1, unitPrice: '-5' }]),
        'lines.0.unitPrice',
        'Unit price must be an amount of at least 0.00',
      ],
      [
        revision([{ productId: bucketId, quantity: 1, unitPrice: '100' }], {
          discount: { type: 'amount', amount: '100.01' },
        }),
        'discount',
        'The discount cannot be more than the subtotal',
      ],
      [
        revision([{ productId: bucketId, quantity: 1, unitPrice: '100' }], {
          discount: { type: 'percent', percent: '120' },
        }),
        'discount.percent',
        'A discount cannot be more than 100%',
      ],
      [
        revision([{ productId: bucketId, quantity: 1, unitPrice: '100' }], {
          validUntil: inDays(-1),
        }),
        'validUntil',
        'Valid until cannot be in the past',
      ],
      [
        revision([{ productId: 999_999, quantity: 1, unitPrice: '100' }]),
        'lines.0.productId',
        'There is no product 999999',
      ],
      [
        revision([{ productId: hidden.id, quantity: 1, unitPrice: '100' }]),
        'lines.0.productId',
        `${hidden.name} is not on sale; remove it from the quote`,
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/quotes/${quoteId}`,
        payload: body,
        headers: { cookie: admin },
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toMatchObject({ message, errors: { [field]: [message] } });
    }
    const quote = await t.app.inject({
      method: 'GET',
      url: `/api/admin/quotes/${quoteId}`,
      headers: { cookie: admin },
    });
    expect(quote.json().revisions).toEqual([]);
  });

  it('sends a discounted revision with delivery: totals in cents, stock moved, the buyer e-mailed', async () => {
    const { quoteId, token, orderId } = await requestQuote(t, [
      { productId: excavatorId, quantity: 1 },
    ]);
    expect(await subjects()).toEqual([
      'jordan@miller-build.com: We received your order #' + orderId,
      `shop@buildright.test: New order #${orderId} from Jordan Miller`,
    ]);
    const excavatorsBefore = await stockOf(t, excavatorId);
    const bucketsBefore = await stockOf(t, bucketId);
    const sent = await priceAndSend(
      t,
      admin,
      quoteId,
      revision(
        [
          { productId: excavatorId, quantity: 1, unitPrice: '11500.00' },
          { productId: bucketId, quantity: 2, unitPrice: '799.99' },
        ],
        {
          discount: { type: 'percent', percent: '5' },
          deliveryCharge: '350.00',
          note: 'Delivered on a low-loader.',
        },
      ),
    );
    // 11500 + 1599.98 = 13099.98; 5% = 654.999 -> 655.00; + 350 = 12794.98
    expect(sent).toMatchObject({
      status: 'quoted',
      revisions: [
        {
          number: 1,
          subtotal: '13099.98',
          discount: '655.00',
          deliveryCharge: '350.00',
          total: '12794.98',
        },
      ],
      draft: null,
    });
    expect(await stockOf(t, excavatorId)).toBe(excavatorsBefore);
    expect(await stockOf(t, bucketId)).toBe(bucketsBefore - 2);
    expect(await orderRow(t, orderId)).toMatchObject({
      total: '12794.98',
      discount: '655.00',
      deliveryCharge: '350.00',
    });

    expect(await subjects()).toEqual([
      `jordan@miller-build.com: Your quote Q-${String(quoteId).padStart(6, '0')} is ready`,
    ]);
    const page = await t.app.inject({ method: 'GET', url: `/api/quotes/${token}` });
    expect(page.json()).toMatchObject({
      status: 'quoted',
      current: {
        number: 1,
        total: '12794.98',
        discountLabel: 'Discount (5%)',
        daysLeft: 14,
        note: 'Delivered on a low-loader.',
      },
      can: { accept: true, requestChanges: true, decline: true },
    });
  });

  it('refuses a revision the stock cannot cover, and one for a closed quote', async () => {
    const { quoteId } = await requestQuote(t, [{ productId: excavatorId, quantity: 1 }]);
    const available = (await stockOf(t, excavatorId)) + 1;
    const tooMany = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/quotes/${quoteId}`,
      payload: revision([{ productId: excavatorId, quantity: available + 1, unitPrice: '1.00' }]),
      headers: { cookie: admin },
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toMatch(
      /^Not enough stock for .+: only \d+ available for this quote$/,
    );

    await t.app.inject({
      method: 'POST',
      url: `/api/admin/quotes/${quoteId}/withdraw`,
      headers: { cookie: admin },
    });
    const closed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/quotes/${quoteId}`,
      payload: revision([{ productId: excavatorId, quantity: 1, unitPrice: '1.00' }]),
      headers: { cookie: admin },
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(
      'This quote was withdrawn by our sales team. It can no longer be changed.',
    );
  });
});

describe('the buyer answers', () => {
  async function quoted(unitPrice = '1000.00') {
    const request = await requestQuote(t, [{ productId: bucketId, quantity: 1 }]);
    await priceAndSend(
      t,
      admin,
      request.quoteId,
      revision([{ productId: bucketId, quantity: 1, unitPrice }]),
    );
    await subjects();
    return request;
  }

  it('asks for changes; staff send revision 2; accepting revision 1 is refused, revision 2 with a PO orders it', async () => {
    const { quoteId, token, orderId } = await quoted();
    const changes = await buyerCall(t, token, 'messages', {
      message: 'Two buckets, please.',
      requestChanges: true,
    });
    expect(changes.statusCode).toBe(201);
    expect(changes.json()).toMatchObject({
      status: 'changes_requested',
      messages: [{ author: 'buyer', kind: 'changes', body: 'Two buckets, please.' }],
    });
    expect(await subjects()).toEqual([
      expect.stringMatching(/^shop@buildright\.test: Jordan Miller asks for changes to quote Q-/),
    ]);

    const early = await buyerCall(t, token, 'accept', { method: 'po', poNumber: 'PO-1' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'You asked for changes to this quote. We will e-mail you the new revision.',
    );

    await priceAndSend(
      t,
      admin,
      quoteId,
      revision([{ productId: bucketId, quantity: 2, unitPrice: '950.00' }]),
    );
    expect(await subjects()).toEqual([expect.stringMatching(/: Your quote Q-\d+, revision 2$/)]);

    const stale = await buyerCall(t, token, 'accept', {
      method: 'po',
      poNumber: 'PO-1',
      revision: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'Revision 1 has been replaced by revision 2. Please review the new revision before you accept.',
    );

    const missingPo = await buyerCall(t, token, 'accept', { method: 'po' });
    expect(missingPo.statusCode).toBe(400);
    expect(missingPo.json()).toMatchObject({ errors: { poNumber: ['PO number is required'] } });

    const accepted = await buyerCall(t, token, 'accept', {
      method: 'po',
      poNumber: 'PO-5521',
      revision: 2,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ status: 'ordered', orderId });
    expect(await orderRow(t, orderId)).toMatchObject({
      status: 'processing',
      paymentMethod: 'po',
      poNumber: 'PO-5521',
      total: '1900.00',
    });
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(invoice!.document).toMatchObject({
      payment: 'po',
      poNumber: 'PO-5521',
      total: '1900.00',
      lines: [{ quantity: 2, unitPrice: '950.00' }],
    });
    expect((await subjects()).sort()).toEqual([
      expect.stringMatching(
        /^jordan@miller-build\.com: Order #\d+ confirmed: quote Q-\d+ accepted$/,
      ),
      expect.stringMatching(
        /^shop@buildright\.test: Jordan Miller accepted quote Q-\d+ \(order #\d+\)$/,
      ),
    ]);

    // A replay answers the same order and writes nothing more; any other action is refused.
    const replay = await buyerCall(t, token, 'accept', {
      method: 'po',
      poNumber: 'PO-5521',
      revision: 2,
    });
    expect(replay.json()).toEqual({ status: 'ordered', orderId });
    expect(await subjects()).toEqual([]);
    const decline = await buyerCall(t, token, 'decline', {});
    expect(decline.statusCode).toBe(409);
    expect(decline.json().message).toBe('This quote has already been accepted and ordered.');
  });

  it('declines: the order is cancelled, the stock comes back, staff hear why', async () => {
    const { token, orderId } = await quoted();
    const before = await stockOf(t, bucketId);
    const declined = await buyerCall(t, token, 'decline', {
      reason: 'Found one closer to the site.',
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'declined', can: { accept: false } });
    expect(await stockOf(t, bucketId)).toBe(before + 1);
    expect((await orderRow(t, orderId))!.status).toBe('cancelled');
    expect(await subjects()).toEqual([
      expect.stringMatching(/^shop@buildright\.test: Jordan Miller declined quote Q-/),
    ]);
    const accept = await buyerCall(t, token, 'accept', { method: 'card' });
    expect(accept.statusCode).toBe(409);
    expect(accept.json().message).toBe('This quote was declined. Contact us for a new quote.');
  });

  it('staff withdraw: the buyer is told and can no longer accept', async () => {
    const { quoteId, token } = await quoted();
    const withdrawn = await t.app.inject({
      method: 'POST',
      url: `/api/admin/quotes/${quoteId}/withdraw`,
      headers: { cookie: admin },
    });
    expect(withdrawn.json()).toMatchObject({ status: 'withdrawn', orderStatus: 'cancelled' });
    expect(await subjects()).toEqual([
      expect.stringMatching(/^jordan@miller-build\.com: Quote Q-\d+ withdrawn$/),
    ]);
    expect((await buyerCall(t, token, 'accept', { method: 'card' })).statusCode).toBe(409);
  });

  it('follows the order when staff settle it by hand in the Orders tab', async () => {
    const patch = (orderId: number, status: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/orders/${orderId}/tracking`,
        payload: { status, trackingNumber: null, estimatedDelivery: null },
        headers: { cookie: admin },
      });
    const cancelled = await quoted();
    expect((await patch(cancelled.orderId, 'cancelled')).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/quotes/${cancelled.token}` })).json().status,
    ).toBe('withdrawn');
    expect((await buyerCall(t, cancelled.token, 'accept', { method: 'card' })).statusCode).toBe(
      409,
    );

    const shipped = await quoted();
    expect((await patch(shipped.orderId, 'shipped')).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/quotes/${shipped.token}` })).json(),
    ).toMatchObject({
      status: 'ordered',
      can: { accept: false, decline: false },
    });
  });

  it('keeps one thread of messages, each e-mailed to the other side', async () => {
    const { quoteId, token } = await quoted();
    await buyerCall(t, token, 'messages', { message: 'Can you deliver on Saturday?' });
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/quotes/${quoteId}/messages`,
      payload: { message: 'Yes, Saturday morning works.' },
      headers: { cookie: admin },
    });
    const page = await t.app.inject({ method: 'GET', url: `/api/quotes/${token}` });
    expect(page.json().messages).toMatchObject([
      { author: 'buyer', kind: 'message', body: 'Can you deliver on Saturday?' },
      { author: 'staff', kind: 'message', body: 'Yes, Saturday morning works.' },
    ]);
    expect(page.json().status).toBe('quoted');
    expect(await subjects()).toEqual([
      expect.stringMatching(/^shop@buildright\.test: New message from Jordan Miller on quote Q-/),
      expect.stringMatching(/^jordan@miller-build\.com: New message about your quote Q-/),
    ]);
    const blank = await buyerCall(t, token, 'messages', { message: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Message is required');
  });
});

describe('the REST contract', () => {
  it('documents every quote path in the OpenAPI description', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = response.json().paths as Record<string, Record<string, unknown>>;
    const documented = Object.entries(paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented).toEqual(
      expect.arrayContaining([
        'GET /api/quotes/{token}',
        'POST /api/quotes/{token}/accept',
        'POST /api/quotes/{token}/decline',
        'POST /api/quotes/{token}/messages',
        'GET /api/quotes/{token}/pdf',
        'GET /api/admin/quotes',
        'GET /api/admin/quotes/{id}',
        'PUT /api/admin/quotes/{id}',
        'POST /api/admin/quotes/{id}/send',
        'POST /api/admin/quotes/{id}/withdraw',
        'GET /api/orders/{id}/invoice.pdf',
      ]),
    );
  });
});

describe('outbox rows carry what the quote e-mail needs', () => {
  it('links the buyer to the quote page on the public address', async () => {
    const { quoteId, token } = await requestQuote(t, [{ productId: bucketId, quantity: 1 }]);
    await priceAndSend(
      t,
      admin,
      quoteId,
      revision([{ productId: bucketId, quantity: 1, unitPrice: '10.00' }]),
    );
    const [row] = await t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.template, 'quoteSent'))
      .orderBy(outboxEmails.id);
    expect(row).toBeDefined();
    await t.deliverMail();
    const mail = t.outbox.find((message) => message.subject.startsWith('Your quote Q-'));
    expect(mail?.text).toContain(`https://shop.example/quotes/${token}`);
    expect(mail?.attachments).toEqual([
      expect.objectContaining({
        filename: `Q-${String(quoteId).padStart(6, '0')}-rev1.pdf`,
        contentType: 'application/pdf',
      }),
    ]);
    const [stored] = await t.db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(stored!.status).toBe('quoted');
    expect(
      (await t.db.select().from(orders).where(eq(orders.id, stored!.orderId)))[0]!.status,
    ).toBe('pending');
  });
});

describe("the desk's search", () => {
  it("finds a quote by its Q-number or a part of the buyer's name or e-mail", async () => {
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        customerName: 'Wilhelmina Quarrington',
        customerEmail: 'w.quarrington@stonefield.example',
        customerPhone: '+1 503 555 0199',
        customerAddress: '3 Gravel Pit Lane\nSalem, OR 97301',
        items: [{ productId: bucketId, quantity: 1 }],
      },
    });
    expect(placed.statusCode).toBe(201);
    const [quote] = await t.db
      .select({ id: quotes.id })
      .from(quotes)
      .where(eq(quotes.orderId, placed.json().id));
    const search = async (text: string) => {
      const response = await t.app.inject({
        url: `/api/admin/quotes?search=${encodeURIComponent(text)}`,
        headers: { cookie: admin },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json() as { items: { id: number; buyerName: string }[]; total: number };
      return { ids: body.items.map((item) => item.id), total: body.total };
    };
    const number = `Q-${String(quote!.id).padStart(6, '0')}`;
    for (const text of ['quarrington', 'STONEFIELD.example', number, String(quote!.id)]) {
      const found = await search(text);
      expect(found.ids, text).toContain(quote!.id);
    }
    expect(await search('Quarrington')).toEqual({ ids: [quote!.id], total: 1 });
    expect((await search('nobody-by-this-name')).total).toBe(0);
  });
});
