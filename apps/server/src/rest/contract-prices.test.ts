import {
  auditEntries,
  categories,
  invoices,
  memberPrices,
  orderItems,
  products,
  quotes,
} from '@buildright/db';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyAdmin, joinedMember } from '../testing/companies.ts';
import { exportProducts, importProductsCsv } from '../testing/csv.ts';
import { addCategory, addProduct, signInStaff } from '../testing/fixtures.ts';
import { placeOrder } from '../testing/orders.ts';
import { buyer as checkout } from '../testing/payments.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { trpcMutation, trpcQuery } from '../testing/trpc.ts';

let t: TestApp;
let manager: string;

beforeAll(async () => {
  t = await createTestApp();
  manager = (await signInStaff(t, 'manager')).cookie;
});
afterAll(() => t?.close());

function call(method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

const skuOf = async (id: number) =>
  (await t.db.select({ sku: products.sku }).from(products).where(eq(products.id, id)))[0]!.sku;

/**
 * A company with a buyer, and two categories: Buckets 10% off for the company, with a $1,000
 * bucket; Pins with a $20 pin at a fixed $15 and a $50 hammer at its list price.
 */
async function contractShop() {
  const admin = await companyAdmin(t, `Contract Co ${Date.now()}`);
  const buyer = await joinedMember(t, admin.cookie, 'buyer');
  const buckets = await addCategory(t.db);
  const pinsCategory = await addCategory(t.db);
  const bucket = await addProduct(t.db, { categoryId: buckets.id, price: '1000.00', stock: 50 });
  const pin = await addProduct(t.db, { categoryId: pinsCategory.id, price: '20.00', stock: 500 });
  const hammer = await addProduct(t.db, { categoryId: pinsCategory.id, price: '50.00' });
  const list = {
    categories: [{ categoryId: buckets.id, percentOff: '10' }],
    products: [{ sku: (await skuOf(pin.id)).toLowerCase(), price: '15.00' }],
  };
  const set = await call(
    'PUT',
    `/api/admin/companies/${admin.companyId}/price-list`,
    manager,
    list,
  );
  expect(set.statusCode, set.body).toBe(200);
  return {
    admin,
    buyer,
    buckets,
    pinsCategory,
    bucket,
    pin,
    hammer,
    companyId: admin.companyId,
  };
}

/** A product as the product form sends it back. */
async function editable(id: number, cookie: string) {
  const { name, description, price, salePrice, stock, categoryId, images, isActive } = (
    await call('GET', `/api/products/${id}`, cookie)
  ).json();
  return { name, description, price, salePrice, stock, categoryId, images, isActive };
}

const order = (items: { productId: number; quantity: number }[], cookie?: string) =>
  placeOrder(t, { ...checkout, items }, cookie);

describe("a company's price list", () => {
  it('is set whole and read back, and the change is in the activity log', async () => {
    const { companyId, buckets, pin } = await contractShop();
    const read = await call('GET', `/api/admin/companies/${companyId}/price-list`, manager);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      companyId,
      categories: [{ categoryId: buckets.id, name: buckets.name, percentOff: '10.00' }],
      products: [
        {
          productId: pin.id,
          sku: await skuOf(pin.id),
          name: pin.name,
          listPrice: '20.00',
          price: '15.00',
        },
      ],
    });
    const [entry] = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, 'company'), eq(auditEntries.entityId, companyId)))
      .orderBy(desc(auditEntries.id))
      .limit(1);
    expect(entry).toMatchObject({ action: 'company.price_list_changed' });
    expect(entry!.changes).toEqual(
      expect.arrayContaining([
        { field: `${buckets.name} (% off)`, from: null, to: '10.00' },
        { field: await skuOf(pin.id), from: null, to: '15.00' },
      ]),
    );

    const emptied = await call('PUT', `/api/admin/companies/${companyId}/price-list`, manager, {
      categories: [],
      products: [],
    });
    expect(emptied.json()).toMatchObject({ categories: [], products: [] });
  });

  it.each([
    [
      { categories: [{ categoryId: 1, percentOff: '100.01' }], products: [] },
      'categories.0.percentOff',
    ],
    // A typo must not give a category away: 100 and 150 are refused, never clamped.
    [
      { categories: [{ categoryId: 1, percentOff: '100' }], products: [] },
      'categories.0.percentOff',
    ],
    [{ categories: [{ categoryId: 1, percentOff: 150 }], products: [] }, 'categories.0.percentOff'],
    [{ categories: [{ categoryId: 1, percentOff: 0 }], products: [] }, 'categories.0.percentOff'],
    [
      { categories: [{ categoryId: 1, percentOff: '-5' }], products: [] },
      'categories.0.percentOff',
    ],
    [
      { categories: [{ categoryId: 1, percentOff: '12.345' }], products: [] },
      'categories.0.percentOff',
    ],
    [{ categories: [], products: [{ sku: 'BR-001001', price: '-1.00' }] }, 'products.0.price'],
    [{ categories: [], products: [{ sku: 'BR-001001', price: '0.00' }] }, 'products.0.price'],
    [
      {
        categories: [],
        products: [
          { sku: 'BR-001001', price: '1.00' },
          { sku: 'br-001001', price: '2.00' },
        ],
      },
      'products.1.sku',
    ],
    [{ categories: [], products: [{ sku: 'NO-SUCH-SKU', price: '1.00' }] }, 'products.0.sku'],
    [
      { categories: [{ categoryId: 999_999, percentOff: '5' }], products: [] },
      'categories.0.categoryId',
    ],
  ])('refuses %j naming %s, storing nothing', async (payload, field) => {
    const { companyId } = await contractShop();
    const url = `/api/admin/companies/${companyId}/price-list`;
    const before = (await call('GET', url, manager)).json();
    const refused = await call('PUT', url, manager, payload);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(Object.keys(refused.json().errors)).toContain(field);
    expect((await call('GET', url, manager)).json()).toEqual(before);
  });

  it('is for owners and managers: sales staff get a 403, a missing company a 404', async () => {
    const sales = (await signInStaff(t, 'sales')).cookie;
    const { companyId } = await contractShop();
    const url = `/api/admin/companies/${companyId}/price-list`;
    expect((await call('GET', url, sales)).statusCode).toBe(403);
    expect((await call('PUT', url, sales, { categories: [], products: [] })).statusCode).toBe(403);
    const missing = '/api/admin/companies/999999/price-list';
    expect((await call('GET', missing, manager)).statusCode).toBe(404);
  });
});

