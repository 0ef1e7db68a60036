import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceAndSend, requestQuote, revision } from '../quotes/helpers.ts';
import { companyAdmin, joinedMember } from '../testing/companies.ts';
import {
  addCategory,
  addProduct,
  registerCustomer,
  signInAdmin,
  signInStaff,
} from '../testing/fixtures.ts';
import { buyer as checkout } from '../testing/payments.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * The REST contract of routes whose rules are tested through the procedures (packages/api):
 * the status, and the JSON each answers as documented (its response schema leaves out what the
 * procedure answers besides). Bad input to every route is rest/bad-input.test.ts's.
 */

let t: TestApp;
let categoryId: number;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await addCategory(t.db)).id;
  admin = await signInAdmin(t);
});
afterAll(() => t?.close());

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
}

const keysOf = (value: object) => Object.keys(value).sort();
const isoMoment = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;
const pricedProductKeys = [
  'category',
  'id',
  'imageUrl',
  'images',
  'name',
  'price',
  'salePrice',
  'sku',
  'stock',
];

describe('saved lists', () => {
  it('answer each route with its status and documented JSON', async () => {
    const { cookie } = await registerCustomer(t);
    const product = await addProduct(t.db, { categoryId, price: '10.00', stock: 3 });
    const created = await call('POST', '/api/lists', cookie, {
      name: 'Site 9',
      lines: [{ productId: product.id, quantity: 5 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const list = created.json();
    const summaryKeys = ['id', 'lineCount', 'madeBy', 'mine', 'name', 'shared', 'updatedAt'];
    expect(keysOf(list)).toEqual([...summaryKeys, 'createdAt', 'lines'].sort());
    expect(list.createdAt).toMatch(isoMoment);
    expect(keysOf(list.lines[0])).toEqual(['product', 'quantity']);
    expect(keysOf(list.lines[0].product)).toEqual(
      [...pricedProductKeys, 'shown', 'unitPrice'].sort(),
    );

    const listed = await call('GET', '/api/lists', cookie);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map(keysOf)).toEqual([summaryKeys]);

    // PUT's body is the change; add-to-cart answers over POST what its query procedure does.
    const renamed = await call('PUT', `/api/lists/${list.id}`, cookie, { name: 'Site 10' });
    expect(renamed.json()).toMatchObject({ name: 'Site 10', lineCount: 1 });
    const toCart = await call('POST', `/api/lists/${list.id}/add-to-cart`, cookie, {});
    expect(toCart.statusCode).toBe(200);
    expect(toCart.json()).toEqual({
      lines: [],
      refused: [
        {
          product: expect.objectContaining({ id: product.id }),
          quantity: 5,
          problem: 'not-enough-stock',
          message: 'Only 3 left',
          available: 3,
        },
      ],
    });

    const deleted = await call('DELETE', `/api/lists/${list.id}`, cookie);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: list.id });
    const gone = await call('GET', `/api/lists/${list.id}`, cookie);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: `No list with id ${list.id}` });
  });
});

describe('resolving a quick order', () => {
  it('is documented, answers bad input in the error shape and a body not JSON with a 4xx', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operation = document.paths['/api/quick-order/resolve'].post;
    expect(operation.operationId).toBe('postQuickOrderResolve');
    expect(operation.requestBody.content['application/json'].schema.required).toEqual(['text']);
    expect(Object.keys(operation.responses)).toContain('200');

    const resolve = (payload: string | object, headers = {}) =>
      t.app.inject({ method: 'POST', url: '/api/quick-order/resolve', payload, headers });
    const missing = await resolve({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      message: 'Text is required',
      errors: { text: ['Text is required'] },
    });
    const notJson = await resolve('BR-1 1', { 'content-type': 'text/plain' });
    expect(notJson.statusCode).toBeGreaterThanOrEqual(400);
    expect(notJson.statusCode).toBeLessThan(500);
    expect(notJson.json().message).toEqual(expect.any(String));
  });
});

