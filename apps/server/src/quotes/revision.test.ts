import { orders, outboxEmails, quotes } from '@buildright/db';
import { quoteNumber } from '@buildright/api/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addCategory, addProduct } from '../testing/fixtures.ts';
import { orderRow, stockOf } from '../testing/payments.ts';
import type { TestApp } from '../testing/test-app.ts';
import {
  inDays,
  mailSubjects,
  priceAndSend,
  quoteShop,
  requestQuote,
  revision,
} from './helpers.ts';

let t: TestApp, admin: string, excavatorId: number, bucketId: number;
beforeAll(async () => {
  ({ t, admin, excavatorId, bucketId } = await quoteShop());
});
afterAll(() => t.close());
beforeEach(() => mailSubjects(t));

const subjects = () => mailSubjects(t);

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
    const number = quoteNumber(quoteId);
    expect(await subjects()).toEqual([
      `jordan@miller-build.com: We received your quote request ${number}`,
      `shop@buildright.test: New quote request ${number}`,
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