describe('orders priced by the server for the buyer', () => {
  it("charge a member their company's contract prices, and a guest list prices", async () => {
    const { buyer, bucket, pin, hammer } = await contractShop();
    const items = [
      { productId: bucket.id, quantity: 2 },
      { productId: pin.id, quantity: 3 },
      { productId: hammer.id, quantity: 1 },
    ];
    const member = await order(items, buyer.cookie);
    expect(member.statusCode, member.body).toBe(201);
    // 2 x 900 (10% off) + 3 x 15 (fixed) + 50 (no contract price).
    expect(member.json().total).toBe('1895.00');
    const lines = await t.db
      .select({ productId: orderItems.productId, unitPrice: orderItems.unitPrice })
      .from(orderItems)
      .where(eq(orderItems.orderId, member.json().id));
    expect(new Map(lines.map((line) => [line.productId, line.unitPrice]))).toEqual(
      new Map([
        [bucket.id, '900.00'],
        [pin.id, '15.00'],
        [hammer.id, '50.00'],
      ]),
    );

    const guest = await order(items);
    expect(guest.json().total).toBe('2110.00');
  });

  it('apply volume tiers at the line quantity, for everyone, the lowest price winning', async () => {
    const { buyer, bucket, pin } = await contractShop();
    const sku = await skuOf(pin.id);
    const tiers = [
      { minQuantity: 10, price: '18.00' },
      { minQuantity: 100, price: '12.00' },
    ];
    const admin = (await signInStaff(t, 'manager')).cookie;
    const updated = await call('PUT', `/api/products/${pin.id}`, admin, {
      ...(await editable(pin.id, admin)),
      tiers,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(sku).toBeTruthy();

    // A guest: list below 10, the tier from 10 and from 100.
    expect((await order([{ productId: pin.id, quantity: 9 }])).json().total).toBe('180.00');
    expect((await order([{ productId: pin.id, quantity: 10 }])).json().total).toBe('180.00');
    expect((await order([{ productId: pin.id, quantity: 100 }])).json().total).toBe('1200.00');
    // The member's fixed $15 beats the $18 tier; the $12 tier beats the fixed price.
    const member = (quantity: number) =>
      order([{ productId: pin.id, quantity }], buyer.cookie).then((r) => r.json().total);
    expect(await member(10)).toBe('150.00');
    expect(await member(100)).toBe('1200.00');
    // Two lines of one product are one line: the tier follows the quantity together.
    const split = await order(
      [
        { productId: pin.id, quantity: 60 },
        { productId: pin.id, quantity: 40 },
        { productId: bucket.id, quantity: 1 },
      ],
      buyer.cookie,
    );
    expect(split.json().total).toBe('2100.00');
  });

  it('on account: the invoice carries the contract prices', async () => {
    const { buyer, bucket, companyId } = await contractShop();
    const terms = {
      paymentTerms: 'net30',
      creditLimit: '10000.00',
      creditHold: false,
      graceDays: 5,
    };
    expect(
      (await call('PUT', `/api/admin/companies/${companyId}`, manager, terms)).statusCode,
    ).toBe(200);
    const placed = await placeOrder(
      t,
      { ...checkout, items: [{ productId: bucket.id, quantity: 1 }], paymentMethod: 'account' },
      buyer.cookie,
    );
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().total).toBe('900.00');
    const [invoice] = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, placed.json().id));
    expect(invoice).toMatchObject({ amount: '900.00' });
    expect(JSON.stringify(invoice!.document)).toContain('900.00');
  });
});

