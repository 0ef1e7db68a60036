import { invoices } from '@buildright/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../shared/index.ts';
import { orderRow, refusalOf, stockOf } from '../testing/fixtures.ts';
import { mailSubjects, priceAndSend, quoteShop, revision, sentQuote } from '../testing/quotes.ts';
import type { TestShop } from '../testing/test-shop.ts';

let shop: TestShop;
let staff: Awaited<ReturnType<typeof quoteShop>>['staff'];
let bucketId: number;
beforeAll(async () => {
  ({ shop, staff, bucketId } = await quoteShop());
});
afterAll(() => shop?.close());
beforeEach(() => mailSubjects(shop));

const subjects = () => mailSubjects(shop);
/** The quote's page, as anyone holding its link reads and answers it. */
const buyer = () => shop.as().quotes.buyer;

describe('the buyer answers', () => {
  async function quoted(unitPrice = '1000.00') {
    const request = await sentQuote(shop, staff, bucketId, unitPrice);
    await subjects();
    return request;
  }

  it('asks for changes; staff send revision 2; accepting revision 1 is refused, revision 2 with a PO orders it', async () => {
    const { quoteId, token, orderId } = await quoted();
    const changes = await buyer().postMessage({
      token,
      message: 'Two buckets, please.',
      requestChanges: true,
    });
    expect(changes).toMatchObject({
      status: 'changes_requested',
      messages: [{ author: 'buyer', kind: 'changes', body: 'Two buckets, please.' }],
    });
    expect(await subjects()).toEqual([
      expect.stringMatching(/^shop@buildright\.test: Changes asked for on quote Q-/),
    ]);

    expect(
      await refusalOf(buyer().accept({ token, method: 'po', poNumber: 'PO-1' })),
    ).toMatchObject({
      code: 'CONFLICT',
      message: 'You asked for changes to this quote. We will e-mail you the new revision.',
    });

    await priceAndSend(
      staff,
      quoteId,
      revision([{ productId: bucketId, quantity: 2, unitPrice: '950.00' }], {
        discount: { type: 'percent', percent: '5' },
      }),
    );
    expect(await subjects()).toEqual([expect.stringMatching(/: Your quote Q-\d+, revision 2$/)]);

    expect(
      await refusalOf(buyer().accept({ token, method: 'po', poNumber: 'PO-1', revision: 1 })),
    ).toMatchObject({
      code: 'CONFLICT',
      message:
        'Revision 1 has been replaced by revision 2. Please review the new revision before you accept.',
    });

    expect(await refusalOf(buyer().accept({ token, method: 'po' }))).toMatchObject({
      code: 'BAD_REQUEST',
      fields: { poNumber: ['PO number is required'] },
    });

    const accept = { token, method: 'po' as const, poNumber: 'PO-5521', revision: 2 };
    expect(await buyer().accept(accept)).toEqual({ status: 'ordered', orderId });
    expect(await orderRow(shop.db, orderId)).toMatchObject({
      status: 'processing',
      paymentMethod: 'po',
      poNumber: 'PO-5521',
      total: '1805.00',
    });
    const [invoice] = await shop.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    const issuedOn = invoice!.issuedAt.toISOString().slice(0, 10);
    expect(invoice!.document).toMatchObject({
      payment: 'po',
      poNumber: 'PO-5521',
      dueOn: addDays(issuedOn, 30),
      discount: '95.00',
      discountLabel: 'Discount (5%)',
      total: '1805.00',
      lines: [{ quantity: 2, unitPrice: '950.00' }],
    });
    expect((await subjects()).sort()).toEqual([
      expect.stringMatching(
        /^jordan@miller-build\.com: Order #\d+ confirmed: quote Q-\d+ accepted$/,
      ),
      expect.stringMatching(/^shop@buildright\.test: Quote Q-\d+ accepted \(order #\d+\)$/),
    ]);

    // A replay answers the same order and writes nothing more; any other action is refused.
    expect(await buyer().accept(accept)).toEqual({ status: 'ordered', orderId });
    expect(await subjects()).toEqual([]);
    expect(await refusalOf(buyer().decline({ token }))).toMatchObject({
      code: 'CONFLICT',
      message: 'This quote has already been accepted and ordered.',
    });
  });

  it('declines: the order is cancelled, the stock comes back, staff hear why', async () => {
    const { token, orderId } = await quoted();
    const before = await stockOf(shop.db, bucketId);
    const declined = await buyer().decline({ token, reason: 'Found one closer to the site.' });
    expect(declined).toMatchObject({ status: 'declined', can: { accept: false } });
    expect(await stockOf(shop.db, bucketId)).toBe(before + 1);
    expect((await orderRow(shop.db, orderId))!.status).toBe('cancelled');
    expect(await subjects()).toEqual([
      expect.stringMatching(/^shop@buildright\.test: Quote Q-\d+ declined$/),
    ]);
    expect(await refusalOf(buyer().accept({ token, method: 'card' }))).toMatchObject({
      code: 'CONFLICT',
      message: 'This quote was declined. Contact us for a new quote.',
    });
  });

  it('staff withdraw: the buyer is told and can no longer accept', async () => {
    const { quoteId, token } = await quoted();
    expect(await staff.quotes.staff.withdraw({ id: quoteId })).toMatchObject({
      status: 'withdrawn',
      orderStatus: 'cancelled',
    });
    expect(await subjects()).toEqual([
      expect.stringMatching(/^jordan@miller-build\.com: Quote Q-\d+ withdrawn$/),
    ]);
    expect((await refusalOf(buyer().accept({ token, method: 'card' }))).code).toBe('CONFLICT');
  });

  it('follows the order when staff settle it by hand in the Orders tab', async () => {
    const settle = (id: number, status: 'cancelled' | 'shipped') =>
      staff.orders.update({
        id,
        values: { status, trackingNumber: null, estimatedDelivery: null },
      });
    const cancelled = await quoted();
    await settle(cancelled.orderId, 'cancelled');
    expect((await buyer().get({ token: cancelled.token })).status).toBe('withdrawn');
    expect((await refusalOf(buyer().accept({ token: cancelled.token, method: 'card' }))).code).toBe(
      'CONFLICT',
    );

    const shipped = await quoted();
    await settle(shipped.orderId, 'shipped');
    expect(await buyer().get({ token: shipped.token })).toMatchObject({
      status: 'ordered',
      can: { accept: false, decline: false },
    });
  });

  it('keeps one thread of messages, each e-mailed to the other side', async () => {
    const { quoteId, token } = await quoted();
    await buyer().postMessage({ token, message: 'Can you deliver on Saturday?' });
    await staff.quotes.staff.postMessage({ id: quoteId, message: 'Yes, Saturday morning works.' });
    const page = await buyer().get({ token });
    expect(page.messages).toMatchObject([
      { author: 'buyer', kind: 'message', body: 'Can you deliver on Saturday?' },
      { author: 'staff', kind: 'message', body: 'Yes, Saturday morning works.' },
    ]);
    expect(page.status).toBe('quoted');
    expect(await subjects()).toEqual([
      expect.stringMatching(/^shop@buildright\.test: New message from the buyer on quote Q-/),
      expect.stringMatching(/^jordan@miller-build\.com: New message about your quote Q-/),
    ]);
    expect(await refusalOf(buyer().postMessage({ token, message: '  ' }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Message is required',
    });
  });
});
