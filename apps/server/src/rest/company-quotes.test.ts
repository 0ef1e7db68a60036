import { orders, quotes } from '@buildright/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inDays, priceAndSend, quoteShop, revision } from '../quotes/helpers.ts';
import { companyAdmin, joinedMember } from '../testing/companies.ts';
import { registerCustomer } from '../testing/fixtures.ts';
import { placeOrder } from '../testing/orders.ts';
import { buyer as checkout } from '../testing/payments.ts';
import type { TestApp } from '../testing/test-app.ts';

let t: TestApp, staff: string, bucketId: number;
beforeAll(async () => {
  ({ t, admin: staff, bucketId } = await quoteShop());
});
afterAll(() => t.close());

const get = (url: string, cookie: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } });

/** A company with an admin, an approver and a buyer. */
async function company() {
  const admin = await companyAdmin(t, `Quoting Co ${Date.now()}`);
  const approver = await joinedMember(t, admin.cookie, 'approver');
  const buyer = await joinedMember(t, admin.cookie, 'buyer');
  return { admin, approver, buyer, companyId: admin.companyId };
}

/** Request Quote at checkout (POST /api/orders) for two buckets, as `customerName`: its quote. */
async function requestQuote(cookie: string, customerName: string) {
  const placed = await placeOrder(
    t,
    { ...checkout, customerName, items: [{ productId: bucketId, quantity: 2 }] },
    cookie,
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const [quote] = await t.db.select().from(quotes).where(eq(quotes.orderId, placed.json().id));
  return quote!;
}

const numbers = (response: { json(): { quotes: { number: string }[] } }) =>
  response.json().quotes.map((quote) => quote.number);

describe("a company's quotes", () => {
  it("are listed newest first, every member's, for its admins and approvers; not its buyers", async () => {
    const { admin, approver, buyer } = await company();
    const asked = await requestQuote(buyer.cookie, 'Casey Buyer');
    const quoted = await requestQuote(approver.cookie, 'Alex Approver');
    await priceAndSend(
      t,
      staff,
      quoted.id,
      revision([{ productId: bucketId, quantity: 2, unitPrice: '400.00' }], {
        validUntil: inDays(10),
      }),
    );
    const outsider = await registerCustomer(t);
    await requestQuote(outsider.cookie, 'Not A Member');

    for (const cookie of [admin.cookie, approver.cookie]) {
      const listed = await get('/api/companies/me/quotes', cookie);
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json()).toMatchObject({ total: 2, totalIsEstimate: false, pageSize: 25 });
      expect(listed.json().quotes).toEqual([
        {
          id: quoted.id,
          number: `Q-${String(quoted.id).padStart(6, '0')}`,
          askedBy: 'Alex Approver',
          askedAt: quoted.createdAt.toISOString(),
          status: 'quoted',
          total: '800.00',
          validUntil: inDays(10),
        },
        {
          id: asked.id,
          number: `Q-${String(asked.id).padStart(6, '0')}`,
          askedBy: 'Casey Buyer',
          askedAt: asked.createdAt.toISOString(),
          status: 'requested',
          total: null,
          validUntil: null,
        },
      ]);
      expect(JSON.stringify(listed.json())).not.toContain(asked.token);
    }

    const refused = await get('/api/companies/me/quotes', buyer.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      "Only a company admin or approver can see the company's quotes; you are a buyer",
    );
    expect((await get('/api/companies/me/quotes', outsider.cookie)).statusCode).toBe(404);
  });

  it('are listed for staff, 404 for a company there is not', async () => {
    const { buyer, companyId } = await company();
    const asked = await requestQuote(buyer.cookie, 'Casey Buyer');
    const listed = await get(`/api/admin/companies/${companyId}/quotes?page=1`, staff);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({ total: 1, totalIsEstimate: false });
    expect(numbers(listed)).toEqual([`Q-${String(asked.id).padStart(6, '0')}`]);
    expect((await get('/api/admin/companies/99999999/quotes', staff)).statusCode).toBe(404);
  });

  it('come 25 a page, the newest first; orders that are not quote requests are not among them', async () => {
    const { admin, companyId } = await company();
    const [firstOrder] = await t.db
      .insert(orders)
      .values(
        Array.from({ length: 31 }, (_, i) => ({
          customerName: `Member ${i}`,
          customerEmail: `member${i}@example.com`,
          customerAddress: 'Site 4',
          total: '10.00',
          companyId,
          paymentMethod: i % 6 === 5 ? ('account' as const) : ('quote' as const),
          createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
        })),
      )
      .returning({ id: orders.id });
    const quoteOrders = Array.from({ length: 31 }, (_, i) => i).filter((i) => i % 6 !== 5);
    await t.db.insert(quotes).values(
      quoteOrders.map((i) => ({
        orderId: firstOrder!.id + i,
        token: `page-${i}`,
        requestedLines: [],
      })),
    );

    const first = await get('/api/companies/me/quotes', admin.cookie);
    const askedBy = (response: typeof first) =>
      response.json().quotes.map((quote: { askedBy: string }) => quote.askedBy);
    expect(first.json()).toMatchObject({ total: 26, pageSize: 25 });
    const newestFirst = quoteOrders.toReversed().map((i) => `Member ${i}`);
    expect(askedBy(first)).toEqual(newestFirst.slice(0, 25));
    const second = await get('/api/companies/me/quotes?page=2', admin.cookie);
    expect(second.json()).toMatchObject({ total: 26 });
    expect(askedBy(second)).toEqual(['Member 0']);
  });
});