describe('volume tiers on a product', () => {
  it('are shown with the product, checked, and kept when an update leaves them out', async () => {
    const admin = (await signInStaff(t, 'manager')).cookie;
    const category = await addCategory(t.db);
    const drill = await addProduct(t.db, { categoryId: category.id, price: '100.00' });
    const url = `/api/products/${drill.id}`;
    expect((await call('GET', url, admin)).json().tiers).toEqual([]);
    const product = await editable(drill.id, admin);
    const put = (tiers: unknown, values: object = {}) =>
      call('PUT', url, admin, { ...product, ...values, ...(tiers ? { tiers } : {}) });

    const bad = [
      [[{ minQuantity: 1, price: '90.00' }], 'tiers.0.minQuantity'],
      [
        [
          { minQuantity: 10, price: '90.00' },
          { minQuantity: 10, price: '80.00' },
        ],
        'tiers.1.minQuantity',
      ],
      [
        [
          { minQuantity: 10, price: '90.00' },
          { minQuantity: 20, price: '95.00' },
        ],
        'tiers.1.price',
      ],
      [[{ minQuantity: 10, price: '100.00' }], 'tiers.0.price'],
      [[{ minQuantity: 10, price: '-1' }], 'tiers.0.price'],
      [
        Array.from({ length: 11 }, (_, i) => ({ minQuantity: i + 2, price: `${90 - i}.00` })),
        'tiers',
      ],
    ] as const;
    for (const [tiers, field] of bad) {
      const refused = await put(tiers);
      expect(refused.statusCode, JSON.stringify(tiers)).toBe(400);
      expect(Object.keys(refused.json().errors)).toContain(`values.${field}`);
    }

    const tiers = [
      { minQuantity: 5, price: '95.00' },
      { minQuantity: 25, price: '85.50' },
    ];
    expect((await put(tiers)).json().tiers).toEqual(tiers);
    // Left out, the tiers stay; the public product page shows them.
    expect((await put(undefined, { name: 'Drill, renamed' })).statusCode).toBe(200);
    expect((await call('GET', url)).json().tiers).toEqual(tiers);
    // A price at or below a kept tier is refused rather than leaving the tier unreachable.
    const cheaper = await put(undefined, { price: '85.00' });
    expect(cheaper.statusCode).toBe(400);
    expect(Object.keys(cheaper.json().errors)).toContain('price');

    const [entry] = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, 'product'), eq(auditEntries.entityId, drill.id)))
      .orderBy(desc(auditEntries.id))
      .limit(2);
    expect(entry!.changes).not.toContainEqual(expect.objectContaining({ field: 'tiers' }));
    const logged = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, 'product'), eq(auditEntries.entityId, drill.id)));
    expect(logged.flatMap((e) => e.changes)).toContainEqual({
      field: 'tiers',
      from: [],
      to: tiers,
    });
  });
});

