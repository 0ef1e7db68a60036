import { invoices } from '@buildright/db';
import { eq } from 'drizzle-orm';
import { addDays } from '@buildright/api/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderRow, stockOf } from '../testing/payments.ts';
import type { TestApp } from '../testing/test-app.ts';
import {
  buyerCall,
  mailSubjects,
  priceAndSend,
  quoteShop,
  revision,
  sentQuote,
} from './helpers.ts';

let t: TestApp, admin: string, bucketId: number;
beforeAll(async () => {
  ({ t, admin, bucketId } = await quoteShop());
});
afterAll(() => t.close());
beforeEach(() => mailSubjects(t));

const subjects = () => mailSubjects(t);

describe('the buyer answers', () => {
  async function quoted(unitPrice = '1000.00') {
    const request = await sentQuote(t, admin, bucketId, unitPrice);
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
      expect.stringMatching(/^shop@buildright\.test: Changes asked for on quote Q-/),
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
      revision([{ productId: bucketId, quantity: 2, unitPrice: '950.00' }], {
        discount: { type: 'percent', percent: '5' },
      }),
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
      total: '1805.00',
    });
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
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
      expect.stringMatching(/^shop@buildright\.test: Quote Q-\d+ declined$/),
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
      expect.stringMatching(/^shop@buildright\.test: New message from the buyer on quote Q-/),
      expect.stringMatching(/^jordan@miller-build\.com: New message about your quote Q-/),
    ]);
    const blank = await buyerCall(t, token, 'messages', { message: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Message is required');
  });
});
