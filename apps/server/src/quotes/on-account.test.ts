import { invoices, orders, quotes } from '@buildright/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyAdmin, joinedMember } from '../testing/companies.ts';
import { registerCustomer } from '../testing/fixtures.ts';
import { stockOf } from '../testing/payments.ts';
import type { TestApp } from '../testing/test-app.ts';
import { mailSubjects, priceAndSend, quoteShop, requestQuote, revision } from './helpers.ts';

let t: TestApp, admin: string, bucketId: number;
beforeAll(async () => {
  ({ t, admin, bucketId } = await quoteShop());
});
afterAll(() => t.close());

/** A company on Net 30 with a $10,000 limit; its buyer may spend $500 an order. */
async function companyOnTerms(creditHold = false) {
  const owner = await companyAdmin(t, `Quote Co ${Date.now()}`);
  const terms = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/companies/${owner.companyId}`,
    headers: { cookie: admin },
    payload: { paymentTerms: 'net30', creditLimit: '10000.00', creditHold, graceDays: 5 },
  });
  expect(terms.statusCode, terms.body).toBe(200);
  const approver = await joinedMember(t, owner.cookie, 'approver');
  const buyer = await joinedMember(t, owner.cookie, 'buyer', { orderLimit: '500.00' });
  return { owner, approver, buyer };
}

/** The member's quote request for two buckets, priced at $400 each and sent. */
async function quotedFor(cookie: string) {
  const request = await requestQuote(t, [{ productId: bucketId, quantity: 2 }], cookie);
  await priceAndSend(
    t,
    admin,
    request.quoteId,
    revision([{ productId: bucketId, quantity: 2, unitPrice: '400.00' }]),
  );
  await mailSubjects(t);
  return request;
}

const accept = (token: string, cookie: string | undefined, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/quotes/${token}/accept`,
    payload: { method: 'account', ...payload },
    headers: cookie ? { cookie } : {},
  });