describe('the shop shows each buyer their price', () => {
  it("overlays a member's contract prices on a page's products; a guest gets none", async () => {
    const { buyer, bucket, pin, hammer } = await contractShop();
    const ids = [bucket.id, pin.id, hammer.id];
    const mine = await trpcQuery(t, 'catalog.myPrices', { ids }, buyer.cookie);
    expect(mine.status).toBe(200);
    expect(mine.data).toEqual([
      expect.objectContaining({ productId: bucket.id, price: '900.00' }),
      expect.objectContaining({ productId: pin.id, price: '15.00' }),
    ]);
    expect((await trpcQuery(t, 'catalog.myPrices', { ids })).data).toEqual([]);

    // The same over REST.
    const rest = await call('GET', `/api/products/prices?ids=${ids.join(',')}`, buyer.cookie);
    expect(rest.json()).toEqual(mine.data);
    expect((await call('GET', `/api/products/prices?ids=${ids.join(',')}`)).json()).toEqual([]);
    expect((await call('GET', '/api/products/prices?ids=1,x', buyer.cookie)).statusCode).toBe(400);
  });

  it("answers no price for a product the shop hides, so a member can't walk hidden ids", async () => {
    const { buyer, bucket, pin, buckets } = await contractShop();
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, pin.id));
    const ids = `${bucket.id},${pin.id}`;
    const shown = await call('GET', `/api/products/prices?ids=${ids}`, buyer.cookie);
    expect(shown.json()).toEqual([expect.objectContaining({ productId: bucket.id })]);
    // A hidden category hides its products' prices too.
    await t.db.update(categories).set({ isActive: false }).where(eq(categories.id, buckets.id));
    expect((await call('GET', `/api/products/prices?ids=${ids}`, buyer.cookie)).json()).toEqual([]);
    await t.db.update(categories).set({ isActive: true }).where(eq(categories.id, buckets.id));
  });

  it('prices the cart for the caller at each line quantity', async () => {
    const { buyer, bucket, hammer } = await contractShop();
    const items = [
      { productId: bucket.id, quantity: 2 },
      { productId: hammer.id, quantity: 1 },
    ];
    const member = await trpcQuery(t, 'orders.priceCart', { items }, buyer.cookie);
    expect(member.data).toEqual({
      lines: [
        { productId: bucket.id, quantity: 2, unitPrice: '900.00', lineTotal: '1800.00' },
        { productId: hammer.id, quantity: 1, unitPrice: '50.00', lineTotal: '50.00' },
      ],
      total: '1850.00',
      approval: null,
    });
    expect((await trpcQuery(t, 'orders.priceCart', { items })).data).toMatchObject({
      total: '2050.00',
    });
    const rest = await call('POST', '/api/cart/prices', buyer.cookie, { items });
    expect(rest.json()).toEqual(member.data);

    // Quick order prices its lines for the buyer too.
    const text = `${await skuOf(bucket.id)} 2\n${await skuOf(hammer.id)} 1`;
    const quick = await trpcMutation<{ lines: { product: { unitPrice: string } }[] }>(
      t,
      'quickOrder.resolve',
      { text },
      buyer.cookie,
    );
    expect(quick.data.lines.map((line) => line.product.unitPrice)).toEqual(['900.00', '50.00']);
    const guestQuick = await trpcMutation<{ lines: { product: { unitPrice: string } }[] }>(
      t,
      'quickOrder.resolve',
      { text },
    );
    expect(guestQuick.data.lines.map((line) => line.product.unitPrice)).toEqual([
      '1000.00',
      '50.00',
    ]);

    // A saved list shows its reader's price for each line's quantity.
    const saved = await trpcMutation<{ id: number }>(
      t,
      'lists.create',
      { name: 'Weekly', lines: items },
      buyer.cookie,
    );
    const list = await trpcQuery<{ lines: { product: { unitPrice: string } }[] }>(
      t,
      'lists.byId',
      { id: saved.data.id },
      buyer.cookie,
    );
    expect(list.data.lines.map((line) => line.product.unitPrice)).toEqual(['900.00', '50.00']);
  });

  it("sorts and filters a member's catalogue by their prices, and caches none of it for guests", async () => {
    const { buyer, buckets, bucket } = await contractShop();
    // Buckets are 10% off for the member: $1,000 is $900, $950 is $855, $920 (on sale at $880)
    // is $828; guests and the member order them alike.
    const other = await addProduct(t.db, { categoryId: buckets.id, price: '950.00' });
    const onSale = await addProduct(t.db, {
      categoryId: buckets.id,
      price: '920.00',
      salePrice: '880.00',
    });
    const query = `category=${buckets.id}&sort=price_desc`;
    const names = (response: { json: () => { id: number }[] }) =>
      response.json().map((product) => product.id);
    const guestOrder = [bucket.id, other.id, onSale.id];
    expect(names(await call('GET', `/api/products?${query}`))).toEqual(guestOrder);
    expect(names(await call('GET', `/api/products?${query}`, buyer.cookie))).toEqual(guestOrder);

    // A fixed price on the $950 bucket puts it first for the member alone.
    const { companyId } = await companyOf(buyer.cookie);
    const list = await call('GET', `/api/admin/companies/${companyId}/price-list`, manager);
    await call('PUT', `/api/admin/companies/${companyId}/price-list`, manager, {
      categories: list
        .json()
        .categories.map(({ categoryId, percentOff }: Record<string, unknown>) => ({
          categoryId,
          percentOff,
        })),
      products: [{ sku: await skuOf(other.id), price: '949.00' }],
    });
    expect(names(await call('GET', `/api/products?${query}`, buyer.cookie))).toEqual([
      other.id,
      bucket.id,
      onSale.id,
    ]);
    expect(names(await call('GET', `/api/products?${query}`))).toEqual(guestOrder);
    // The price filter: up to $900 admits the bucket and the sale bucket for the member only.
    const filtered = `category=${buckets.id}&maxPrice=900&sort=price_asc`;
    expect(names(await call('GET', `/api/products?${filtered}`, buyer.cookie))).toEqual([
      onSale.id,
      bucket.id,
    ]);
    expect(names(await call('GET', `/api/products?${filtered}`))).toEqual([onSale.id]);
    const page = await trpcQuery<{ facets: { price: unknown } }>(
      t,
      'catalog.list',
      { categoryId: buckets.id, sort: 'price_asc' },
      buyer.cookie,
    );
    expect(page.data.facets.price).toEqual({ min: '828.00', max: '949.00' });
  });

  it('keeps list prices in the product answer, tiers public, for guests and crawlers', async () => {
    const { buyer, bucket } = await contractShop();
    const asMember = (await call('GET', `/api/products/${bucket.id}`, buyer.cookie)).json();
    const asGuest = (await call('GET', `/api/products/${bucket.id}`)).json();
    expect(asMember).toEqual(asGuest);
    expect(asGuest).toMatchObject({ price: '1000.00', salePrice: null, tiers: [] });
    const page = await call('GET', `/products/${bucket.id}`);
    expect(page.body).not.toContain('900.00');
  });
});

