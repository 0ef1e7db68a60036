import { products, savedLists } from '@buildright/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyAdmin, joinedMember } from '../testing/companies.ts';
import {
  addCategory,
  addProduct,
  buyer,
  newCustomer,
  refusalOf,
  type Customer,
} from '../testing/fixtures.ts';
import { createTestShop, type TestShop } from '../testing/test-shop.ts';

let shop: TestShop;
let categoryId: number;
let casey: Customer;
let stranger: Customer;

beforeAll(async () => {
  shop = await createTestShop();
  categoryId = (await addCategory(shop.db)).id;
  casey = await newCustomer(shop);
  stranger = await newCustomer(shop);
});
afterAll(() => shop?.close());

const newProduct = (values: { stock?: number; price?: string; salePrice?: string | null } = {}) =>
  addProduct(shop.db, { categoryId, ...values });

type NewList = Parameters<Customer['api']['lists']['create']>[0];
const newList = (input: NewList, who = casey) => who.api.lists.create(input);

const productsAndQuantities = (lines: { product: { id: number }; quantity: number }[]) =>
  lines.map((line) => [line.product.id, line.quantity]);

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

    const read = await casey.api.lists.byId({ id: list.id });
    expect(read.lines.map((line) => line.quantity)).toEqual([2, 40]);
  });

  it('are listed for their owner, the one changed last first', async () => {
    const owner = await newCustomer(shop);
    const first = await newList({ name: 'Fencing' }, owner);
    const second = await newList({ name: 'Drainage' }, owner);
    await owner.api.lists.change({ id: first.id, change: { name: 'Fencing, north lot' } });
    const listed = await owner.api.lists.list();
    expect(listed.map((list) => [list.id, list.name])).toEqual([
      [first.id, 'Fencing, north lot'],
      [second.id, 'Drainage'],
    ]);
  });

  it('are renamed, and their lines replaced whole', async () => {
    const [a, b, c] = [await newProduct(), await newProduct(), await newProduct()];
    const list = await newList({
      name: 'Weekly',
      lines: [
        { productId: a.id, quantity: 1 },
        { productId: b.id, quantity: 2 },
      ],
    });
    const changed = await casey.api.lists.change({
      id: list.id,
      change: {
        lines: [
          { productId: b.id, quantity: 5 },
          { productId: c.id, quantity: 1 },
        ],
      },
    });
    expect(changed).toMatchObject({ name: 'Weekly', lineCount: 2 });
    expect(productsAndQuantities(changed.lines)).toEqual([
      [b.id, 5],
      [c.id, 1],
    ]);
  });

  it('keep a product the shop stopped selling, shown as such, but take no new one', async () => {
    const kept = await newProduct();
    const list = await newList({ name: 'Old stock', lines: [{ productId: kept.id, quantity: 3 }] });
    await shop.db.update(products).set({ isActive: false }).where(eq(products.id, kept.id));
    const read = await casey.api.lists.byId({ id: list.id });
    expect(read.lines[0]!.product.shown).toBe(false);

    await casey.api.lists.change({
      id: list.id,
      change: { lines: [{ productId: kept.id, quantity: 4 }] },
    });

    const other = await newList({ name: 'Fresh' });
    const refused = await refusalOf(
      casey.api.lists.change({
        id: other.id,
        change: { lines: [{ productId: kept.id, quantity: 1 }] },
      }),
    );
    expect(refused).toMatchObject({
      code: 'BAD_REQUEST',
      message: `Product ${kept.id} is not sold in the shop`,
    });
  });

  it('are deleted', async () => {
    const list = await newList({ name: 'Short lived' });
    expect(await casey.api.lists.delete({ id: list.id })).toEqual({ id: list.id });
    expect((await refusalOf(casey.api.lists.byId({ id: list.id }))).code).toBe('NOT_FOUND');
    expect((await refusalOf(casey.api.lists.delete({ id: list.id }))).code).toBe('NOT_FOUND');
  });
});