const orderOf = async (id: number) =>
  (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const quoteOf = async (id: number) =>
  (await t.db.select().from(quotes).where(eq(quotes.id, id)))[0]!;
const invoiceOf = async (orderId: number) =>
  (await t.db.select().from(invoices).where(eq(invoices.orderId, orderId)))[0];

describe('a quote accepted on the company account', () => {
  it('within the limits is ordered and invoiced on the terms, billed to the company', async () => {
    const { owner } = await companyOnTerms();
    const { quoteId, token, orderId } = await quotedFor(owner.cookie);
    const accepted = await accept(token, owner.cookie, { poNumber: 'QC-1' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ status: 'ordered', orderId });
    expect(await orderOf(orderId)).toMatchObject({
      status: 'processing',
      paymentMethod: 'account',
      paymentStatus: 'unpaid',
      poNumber: 'QC-1',
      companyId: owner.companyId,
    });
    expect(await quoteOf(quoteId)).toMatchObject({ status: 'ordered', acceptedMethod: 'account' });
    expect(await invoiceOf(orderId)).toMatchObject({
      companyId: owner.companyId,
      amount: '800.00',
    });
    expect(await mailSubjects(t)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/: Order #\d+ confirmed: quote Q-\d+ accepted$/),
      ]),
    );
  });

  it("past the buyer's limit awaits the company's approval, units held; approved, it is invoiced", async () => {
    const { approver, buyer } = await companyOnTerms();
    const { quoteId, token, orderId } = await quotedFor(buyer.cookie);
    const stock = await stockOf(t, bucketId);
    const accepted = await accept(token, buyer.cookie, {});
    expect(accepted.json()).toEqual({
      status: 'awaiting_approval',
      orderId,
      reason: 'Above the $500.00 order limit',
    });
    expect(await orderOf(orderId)).toMatchObject({
      status: 'awaiting_approval',
      paymentMethod: 'account',
      approvalReason: 'Above the $500.00 order limit',
    });
    expect(await quoteOf(quoteId)).toMatchObject({ status: 'ordered', acceptedMethod: 'account' });
    expect(await stockOf(t, bucketId)).toBe(stock);
    expect(await invoiceOf(orderId)).toBeUndefined();
    expect(await mailSubjects(t)).toEqual(
      expect.arrayContaining([expect.stringContaining(approver.email)]),
    );

    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/companies/me/approvals/${orderId}/approve`,
      headers: { cookie: approver.cookie },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await orderOf(orderId)).status).toBe('pending');
    expect(await invoiceOf(orderId)).toMatchObject({ amount: '800.00' });
  });

  it('takes the signed-in customer who asked for it, in a company with terms and credit', async () => {
    const { owner, buyer } = await companyOnTerms();
    const { quoteId, token } = await quotedFor(owner.cookie);
    for (const cookie of [undefined, buyer.cookie]) {
      const refused = await accept(token, cookie, {});
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(
        'To accept on your company account, sign in as the customer who asked for this quote; or pay by card or with a purchase order',
      );
    }
    expect((await quoteOf(quoteId)).status).toBe('quoted');

    const loner = await registerCustomer(t);
    const own = await quotedFor(loner.cookie);
    const noCompany = await accept(own.token, loner.cookie, {});
    expect(noCompany.statusCode).toBe(409);
    expect(noCompany.json().message).toContain('Pay on account is for members of a company');

    const held = await companyOnTerms(true);
    const onHold = await quotedFor(held.owner.cookie);
    const refusedOnHold = await accept(onHold.token, held.owner.cookie, {});
    expect(refusedOnHold.statusCode).toBe(409);
    expect(refusedOnHold.json().message).toBe(
      'Your company is on credit hold: please contact us to pay on account',
    );
    expect((await quoteOf(onHold.quoteId)).status).toBe('quoted');
    expect((await orderOf(onHold.orderId)).paymentMethod).toBe('quote');
  });
});

describe("a quote accepted by card or purchase order past the buyer's limits", () => {
  it('with a purchase order awaits the approval, even from the link alone; approved, it is invoiced', async () => {
    const { approver, buyer } = await companyOnTerms();
    const { quoteId, token, orderId } = await quotedFor(buyer.cookie);
    const accepted = await accept(token, undefined, { method: 'po', poNumber: 'PO-88' });
    expect(accepted.json()).toEqual({
      status: 'awaiting_approval',
      orderId,
      reason: 'Above the $500.00 order limit',
    });
    expect(await orderOf(orderId)).toMatchObject({
      status: 'awaiting_approval',
      paymentMethod: 'po',
      poNumber: 'PO-88',
    });
    expect(await quoteOf(quoteId)).toMatchObject({ status: 'ordered', acceptedMethod: 'po' });
    expect(await invoiceOf(orderId)).toBeUndefined();
    const page = await t.app.inject({ method: 'GET', url: `/api/quotes/${token}` });
    expect(page.json().approval).toEqual({
      state: 'waiting',
      reason: 'Above the $500.00 order limit',
    });
    const subjects = await mailSubjects(t);
    expect(subjects).toEqual(
      expect.arrayContaining([expect.stringContaining(`${approver.email}: Order #${orderId}`)]),
    );
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/companies/me/approvals',
      headers: { cookie: approver.cookie },
    });
    expect(queue.json()).toEqual([
      expect.objectContaining({ orderId, paymentMethod: 'po', poNumber: 'PO-88' }),
    ]);

    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/companies/me/approvals/${orderId}/approve`,
      headers: { cookie: approver.cookie },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await orderOf(orderId)).toMatchObject({ status: 'pending', paymentMethod: 'po' });
    expect(await invoiceOf(orderId)).toMatchObject({ amount: '800.00' });
    expect(await mailSubjects(t)).toEqual(
      expect.arrayContaining([expect.stringContaining(`Your order #${orderId} was approved`)]),
    );
  });

  it('by card is refused with the ways that can, and nothing changes', async () => {
    const { buyer } = await companyOnTerms();
    const { quoteId, token, orderId } = await quotedFor(buyer.cookie);
    const accepted = await accept(token, buyer.cookie, { method: 'card' });
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().message).toBe(
      "Above the $500.00 order limit: accept this quote with a purchase order or on your company account, and your company's approvers decide it",
    );
    expect(await quoteOf(quoteId)).toMatchObject({ status: 'quoted' });
    expect((await orderOf(orderId)).paymentMethod).toBe('quote');
  });
});
