import { orders, products } from '@buildright/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addProduct, registerCustomer, signInAdmin } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let admin: string;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
  categoryId = (await addCategory(t.db, { name: 'Attachments' })).id;
});
afterAll(() => t.close());

const buyer = {
  customerName: 'Jordan Miller',
  customerEmail: 'jordan@miller-build.com',
  customerPhone: '+1 503 555 0100',
  customerAddress: '12 Quarry Road\nPortland, OR 97201',
};

/** The documented client's payload: the cart as a JSON string, its own total and status. */
function documentedOrder(lines: { product: { id: number; price: string }; quantity: number }[]) {
  return {
    ...buyer,
    userId: 424242,
    total: '0.01',
    status: 'delivered',
    items: JSON.stringify(
      lines.map((l) => ({
        product: { ...l.product, name: 'x', category: 'y' },
        quantity: l.quantity,
      })),
    ),
  };
}

const place = (payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/orders', payload, headers: cookie ? { cookie } : {} });

const stockOf = async (id: number) =>
  (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!
    .stock;

describe('placing an order', () => {
  it('prices the order from the database, ignoring the client total, status and user', async () => {
    const bucket = await addProduct(t.db, {
      categoryId,
      name: 'Bucket',
      price: '1000.00',
      salePrice: '899.99',
      stock: 5,
    });
    const pins = await addProduct(t.db, { categoryId, name: 'Pins', price: '19.99', stock: 50 });

    const response = await place(
      documentedOrder([
        { product: { id: bucket.id, price: '0.01' }, quantity: 2 },
        { product: { id: pins.id, price: '0.01' }, quantity: 3 },
      ]),
    );
    expect(response.statusCode).toBe(201);
    const order = response.json();
    expect(order).toMatchObject({
      ...buyer,
      total: '1859.95',
      status: 'pending',
      userId: null,
      paymentMethod: 'quote',
      paymentStatus: 'unpaid',
      trackingNumber: null,
      estimatedDelivery: null,
    });
    expect(JSON.parse(order.items)).toEqual([
      {
        product: {
          id: bucket.id,
          name: 'Bucket',
          category: 'Attachments',
          price: '899.99',
          imageUrl: '/demo-images/bucket-1.svg',
        },
        quantity: 2,
      },
      {
        product: {
          id: pins.id,
          name: 'Pins',
          category: 'Attachments',
          price: '19.99',
          imageUrl: '/demo-images/bucket-1.svg',
        },
        quantity: 3,
      },
    ]);
    expect(await stockOf(bucket.id)).toBe(3);
    expect(await stockOf(pins.id)).toBe(47);
  });

  it('keeps the price paid even when the product changes later', async () => {
    const saw = await addProduct(t.db, { categoryId, name: 'Saw', price: '250.00' });
    const { id } = (await place({ ...buyer, items: [{ productId: saw.id, quantity: 1 }] })).json();
    await t.db
      .update(products)
      .set({ price: '300.00', name: 'Saw Mk II' })
      .where(eq(products.id, saw.id));
    const listed = (
      await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: admin } })
    ).json();
    const order = listed.find((o: { id: number }) => o.id === id);
    expect(order.total).toBe('250.00');
    expect(JSON.parse(order.items)[0].product).toMatchObject({ name: 'Saw', price: '250.00' });
  });

  it('e-mails the customer and the shop', async () => {
    const gloves = await addProduct(t.db, { categoryId, name: 'Gloves', price: '12.00' });
    await t.deliverMail();
    t.outbox.length = 0;
    const { id } = (
      await place({ ...buyer, items: [{ productId: gloves.id, quantity: 2 }] })
    ).json();
    await t.deliverMail();
    expect(t.outbox.map((m) => m.to).sort()).toEqual(
      [buyer.customerEmail, 'shop@buildright.test'].sort(),
    );
    const toCustomer = t.outbox.find((m) => m.to === buyer.customerEmail)!;
    expect(toCustomer.subject).toBe(`We received your order #${id}`);
    expect(toCustomer.text).toMatch(/Gloves +2 +\$12.00 +\$24.00/);
    expect(toCustomer.html).toContain('Gloves');
    expect(toCustomer.text).toMatch(/Total +\$24.00/);
  });

  it('answers invalid orders with the spec messages and changes nothing', async () => {
    const drill = await addProduct(t.db, { categoryId, stock: 4 });
    const items = [{ productId: drill.id, quantity: 1 }];
    const cases: [object, string][] = [
      [{ ...buyer, customerName: '', items }, 'Full name is required'],
      [{ ...buyer, customerEmail: 'nope', items }, 'Valid email is required'],
      [{ ...buyer, customerPhone: ' ', items }, 'Phone number is required'],
      [{ ...buyer, customerAddress: undefined, items }, 'Address is required'],
      [{ ...buyer, items: [] }, 'Your cart is empty'],
      [{ ...buyer, items: 'not json' }, 'Your cart is empty'],
      [
        { ...buyer, items: [{ productId: drill.id, quantity: 0 }] },
        'Quantity must be a whole number from 1 to 999',
      ],
      [
        { ...buyer, items: [{ productId: drill.id, quantity: 1.5 }] },
        'Quantity must be a whole number from 1 to 999',
      ],
    ];
    const before = await t.db.$count(orders);
    for (const [payload, message] of cases) {
      const response = await place(payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await t.db.$count(orders)).toBe(before);
    expect(await stockOf(drill.id)).toBe(4);
  });

  it('refuses more than is in stock, and unavailable products, with 409 and no change', async () => {
    const a = await addProduct(t.db, { categoryId, name: 'Thumb', stock: 5 });
    const b = await addProduct(t.db, { categoryId, name: 'Ripper', stock: 1 });
    const hidden = await addProduct(t.db, { categoryId, name: 'Retired', isActive: false });
    const before = await t.db.$count(orders);

    const tooMany = await place({
      ...buyer,
      items: [
        { productId: a.id, quantity: 2 },
        { productId: b.id, quantity: 2 },
      ],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('Not enough stock for Ripper: only 1 left');

    const gone = await place({ ...buyer, items: [{ productId: hidden.id, quantity: 1 }] });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe(`Product ${hidden.id} is no longer available`);

    expect(await stockOf(a.id)).toBe(5);
    expect(await stockOf(b.id)).toBe(1);
    expect(await t.db.$count(orders)).toBe(before);
  });

  it('counts repeated lines of one product together', async () => {
    const hammer = await addProduct(t.db, { categoryId, stock: 3 });
    const response = await place({
      ...buyer,
      items: [
        { productId: hammer.id, quantity: 2 },
        { productId: hammer.id, quantity: 2 },
      ],
    });
    expect(response.statusCode).toBe(409);
    expect(await stockOf(hammer.id)).toBe(3);
  });

  it('sells the last units exactly once under concurrent orders', async () => {
    const last = await addProduct(t.db, { categoryId, name: 'Last Units', stock: 3 });
    // Signed in: guests together may hold only half of a product (guest-holds.test.ts).
    const { cookie } = await registerCustomer(t);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        place({ ...buyer, items: [{ productId: last.id, quantity: 1 }] }, cookie),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    expect(await stockOf(last.id)).toBe(0);
  });
});

describe("customers' own orders", () => {
  it('links orders to the signed-in customer and shows each only their own', async () => {
    const mine = await registerCustomer(t);
    const theirs = await registerCustomer(t);
    const product = await addProduct(t.db, { categoryId });
    const items = [{ productId: product.id, quantity: 1 }];
    const placed = (await place({ ...buyer, items, userId: theirs.user.id }, mine.cookie)).json();
    expect(placed.userId).toBe(mine.user.id);
    await place({ ...buyer, items }, theirs.cookie);
    await place({ ...buyer, items });

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/orders/my',
      headers: { cookie: mine.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((o: { id: number }) => o.id)).toEqual([placed.id]);
  });

  it('requires a signed-in customer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/orders/my' });
    expect(response.statusCode).toBe(401);
  });
});