describe("a saved list is its owner's alone", () => {
  it('asks for a session on every procedure', async () => {
    const list = await newList({ name: 'Mine' });
    const guest = shop.as().lists;
    const calls: [string, () => Promise<unknown>][] = [
      ['list', () => guest.list()],
      ['create', () => guest.create({ name: 'X' })],
      ['byId', () => guest.byId({ id: list.id })],
      ['change', () => guest.change({ id: list.id, change: { name: 'X' } })],
      ['delete', () => guest.delete({ id: list.id })],
      ['toCart', () => guest.toCart({ id: list.id })],
      ['add', () => guest.add({ id: list.id, lines: [{ productId: 1, quantity: 1 }] })],
      ['createFromOrder', () => guest.createFromOrder({ orderId: 1, name: 'X' })],
    ];
    for (const [name, call] of calls) {
      expect((await refusalOf(call())).code, name).toBe('UNAUTHORIZED');
    }
  });

  it('is not found by another customer, and they change nothing', async () => {
    const product = await newProduct();
    const list = await newList({
      name: 'Private',
      lines: [{ productId: product.id, quantity: 1 }],
    });
    const theirs = stranger.api.lists;
    const attempts: [string, () => Promise<unknown>][] = [
      ['byId', () => theirs.byId({ id: list.id })],
      ['change', () => theirs.change({ id: list.id, change: { name: 'Taken' } })],
      ['delete', () => theirs.delete({ id: list.id })],
      ['toCart', () => theirs.toCart({ id: list.id })],
    ];
    for (const [name, call] of attempts) {
      expect(await refusalOf(call()), name).toMatchObject({
        code: 'NOT_FOUND',
        message: `No list with id ${list.id}`,
      });
    }
    expect(await theirs.list()).toEqual([]);
    expect(await casey.api.lists.byId({ id: list.id })).toMatchObject({ name: 'Private' });
  });
});

describe('bad input to a saved list', () => {
  it('is refused naming the field, and makes no list', async () => {
    const product = await newProduct();
    const maker = await newCustomer(shop);
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
    for (const [input, field] of cases) {
      const refused = await refusalOf(maker.api.lists.create(input as NewList));
      expect(refused.code, JSON.stringify(input)).toBe('BAD_REQUEST');
      expect(Object.keys(refused.fields), JSON.stringify(input)).toContain(field);
    }
    const unknown = await refusalOf(
      maker.api.lists.create({ name: 'L', lines: [{ productId: 2_000_000_000, quantity: 1 }] }),
    );
    expect(unknown).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Product 2000000000 is not sold in the shop',
    });
    expect(await maker.api.lists.list()).toEqual([]);
  });

  it('a change that says nothing, or a bad id, is refused', async () => {
    const list = await newList({ name: 'Unchanged' });
    const empty = await refusalOf(casey.api.lists.change({ id: list.id, change: {} }));
    expect(empty.code).toBe('BAD_REQUEST');
    expect(empty.message).toContain(
      'Send a new name, new lines, whether it is shared, or any of them',
    );
    // Over REST an id beyond any record is a 404 (rest/bad-input.test.ts checks every route).
    for (const id of ['abc', 99_999_999_999]) {
      const refused = await refusalOf(casey.api.lists.byId({ id: id as number }));
      expect(refused.code, String(id)).toBe('BAD_REQUEST');
      expect(Object.keys(refused.fields), String(id)).toEqual(['id']);
    }
  });

  it('past fifty lists, a new one is refused with the reason', async () => {
    const hoarder = await newCustomer(shop);
    await shop.db
      .insert(savedLists)
      .values(
        Array.from({ length: 50 }, (_, i) => ({ customerId: hoarder.id, name: `List ${i}` })),
      );
    expect(await refusalOf(hoarder.api.lists.create({ name: 'One too many' }))).toMatchObject({
      code: 'CONFLICT',
      message: 'You can keep up to 50 lists; delete one to make another',
    });
  });
});