async function companyOf(cookie: string) {
  const mine = await call('GET', '/api/companies/me', cookie);
  return { companyId: mine.json().company.id as number };
}

describe("a company's price list as CSV", () => {
  const csvPut = (companyId: number, body: string, cookie = manager) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/companies/${companyId}/price-list.csv`,
      headers: { cookie, 'content-type': 'text/csv' },
      payload: body,
    });

  it('exports RFC 4180 rows, formula-like cells quoted, and imports the file back as it was', async () => {
    const { companyId, buckets, pin } = await contractShop();
    await t.db
      .update(products)
      .set({ name: '=HYPERLINK("http://evil.example","Pin, steel")' })
      .where(eq(products.id, pin.id));
    const exported = await call('GET', `/api/admin/companies/${companyId}/price-list.csv`, manager);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="price-list-/);
    const sku = await skuOf(pin.id);
    expect(exported.body).toBe(
      '\uFEFFkind,category,sku,name,list_price,percent_off,price\r\n' +
        `category,${buckets.name},,,,10.00,\r\n` +
        `product,,${sku},"'=HYPERLINK(""http://evil.example"",""Pin, steel"")",20.00,,15.00\r\n`,
    );

    const before = (
      await call('GET', `/api/admin/companies/${companyId}/price-list`, manager)
    ).json();
    const reimported = await csvPut(companyId, exported.body);
    expect(reimported.statusCode, reimported.body).toBe(200);
    expect(reimported.json()).toEqual(before);

    const changed = await csvPut(
      companyId,
      `kind,category,sku,percent_off,price\r\ncategory,${buckets.name.toUpperCase()},,7.5,\r\nproduct,,${sku},,14.50\r\n`,
    );
    expect(changed.json()).toMatchObject({
      categories: [{ categoryId: buckets.id, percentOff: '7.50' }],
      products: [{ productId: pin.id, price: '14.50' }],
    });
  });

  it('refuses a file with any bad line, naming each, and changes nothing', async () => {
    const { companyId, buckets, pin } = await contractShop();
    const url = `/api/admin/companies/${companyId}/price-list`;
    const before = (await call('GET', url, manager)).json();
    const refused = await csvPut(
      companyId,
      [
        'kind,category,sku,percent_off,price',
        `category,${buckets.name},,150,`,
        'category,No Such Category,,5,',
        `product,,${await skuOf(pin.id)},,-3`,
        'product,,NO-SUCH-SKU,,3.00',
        'discount,,,,',
      ].join('\r\n'),
    );
    expect(refused.statusCode).toBe(400);
    const messages: string[] = refused.json().errors.csv;
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Line 2: Percent off/),
        'Line 3: there is no category "No Such Category"',
        expect.stringMatching(/^Line 4: Price must be/),
        'Line 6: kind must be category or product',
      ]),
    );
    expect((await call('GET', url, manager)).json()).toEqual(before);
    const unknown = await csvPut(
      companyId,
      'kind,category,sku,percent_off,price\r\nproduct,,NO-SUCH-SKU,,3.00\r\n',
    );
    expect(unknown.json().errors.csv).toEqual(['Line 2: There is no product NO-SUCH-SKU']);
    const sales = (await signInStaff(t, 'sales')).cookie;
    expect(
      (await csvPut(companyId, 'kind,category,sku,percent_off,price\r\n', sales)).statusCode,
    ).toBe(403);
  });
});

describe("the staff quote editor's default prices", () => {
  it("are the quote buyer's prices: their company's list, tiers at the quantity", async () => {
    const { buyer, bucket, pin, hammer } = await contractShop();
    const requested = await order([{ productId: hammer.id, quantity: 1 }], buyer.cookie);
    expect(requested.statusCode, requested.body).toBe(201);
    const [quote] = await t.db
      .select({ id: quotes.id })
      .from(quotes)
      .where(eq(quotes.orderId, requested.json().id));
    const lines = [
      { productId: bucket.id, quantity: 1 },
      { productId: pin.id, quantity: 1 },
      { productId: hammer.id, quantity: 1 },
    ];
    const priced = await trpcQuery(
      t,
      'quotes.staff.buyerPrices',
      { id: quote!.id, lines },
      manager,
    );
    expect(priced.data).toEqual([
      { productId: bucket.id, quantity: 1, unitPrice: '900.00' },
      { productId: pin.id, quantity: 1, unitPrice: '15.00' },
      { productId: hammer.id, quantity: 1, unitPrice: '50.00' },
    ]);
    // A guest's quote request: list prices.
    const guest = await order([{ productId: hammer.id, quantity: 1 }]);
    const [guestQuote] = await t.db
      .select({ id: quotes.id })
      .from(quotes)
      .where(eq(quotes.orderId, guest.json().id));
    const listed = await trpcQuery(
      t,
      'quotes.staff.buyerPrices',
      { id: guestQuote!.id, lines },
      manager,
    );
    expect(listed.data).toMatchObject([{ unitPrice: '1000.00' }, { unitPrice: '20.00' }, {}]);
  });
});

describe('what members pay, as the catalogue sorts and filters by it (member_prices)', () => {
  const memberPriceOf = async (companyId: number, productId: number) =>
    (
      await t.db
        .select({ price: memberPrices.price })
        .from(memberPrices)
        .where(and(eq(memberPrices.companyId, companyId), eq(memberPrices.productId, productId)))
    )[0]?.price ?? null;

  it('rounds a percentage half-up to the cent exactly as the shared rule does', async () => {
    const { buyer, companyId } = await contractShop();
    const category = await addCategory(t.db);
    const dime = await addProduct(t.db, { categoryId: category.id, price: '0.10' });
    const tool = await addProduct(t.db, { categoryId: category.id, price: '19.99' });
    const list = (
      await call('GET', `/api/admin/companies/${companyId}/price-list`, manager)
    ).json();
    await call('PUT', `/api/admin/companies/${companyId}/price-list`, manager, {
      categories: [{ categoryId: category.id, percentOff: '25' }],
      products: list.products.map(({ sku, price }: { sku: string; price: string }) => ({
        sku,
        price,
      })),
    });
    // 0.10 less 25% is 0.075: 0.08; 19.99 less 25% is 14.9925: 14.99.
    const shown = await trpcQuery(t, 'catalog.myPrices', { ids: [dime.id, tool.id] }, buyer.cookie);
    expect(shown.data).toMatchObject([{ price: '0.08' }, { price: '14.99' }]);
    const exactly = (price: string) =>
      call(
        'GET',
        `/api/products?category=${category.id}&minPrice=${price}&maxPrice=${price}&sort=price_asc`,
        buyer.cookie,
      ).then((response) => response.json().map((product: { id: number }) => product.id));
    expect(await exactly('0.08')).toEqual([dime.id]);
    expect(await exactly('14.99')).toEqual([tool.id]);
  });

  it("follows a product's price, sale price and category as staff change them", async () => {
    const { companyId, bucket, pinsCategory, buyer } = await contractShop();
    expect(await memberPriceOf(companyId, bucket.id)).toBe('900.00');
    const put = (values: object) => call('PUT', `/api/products/${bucket.id}`, manager, values);
    const before = await editable(bucket.id, manager);
    expect((await put({ ...before, price: '2000.00' })).statusCode).toBe(200);
    expect(await memberPriceOf(companyId, bucket.id)).toBe('1800.00');
    // A sale below the member's discount is what they pay.
    expect((await put({ ...before, price: '2000.00', salePrice: '1500.00' })).statusCode).toBe(200);
    expect(await memberPriceOf(companyId, bucket.id)).toBe('1500.00');
    // Moved out of the discounted category, the bucket costs the member what it costs guests.
    const moved = { ...before, price: '2000.00', salePrice: null, categoryId: pinsCategory.id };
    expect((await put(moved)).statusCode).toBe(200);
    expect(await memberPriceOf(companyId, bucket.id)).toBeNull();
    const sorted = await call(
      'GET',
      `/api/products?category=${pinsCategory.id}&sort=price_desc`,
      buyer.cookie,
    );
    expect(sorted.json()[0]).toMatchObject({ id: bucket.id, price: '2000.00' });
  });

  it('follows a product import, and is written for a new product of a discounted category', async () => {
    const { companyId, buckets, bucket } = await contractShop();
    const created = await addProduct(t.db, { categoryId: buckets.id, price: '50.00' });
    expect(await memberPriceOf(companyId, created.id)).toBe('45.00');
    const [header, ...rows] = (await exportProducts(t, manager)).body.split('\r\n');
    const sku = await skuOf(bucket.id);
    const row = rows.find((line) => line.startsWith(`${sku},`))!;
    const dearer = [header, row.replace(',1000.00,', ',1100.00,')].join('\r\n');
    const imported = await importProductsCsv(t, dearer, { dryRun: false, cookie: manager });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(await memberPriceOf(companyId, bucket.id)).toBe('990.00');
  });
});
