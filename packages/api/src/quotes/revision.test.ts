import { orders, outboxEmails, quotes } from '@buildright/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { quoteNumber } from '../shared/index.ts';
import { addCategory, addProduct, orderRow, refusalOf, stockOf } from '../testing/fixtures.ts';
import {
  inDays,
  mailSubjects,
  priceAndSend,
  quoteShop,
  requestQuote,
  revision,
} from '../testing/quotes.ts';
import type { TestShop } from '../testing/test-shop.ts';

let shop: TestShop;
let staff: Awaited<ReturnType<typeof quoteShop>>['staff'];
let excavatorId: number, bucketId: number;
beforeAll(async () => {
  ({ shop, staff, excavatorId, bucketId } = await quoteShop());
});
afterAll(() => shop?.close());
beforeEach(() => mailSubjects(shop));

const subjects = () => mailSubjects(shop);

describe('staff price a revision', () => {
  it('refuses bad revisions with field messages and changes nothing', async () => {
    const { quoteId } = await requestQuote(shop, [{ productId: bucketId, quantity: 1 }]);
    const category = await addCategory(shop.db);
    const hidden = await addProduct(shop.db, { categoryId: category.id, isActive: false });
    // The input's own checks name the field in the revision; the draft's checks, in the lines.
    const cases: [ReturnType<typeof revision>, string, string][] = [
      [revision([]), 'revision.lines', 'Add at least one line'],
      [
        revision([{ productId: bucketId, quantity: 1, unitPrice: '-5' }]),
        'revision.lines.0.unitPrice',
        'Unit price must be an amount of at least 0.00',
      ],
      [
        revision([{ productId: bucketId, quantity: 1, unitPrice: '100' }], {
          discount: { type: 'amount', amount: '100.01' },
        }),
        'revision.discount',
        'The discount cannot be more than the subtotal',
      ],
      [
        revision([{ productId: bucketId, quantity: 1, unitPrice: '100' }], {
          discount: { type: 'percent', percent: '120' },
        }),
        'revision.discount.percent',
        'A discount cannot be more than 100%',
      ],
      [
        revision([{ productId: bucketId, quantity: 1, unitPrice: '100' }], {
          validUntil: inDays(-1),
        }),
        'revision.validUntil',
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
    for (const [draft, field, message] of cases) {
      const refused = await refusalOf(
        staff.quotes.staff.saveDraft({ id: quoteId, revision: draft }),
      );
      expect(refused, field).toMatchObject({
        code: 'BAD_REQUEST',
        message,
        fields: { [field]: [message] },
      });
    }
    expect((await staff.quotes.staff.get({ id: quoteId })).revisions).toEqual([]);
  });

  it('sends a discounted revision with delivery: totals in cents, stock moved, the buyer e-mailed', async () => {
    const { quoteId, token, orderId } = await requestQuote(shop, [
      { productId: excavatorId, quantity: 1 },
    ]);
    const number = quoteNumber(quoteId);
    expect(await subjects()).toEqual([
      `jordan@miller-build.com: We received your quote request ${number}`,
      `shop@buildright.test: New quote request ${number}`,
    ]);
    const excavatorsBefore = await stockOf(shop.db, excavatorId);
    const bucketsBefore = await stockOf(shop.db, bucketId);
    const sent = await priceAndSend(
      staff,
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
    expect(await stockOf(shop.db, excavatorId)).toBe(excavatorsBefore);
    expect(await stockOf(shop.db, bucketId)).toBe(bucketsBefore - 2);
    expect(await orderRow(shop.db, orderId)).toMatchObject({
      total: '12794.98',
      discount: '655.00',
      deliveryCharge: '350.00',
    });

    expect(await subjects()).toEqual([
      `jordan@miller-build.com: Your quote Q-${String(quoteId).padStart(6, '0')} is ready`,
    ]);
    expect(await shop.as().quotes.buyer.get({ token })).toMatchObject({
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
    const { quoteId } = await requestQuote(shop, [{ productId: excavatorId, quantity: 1 }]);
    const available = (await stockOf(shop.db, excavatorId)) + 1;
    const draftOf = (quantity: number) => ({
      id: quoteId,
      revision: revision([{ productId: excavatorId, quantity, unitPrice: '1.00' }]),
    });
    const tooMany = await refusalOf(staff.quotes.staff.saveDraft(draftOf(available + 1)));
    expect(tooMany.code).toBe('CONFLICT');
    expect(tooMany.message).toMatch(/^Not enough stock for .+: only \d+ available for this quote$/);

    await staff.quotes.staff.withdraw({ id: quoteId });
    expect(await refusalOf(staff.quotes.staff.saveDraft(draftOf(1)))).toMatchObject({
      code: 'CONFLICT',
      message: 'This quote was withdrawn by our sales team. It can no longer be changed.',
    });
  });
});

describe('outbox rows carry what the quote e-mail needs', () => {
  it('links the buyer to the quote page on the public address', async () => {
    const { quoteId, token } = await requestQuote(shop, [{ productId: bucketId, quantity: 1 }]);
    await priceAndSend(
      staff,
      quoteId,
      revision([{ productId: bucketId, quantity: 1, unitPrice: '10.00' }]),
    );
    const [row] = await shop.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.template, 'quoteSent'))
      .orderBy(outboxEmails.id);
    expect(row).toBeDefined();
    await shop.deliverMail();
    const mail = shop.outbox.find((message) => message.subject.startsWith('Your quote Q-'));
    expect(mail?.text).toContain(`https://shop.example/quotes/${token}`);
    expect(mail?.attachments).toEqual([
      expect.objectContaining({
        filename: `Q-${String(quoteId).padStart(6, '0')}-rev1.pdf`,
        contentType: 'application/pdf',
      }),
    ]);
    const [stored] = await shop.db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(stored!.status).toBe('quoted');
    expect(
      (await shop.db.select().from(orders).where(eq(orders.id, stored!.orderId)))[0]!.status,
    ).toBe('pending');
  });
});