describe('adding to a saved list', () => {
  it('tops up a product the list holds and adds a new one after it', async () => {
    const [a, b] = [await newProduct(), await newProduct()];
    const list = await newList({ name: 'Top up', lines: [{ productId: a.id, quantity: 2 }] });
    const added = await casey.api.lists.add({
      id: list.id,
      lines: [
        { productId: a.id, quantity: 3 },
        { productId: b.id, quantity: 1 },
      ],
    });
    expect(productsAndQuantities(added.lines)).toEqual([
      [a.id, 5],
      [b.id, 1],
    ]);
  });

  it('refuses a line past 999 of a product, and changes nothing', async () => {
    const product = await newProduct();
    const list = await newList({ name: 'Bulk', lines: [{ productId: product.id, quantity: 990 }] });
    const refused = await refusalOf(
      casey.api.lists.add({ id: list.id, lines: [{ productId: product.id, quantity: 10 }] }),
    );
    expect(refused.code).toBe('CONFLICT');
    expect(refused.message).toContain('A list holds at most 999 of a product');
    expect((await casey.api.lists.byId({ id: list.id })).lines[0]!.quantity).toBe(990);
  });

  it("is another customer's list: not found", async () => {
    const product = await newProduct();
    const list = await newList({ name: 'Guarded' });
    const refused = await refusalOf(
      stranger.api.lists.add({ id: list.id, lines: [{ productId: product.id, quantity: 1 }] }),
    );
    expect(refused.code).toBe('NOT_FOUND');
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
    await shop.db.update(products).set({ isActive: false }).where(eq(products.id, hidden.id));

    const answer = await casey.api.lists.toCart({ id: list.id });
    expect(productsAndQuantities(answer.lines)).toEqual([[plenty.id, 10]]);
    expect(
      answer.refused.map(({ product, quantity, problem, message, available }) => ({
        id: product.id,
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
    const some = await casey.api.lists.toCart({ id: list.id, productIds: [b.id] });
    expect(some.lines.map((line) => line.product.id)).toEqual([b.id]);
    const notOnIt = await refusalOf(
      casey.api.lists.toCart({ id: list.id, productIds: [b.id, 2_000_000_000] }),
    );
    expect(notOnIt).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Product 2000000000 is not on the list Pick',
    });
    const badIds = await refusalOf(
      casey.api.lists.toCart({ id: list.id, productIds: [true as unknown as number] }),
    );
    expect(badIds.code).toBe('BAD_REQUEST');
  });
});

describe('a saved list from an order', () => {
  it("takes the order's products the shop still sells, once each", async () => {
    const [kept, dropped] = [await newProduct(), await newProduct()];
    const placed = await casey.api.checkout.requestQuote({
      ...buyer,
      items: [
        { productId: kept.id, quantity: 3 },
        { productId: dropped.id, quantity: 1 },
      ],
    });
    const orderId = placed.id;
    await shop.db.update(products).set({ isActive: false }).where(eq(products.id, dropped.id));

    const saved = await casey.api.lists.createFromOrder({ orderId, name: `Order #${orderId}` });
    expect(saved.leftOut).toBe(1);
    expect(saved.list.name).toBe(`Order #${orderId}`);
    expect(productsAndQuantities(saved.list.lines)).toEqual([[kept.id, 3]]);

    const notTheirs = await refusalOf(
      stranger.api.lists.createFromOrder({ orderId, name: 'Mine now' }),
    );
    expect(notTheirs.code).toBe('NOT_FOUND');
  });
});

describe('a list shared with a company', () => {
  it('is read and ordered from by every member, changed only by its maker', async () => {
    const admin = await companyAdmin(shop, 'Shared Lists Paving');
    const member = await joinedMember(shop, admin, 'buyer');
    const gloves = await newProduct({ price: '9.00', stock: 50 });
    const made = await newList(
      { name: 'Crew consumables', lines: [{ productId: gloves.id, quantity: 10 }], shared: true },
      admin,
    );
    expect(made).toMatchObject({ shared: true, mine: true });
    const own = await newList({ name: 'My own picks' }, member);

    const seen = await member.api.lists.list();
    expect(seen.map((list) => list.id)).toEqual([own.id, made.id]);
    expect(seen[1]).toMatchObject({ shared: true, mine: false, madeBy: expect.any(String) });
    expect(await member.api.lists.byId({ id: made.id })).toMatchObject({
      name: 'Crew consumables',
      mine: false,
      lineCount: 1,
    });
    expect((await member.api.lists.toCart({ id: made.id })).lines).toHaveLength(1);

    const changes: [string, () => Promise<unknown>][] = [
      ['change', () => member.api.lists.change({ id: made.id, change: { name: 'Taken over' } })],
      ['delete', () => member.api.lists.delete({ id: made.id })],
    ];
    for (const [name, call] of changes) {
      expect(await refusalOf(call()), name).toMatchObject({
        code: 'FORBIDDEN',
        message: 'Only the colleague who made a shared list can change it',
      });
    }
    const topUp = await refusalOf(
      member.api.lists.add({ id: made.id, lines: [{ productId: gloves.id, quantity: 1 }] }),
    );
    expect(topUp.code).toBe('FORBIDDEN');
    expect(await admin.api.lists.byId({ id: made.id })).toMatchObject({
      name: 'Crew consumables',
      lines: [expect.objectContaining({ quantity: 10 })],
    });

    // Outside the company it is as private as any list; taken back, the members lose it.
    expect((await refusalOf(stranger.api.lists.byId({ id: made.id }))).code).toBe('NOT_FOUND');
    const unshared = await admin.api.lists.change({ id: made.id, change: { shared: false } });
    expect(unshared).toMatchObject({ shared: false, name: 'Crew consumables' });
    expect((await refusalOf(member.api.lists.byId({ id: made.id }))).code).toBe('NOT_FOUND');
    expect(await member.api.lists.list()).toHaveLength(1);
  });

  it('is shared only by a member of a company, and only with their own', async () => {
    const loner = await newList({ name: 'Loner' });
    expect(
      await refusalOf(casey.api.lists.change({ id: loner.id, change: { shared: true } })),
    ).toMatchObject({
      code: 'CONFLICT',
      message: 'Join or set up a company to share a list with it',
    });
    expect((await refusalOf(newList({ name: 'Shared?', shared: true }))).code).toBe('CONFLICT');

    const one = await companyAdmin(shop, 'First Shared Co');
    const other = await companyAdmin(shop, 'Second Shared Co');
    const list = await newList({ name: 'First only', shared: true }, one);
    expect((await refusalOf(other.api.lists.byId({ id: list.id }))).code).toBe('NOT_FOUND');
    expect(await other.api.lists.list()).toEqual([]);
  });
});