describe('a quote', () => {
  it("is priced with errors named in the revision, and answered by its buyer's link", async () => {
    const product = await addProduct(t.db, { categoryId, stock: 40 });
    const { quoteId, token } = await requestQuote(t, [{ productId: product.id, quantity: 1 }]);
    const draft = (unitPrice: string, productId = product.id) =>
      call(
        'PUT',
        `/api/admin/quotes/${quoteId}`,
        admin,
        revision([{ productId, quantity: 1, unitPrice }]),
      );
    // The body is the revision: a field is named in it, by its checks and by the draft's.
    const negative = await draft('-5');
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toEqual({
      message: 'Unit price must be an amount of at least 0.00',
      errors: { 'lines.0.unitPrice': ['Unit price must be an amount of at least 0.00'] },
    });
    const unknown = await draft('5.00', 999_999);
    expect(unknown.json()).toEqual({
      message: 'There is no product 999999',
      errors: { 'lines.0.productId': ['There is no product 999999'] },
    });
    await priceAndSend(
      t,
      admin,
      quoteId,
      revision([{ productId: product.id, quantity: 1, unitPrice: '5.00' }]),
    );

    const staffMessage = await call('POST', `/api/admin/quotes/${quoteId}/messages`, admin, {
      message: 'Delivery on Friday.',
    });
    expect(staffMessage.statusCode).toBe(201);
    const buyerMessage = await call('POST', `/api/quotes/${token}/messages`, undefined, {
      message: 'Thanks.',
    });
    expect(buyerMessage.statusCode).toBe(201);
    expect(buyerMessage.json().messages).toHaveLength(2);
    const blank = await call('POST', `/api/quotes/${token}/messages`, undefined, { message: ' ' });
    expect(blank.json()).toEqual({
      message: 'Message is required',
      errors: { message: ['Message is required'] },
    });
    const noPo = await call('POST', `/api/quotes/${token}/accept`, undefined, { method: 'po' });
    expect(noPo.statusCode).toBe(400);
    expect(noPo.json().errors).toEqual({ poNumber: ['PO number is required'] });
    // No reason given: the route hands the procedure none.
    const declined = await call('POST', `/api/quotes/${token}/decline`, undefined, {});
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'declined' });
  });
});

describe('buying for a company', () => {
  it('places orders by payment method, pays approved ones and draws the PDFs', async () => {
    const manager = (await signInStaff(t, 'manager')).cookie;
    const admin = await companyAdmin(t, 'Answer Shapes Paving');
    const terms = {
      paymentTerms: 'net30',
      creditLimit: '5000.00',
      creditHold: false,
      graceDays: 5,
    };
    const set = await call('PUT', `/api/admin/companies/${admin.companyId}`, manager, terms);
    expect(set.statusCode, set.body).toBe(200);
    const approver = await joinedMember(t, admin.cookie, 'approver');
    const buyer = await joinedMember(t, admin.cookie, 'buyer', { orderLimit: '500.00' });
    const product = await addProduct(t.db, { categoryId, price: '100.00', stock: 50 });
    const order = (cookie: string | undefined, paymentMethod: string, quantity: number) =>
      call('POST', '/api/orders', cookie, {
        ...checkout,
        items: [{ productId: product.id, quantity }],
        paymentMethod,
      });

    // POST /api/orders: 'card' past the buyer's limits waits for approval; items as JSON text.
    const sent = await order(buyer.cookie, 'card', 6);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ status: 'awaiting_approval', paymentMethod: 'card' });
    expect(JSON.parse(sent.json().items)).toEqual([
      { product: expect.objectContaining({ id: product.id }), quantity: 6 },
    ]);
    const cash = await order(buyer.cookie, 'cash', 1);
    expect(cash.statusCode).toBe(400);
    expect(Object.keys(cash.json().errors)).toContain('paymentMethod');
    expect((await order(undefined, 'account', 1)).statusCode).toBe(401);

    const orderId = sent.json().id;
    const approved = await call(
      'POST',
      `/api/companies/me/approvals/${orderId}/approve`,
      approver.cookie,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const payment = await call('POST', `/api/orders/my/${orderId}/payment`, buyer.cookie);
    expect(payment.statusCode, payment.body).toBe(200);
    expect(payment.json()).toEqual({
      clientSecret: expect.any(String),
      orderId,
      amount: '600.00',
      amountCents: 60000,
      currency: 'usd',
      provider: 'test',
      publishableKey: null,
    });

    const onAccount = await order(admin.cookie, 'account', 2);
    expect(onAccount.statusCode, onAccount.body).toBe(201);
    const invoice = await call(
      'GET',
      `/api/orders/${onAccount.json().id}/invoice.pdf`,
      approver.cookie,
    );
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    const statement = await call('GET', '/api/companies/me/statement.pdf', admin.cookie);
    expect(statement.statusCode).toBe(200);
    expect(statement.headers['content-type']).toBe('application/pdf');
    expect(statement.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('GET', '/api/companies/me/statement.pdf', buyer.cookie)).statusCode).toBe(
      403,
    );
  });
});