describe('order administration', () => {
  async function newOrder(stock = 10, quantity = 4) {
    const product = await addProduct(t.db, { categoryId, stock });
    const order = (await place({ ...buyer, items: [{ productId: product.id, quantity }] })).json();
    return { product, order };
  }
  const patch = (id: number, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${id}/tracking`,
      headers: { cookie: admin },
      payload,
    });

  it('sets status, tracking number, estimated delivery and notes', async () => {
    const { order } = await newOrder();
    const response = await patch(order.id, {
      status: 'shipped',
      trackingNumber: '1Z999AA10123456784',
      estimatedDelivery: '2026-12-01T00:00:00.000Z',
      notes: 'Deliver to gate B',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'shipped',
      trackingNumber: '1Z999AA10123456784',
      estimatedDelivery: '2026-12-01T00:00:00.000Z',
      notes: 'Deliver to gate B',
    });
  });

  it('e-mails the customer each new status and the tracking of a shipped order, nothing for a note', async () => {
    const { order } = await newOrder();
    const customerMail = async () => {
      await t.deliverMail();
      return t.outbox.filter(
        (m) => m.to === buyer.customerEmail && m.subject.includes(`#${order.id} `),
      );
    };
    await t.deliverMail();
    t.outbox.length = 0;

    await patch(order.id, { status: 'pending', notes: 'Called the customer' });
    expect(await customerMail()).toEqual([]);

    await patch(order.id, { status: 'processing' });
    expect((await customerMail()).map((m) => m.subject)).toEqual([
      `Your order #${order.id} is being prepared`,
    ]);

    t.outbox.length = 0;
    await patch(order.id, { status: 'shipped', estimatedDelivery: '2026-12-01T12:00:00.000Z' });
    await patch(order.id, {
      status: 'shipped',
      trackingNumber: '1Z999AA10123456784',
      estimatedDelivery: '2026-12-01T12:00:00.000Z',
    });
    const shipped = await customerMail();
    expect(shipped.map((m) => m.subject)).toEqual([
      `Your order #${order.id} has shipped`,
      `Your order #${order.id} has shipped`,
    ]);
    expect(shipped[1]!.text).toMatch(/Tracking number +1Z999AA10123456784/);
    expect(shipped[1]!.text).toMatch(/Estimated delivery +December 1, 2026/);

    t.outbox.length = 0;
    await patch(order.id, {
      status: 'shipped',
      trackingNumber: '1Z999AA10123456784',
      notes: 'Left at gate',
    });
    expect(await customerMail()).toEqual([]);
  });

  it('refuses an unknown status and a tracking number over 100 characters', async () => {
    const { order } = await newOrder();
    const badStatus = await patch(order.id, { status: 'lost' });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().message).toBe(
      'Status must be one of pending, processing, shipped, delivered, cancelled',
    );
    const longTracking = await patch(order.id, {
      status: 'shipped',
      trackingNumber: 'x'.repeat(101),
    });
    expect(longTracking.statusCode).toBe(400);
    expect(longTracking.json().message).toBe('Tracking number must be at most 100 characters');
    const missing = await patch(999999, { status: 'shipped' });
    expect(missing.statusCode).toBe(404);
  });

  it('puts stock back on cancel and takes it again when revived as pending', async () => {
    const { product, order } = await newOrder(10, 4);
    expect(await stockOf(product.id)).toBe(6);
    await patch(order.id, { status: 'cancelled' });
    expect(await stockOf(product.id)).toBe(10);
    await patch(order.id, { status: 'cancelled', trackingNumber: null });
    expect(await stockOf(product.id)).toBe(10);
    await patch(order.id, { status: 'pending' });
    expect(await stockOf(product.id)).toBe(6);
  });

  it('cannot revive a cancelled order whose stock was sold meanwhile', async () => {
    // Signed in: a guest's request may hold only half of a product (guest-holds.test.ts).
    const { cookie } = await registerCustomer(t);
    const product = await addProduct(t.db, { categoryId, stock: 4 });
    const items = [{ productId: product.id, quantity: 4 }];
    const order = (await place({ ...buyer, items }, cookie)).json();
    await patch(order.id, { status: 'cancelled' });
    await place({ ...buyer, items: [{ productId: product.id, quantity: 3 }] }, cookie);
    const revive = await patch(order.id, { status: 'pending' });
    expect(revive.statusCode).toBe(409);
    expect(await stockOf(product.id)).toBe(1);
  });

  it('deletes an order, returning unshipped goods to stock', async () => {
    const { product, order } = await newOrder(10, 4);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/${order.id}`,
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(204);
    expect(await stockOf(product.id)).toBe(10);

    const shipped = await newOrder(10, 4);
    await patch(shipped.order.id, { status: 'shipped' });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/${shipped.order.id}`,
      headers: { cookie: admin },
    });
    expect(await stockOf(shipped.product.id)).toBe(6);

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/${order.id}`,
      headers: { cookie: admin },
    });
    expect(again.statusCode).toBe(404);
  });

  it('shows the shop the stock an order took', async () => {
    const product = await addProduct(t.db, { categoryId, stock: 9 });
    const url = `/api/products/${product.id}`;
    expect((await t.app.inject({ method: 'GET', url })).json().stock).toBe(9);
    await place({ ...buyer, items: [{ productId: product.id, quantity: 2 }] });
    expect((await t.app.inject({ method: 'GET', url })).json().stock).toBe(7);
  });
});
