import { products, savedLists } from '@buildright/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyAdmin, joinedMember } from '../testing/companies.ts';
import { addCategory, addProduct, registerCustomer } from '../testing/fixtures.ts';
import { placeOrder } from '../testing/orders.ts';
import { buyer } from '../testing/payments.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { trpcMutation } from '../testing/trpc.ts';

let t: TestApp;
let categoryId: number;
let casey: string;
let stranger: string;

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await addCategory(t.db)).id;
  casey = (await registerCustomer(t)).cookie;
  stranger = (await registerCustomer(t)).cookie;
});
afterAll(() => t?.close());

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie = casey,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const newProduct = (values: { stock?: number; price?: string; salePrice?: string | null } = {}) =>
  addProduct(t.db, { categoryId, ...values });

async function newList(payload: unknown, cookie = casey) {
  const response = await call('POST', '/api/lists', cookie, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('saved lists', () => {
  it('are made with lines, priced and stocked as the catalogue is today', async () => {
    const drill = await newProduct({ price: '250.00', salePrice: '199.50', stock: 7 });
    const pins = await newProduct({ price: '12.00', stock: 300 });
    const list = await newList({
      name: '  Site 14 consumables ',
      lines: [
        { productId: drill.id, quantity: 2 },
        { productId: pins.id, quantity: 40 },
      ],
    });
    expect(list).toMatchObject({ name: 'Site 14 consumables', lineCount: 2 });
    expect(list.lines).toEqual([
      expect.objectContaining({
        quantity: 2,
        product: expect.objectContaining({
          id: drill.id,
          price: '250.00',
          salePrice: '199.50',
          unitPrice: '199.50',
          stock: 7,
          shown: true,
        }),
      }),
      expect.objectContaining({ quantity: 40, product: expect.objectContaining({ id: pins.id }) }),
    ]);

    const read = await call('GET', `/api/lists/${list.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().lines.map((line: { quantity: number }) => line.quantity)).toEqual([2, 40]);
  });

  it('are listed for their owner, the one changed last first', async () => {
    const { cookie } = await registerCustomer(t);
    const first = await newList({ name: 'Fencing' }, cookie);
    const second = await newList({ name: 'Drainage' }, cookie);
    await call('PUT', `/api/lists/${first.id}`, cookie, { name: 'Fencing, north lot' });
    const listed = await call('GET', '/api/lists', cookie);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((list: { id: number; name: string }) => [list.id, list.name])).toEqual(
      [
        [first.id, 'Fencing, north lot'],
        [second.id, 'Drainage'],
      ],
    );
  });

  it('are renamed, and their lines replaced whole by PUT', async () => {
    const [a, b, c] = [await newProduct(), await newProduct(), await newProduct()];
    const list = await newList({
      name: 'Weekly',
      lines: [
        { productId: a.id, quantity: 1 },
        { productId: b.id, quantity: 2 },
      ],
    });
    const changed = await call('PUT', `/api/lists/${list.id}`, casey, {
      lines: [
        { productId: b.id, quantity: 5 },
        { productId: c.id, quantity: 1 },
      ],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Weekly', lineCount: 2 });
    expect(
      changed
        .json()
        .lines.map((line: { product: { id: number }; quantity: number }) => [
          line.product.id,
          line.quantity,
        ]),
    ).toEqual([
      [b.id, 5],
      [c.id, 1],
    ]);
  });

  it('keep a product the shop stopped selling, shown as such, but take no new one', async () => {
    const kept = await newProduct();
    const list = await newList({ name: 'Old stock', lines: [{ productId: kept.id, quantity: 3 }] });
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, kept.id));
    const read = (await call('GET', `/api/lists/${list.id}`)).json();
    expect(read.lines[0].product.shown).toBe(false);

    const keptAgain = await call('PUT', `/api/lists/${list.id}`, casey, {
      lines: [{ productId: kept.id, quantity: 4 }],
    });
    expect(keptAgain.statusCode).toBe(200);

    const other = await newList({ name: 'Fresh' });
    const refused = await call('PUT', `/api/lists/${other.id}`, casey, {
      lines: [{ productId: kept.id, quantity: 1 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(`Product ${kept.id} is not sold in the shop`);
  });

  it('are deleted', async () => {
    const list = await newList({ name: 'Short lived' });
    const deleted = await call('DELETE', `/api/lists/${list.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: list.id });
    expect((await call('GET', `/api/lists/${list.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/lists/${list.id}`)).statusCode).toBe(404);
  });
});

describe("a saved list is its owner's alone", () => {
  it('asks for a session on every path', async () => {
    const list = await newList({ name: 'Mine' });
    const paths: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
      ['GET', '/api/lists'],
      ['POST', '/api/lists', { name: 'X' }],
      ['GET', `/api/lists/${list.id}`],
      ['PUT', `/api/lists/${list.id}`, { name: 'X' }],
      ['DELETE', `/api/lists/${list.id}`],
      ['POST', `/api/lists/${list.id}/add-to-cart`, {}],
    ];
    for (const [method, url, payload] of paths) {
      const response = await call(method, url, '', payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('is not found by another customer, and they change nothing', async () => {
    const product = await newProduct();
    const list = await newList({
      name: 'Private',
      lines: [{ productId: product.id, quantity: 1 }],
    });
    const attempts: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
      ['GET', `/api/lists/${list.id}`],
      ['PUT', `/api/lists/${list.id}`, { name: 'Taken' }],
      ['DELETE', `/api/lists/${list.id}`],
      ['POST', `/api/lists/${list.id}/add-to-cart`, {}],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await call(method, url, stranger, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toBe(`No list with id ${list.id}`);
    }
    expect((await call('GET', '/api/lists', stranger)).json()).toEqual([]);
    expect((await call('GET', `/api/lists/${list.id}`)).json()).toMatchObject({ name: 'Private' });
  });
});

describe('bad input to a saved list', () => {
  it('is a 400 naming the field, and makes no list', async () => {
    const product = await newProduct();
    const { cookie } = await registerCustomer(t);
    const line = { productId: product.id, quantity: 1 };
    const cases: [unknown, string][] = [
      [{}, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 7 }, 'name'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ name: 'L', lines: 'all' }, 'lines'],
      [{ name: 'L', lines: [{ productId: true, quantity: 1 }] }, 'lines.0.productId'],
      [{ name: 'L', lines: [{ productId: product.id, quantity: 0 }] }, 'lines.0.quantity'],
      [{ name: 'L', lines: [{ productId: product.id, quantity: 1000 }] }, 'lines.0.quantity'],
      [{ name: 'L', lines: [{ productId: product.id, quantity: 1.5 }] }, 'lines.0.quantity'],
      [{ name: 'L', lines: [{ ...line, note: 'rush' }] }, 'lines.0'],
      [{ name: 'L', lines: [line, line] }, 'lines'],
      [{ name: 'L', shared: 'true' }, 'shared'],
      [{ name: 'L', shared: 1 }, 'shared'],
    ];
    for (const [payload, field] of cases) {
      const response = await call('POST', '/api/lists', cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().errors ?? {}), JSON.stringify(payload)).toContain(field);
    }
    const unknown = await call('POST', '/api/lists', cookie, {
      name: 'L',
      lines: [{ productId: 2_000_000_000, quantity: 1 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Product 2000000000 is not sold in the shop');
    expect((await call('GET', '/api/lists', cookie)).json()).toEqual([]);
  });

  it('a change that says nothing, or a bad id, is refused', async () => {
    const list = await newList({ name: 'Unchanged' });
    const empty = await call('PUT', `/api/lists/${list.id}`, casey, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(
      'Send a new name, new lines, whether it is shared, or any of them',
    );
    expect((await call('GET', '/api/lists/abc')).statusCode).toBe(400);
    expect((await call('GET', '/api/lists/99999999999')).statusCode).toBe(404);
  });

  it('past fifty lists, a new one is refused with the reason', async () => {
    const { cookie, user } = await registerCustomer(t);
    await t.db
      .insert(savedLists)
      .values(Array.from({ length: 50 }, (_, i) => ({ customerId: user.id, name: `List ${i}` })));
    const response = await call('POST', '/api/lists', cookie, { name: 'One too many' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('You can keep up to 50 lists; delete one to make another');
  });
});

describe('adding to a saved list', () => {
  it('tops up a product the list holds and adds a new one after it', async () => {
    const [a, b] = [await newProduct(), await newProduct()];
    const list = await newList({ name: 'Top up', lines: [{ productId: a.id, quantity: 2 }] });
    const added = await trpcMutation<{ lines: { product: { id: number }; quantity: number }[] }>(
      t,
      'lists.add',
      {
        id: list.id,
        lines: [
          { productId: a.id, quantity: 3 },
          { productId: b.id, quantity: 1 },
        ],
      },
      casey,
    );
    expect(added.status).toBe(200);
    expect(added.data.lines.map((line) => [line.product.id, line.quantity])).toEqual([
      [a.id, 5],
      [b.id, 1],
    ]);
  });

  it('refuses a line past 999 of a product, and changes nothing', async () => {
    const product = await newProduct();
    const list = await newList({ name: 'Bulk', lines: [{ productId: product.id, quantity: 990 }] });
    const refused = await trpcMutation(
      t,
      'lists.add',
      { id: list.id, lines: [{ productId: product.id, quantity: 10 }] },
      casey,
    );
    expect(refused.status).toBe(409);
    expect(refused.error.message).toContain('A list holds at most 999 of a product');
    expect((await call('GET', `/api/lists/${list.id}`)).json().lines[0].quantity).toBe(990);
  });

  it("is another customer's list: not found", async () => {
    const product = await newProduct();
    const list = await newList({ name: 'Guarded' });
    const refused = await trpcMutation(
      t,
      'lists.add',
      { id: list.id, lines: [{ productId: product.id, quantity: 1 }] },
      stranger,
    );
    expect(refused.status).toBe(404);
  });
});

describe('a saved list to the cart', () => {
  it('answers the lines the stock covers and refuses, never cuts, the rest', async () => {
    const plenty = await newProduct({ stock: 50 });
    const short = await newProduct({ stock: 4 });
    const gone = await newProduct({ stock: 0 });
    const hidden = await newProduct({ stock: 9 });
    const list = await newList({
      name: 'Monday order',
      lines: [
        { productId: plenty.id, quantity: 10 },
        { productId: short.id, quantity: 5 },
        { productId: gone.id, quantity: 1 },
        { productId: hidden.id, quantity: 1 },
      ],
    });
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, hidden.id));

    const response = await call('POST', `/api/lists/${list.id}/add-to-cart`, casey, {});
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(
      answer.lines.map((line: { product: { id: number }; quantity: number }) => [
        line.product.id,
        line.quantity,
      ]),
    ).toEqual([[plenty.id, 10]]);
    expect(
      answer.refused.map(({ product, quantity, problem, message, available }: never) => ({
        id: (product as { id: number }).id,
        quantity,
        problem,
        message,
        available,
      })),
    ).toEqual([
      {
        id: short.id,
        quantity: 5,
        problem: 'not-enough-stock',
        message: 'Only 4 left',
        available: 4,
      },
      { id: gone.id, quantity: 1, problem: 'out-of-stock', message: 'Out of stock', available: 0 },
      { id: hidden.id, quantity: 1, problem: 'inactive', message: 'No longer sold', available: 0 },
    ]);
  });

  it('takes only the products named, all of them on the list', async () => {
    const [a, b] = [await newProduct(), await newProduct()];
    const list = await newList({
      name: 'Pick',
      lines: [
        { productId: a.id, quantity: 1 },
        { productId: b.id, quantity: 2 },
      ],
    });
    const some = await call('POST', `/api/lists/${list.id}/add-to-cart`, casey, {
      productIds: [b.id],
    });
    expect(some.json().lines.map((line: { product: { id: number } }) => line.product.id)).toEqual([
      b.id,
    ]);
    const stranger = await call('POST', `/api/lists/${list.id}/add-to-cart`, casey, {
      productIds: [b.id, 2_000_000_000],
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe('Product 2000000000 is not on the list Pick');
    const badIds = await call('POST', `/api/lists/${list.id}/add-to-cart`, casey, {
      productIds: [true],
    });
    expect(badIds.statusCode).toBe(400);
  });
});

describe('a saved list from an order', () => {
  it("takes the order's products the shop still sells, once each", async () => {
    const [kept, dropped] = [await newProduct(), await newProduct()];
    const placed = await placeOrder(
      t,
      {
        ...buyer,
        items: [
          { productId: kept.id, quantity: 3 },
          { productId: dropped.id, quantity: 1 },
        ],
      },
      casey,
    );
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().id;
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, dropped.id));

    const saved = await trpcMutation<{
      list: { name: string; lines: { product: { id: number }; quantity: number }[] };
      leftOut: number;
    }>(t, 'lists.createFromOrder', { orderId, name: `Order #${orderId}` }, casey);
    expect(saved.status).toBe(200);
    expect(saved.data.leftOut).toBe(1);
    expect(saved.data.list.name).toBe(`Order #${orderId}`);
    expect(saved.data.list.lines.map((line) => [line.product.id, line.quantity])).toEqual([
      [kept.id, 3],
    ]);

    const notTheirs = await trpcMutation(
      t,
      'lists.createFromOrder',
      { orderId, name: 'Mine now' },
      stranger,
    );
    expect(notTheirs.status).toBe(404);
  });
});

describe('a list shared with a company', () => {
  it('is read and ordered from by every member, changed only by its maker', async () => {
    const admin = await companyAdmin(t, 'Shared Lists Paving');
    const buyer = await joinedMember(t, admin.cookie, 'buyer');
    const gloves = await newProduct({ price: '9.00', stock: 50 });
    const made = await newList(
      { name: 'Crew consumables', lines: [{ productId: gloves.id, quantity: 10 }], shared: true },
      admin.cookie,
    );
    expect(made).toMatchObject({ shared: true, mine: true });
    const own = await newList({ name: 'My own picks' }, buyer.cookie);

    const seen = (await call('GET', '/api/lists', buyer.cookie)).json();
    expect(seen.map((list: { id: number }) => list.id)).toEqual([own.id, made.id]);
    expect(seen[1]).toMatchObject({ shared: true, mine: false, madeBy: expect.any(String) });
    expect((await call('GET', `/api/lists/${made.id}`, buyer.cookie)).json()).toMatchObject({
      name: 'Crew consumables',
      mine: false,
      lineCount: 1,
    });
    const toCart = await call('POST', `/api/lists/${made.id}/add-to-cart`, buyer.cookie, {});
    expect(toCart.statusCode).toBe(200);
    expect(toCart.json().lines).toHaveLength(1);

    const changes: ['PUT' | 'DELETE', string, unknown?][] = [
      ['PUT', `/api/lists/${made.id}`, { name: 'Taken over' }],
      ['DELETE', `/api/lists/${made.id}`],
    ];
    for (const [method, url, payload] of changes) {
      const refused = await call(method, url, buyer.cookie, payload);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().message).toBe(
        'Only the colleague who made a shared list can change it',
      );
    }
    const topUp = await trpcMutation(
      t,
      'lists.add',
      { id: made.id, lines: [{ productId: gloves.id, quantity: 1 }] },
      buyer.cookie,
    );
    expect(topUp.status).toBe(403);
    expect((await call('GET', `/api/lists/${made.id}`, admin.cookie)).json()).toMatchObject({
      name: 'Crew consumables',
      lines: [expect.objectContaining({ quantity: 10 })],
    });

    // Outside the company it is as private as any list; taken back, the members lose it.
    expect((await call('GET', `/api/lists/${made.id}`, stranger)).statusCode).toBe(404);
    const unshared = await call('PUT', `/api/lists/${made.id}`, admin.cookie, { shared: false });
    expect(unshared.json()).toMatchObject({ shared: false, name: 'Crew consumables' });
    expect((await call('GET', `/api/lists/${made.id}`, buyer.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/lists', buyer.cookie)).json()).toHaveLength(1);
  });

  it('is shared only by a member of a company, and only with their own', async () => {
    const loner = await newList({ name: 'Loner' });
    const refused = await call('PUT', `/api/lists/${loner.id}`, casey, { shared: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Join or set up a company to share a list with it');
    const created = await call('POST', '/api/lists', casey, { name: 'Shared?', shared: true });
    expect(created.statusCode).toBe(409);

    const one = await companyAdmin(t, 'First Shared Co');
    const other = await companyAdmin(t, 'Second Shared Co');
    const list = await newList({ name: 'First only', shared: true }, one.cookie);
    expect((await call('GET', `/api/lists/${list.id}`, other.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/lists', other.cookie)).json()).toEqual([]);
  });
});
