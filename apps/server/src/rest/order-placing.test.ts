import { quoteNumber } from '@buildright/api/shared';
import { orders, products, quotes } from '@buildright/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, registerCustomer } from '../testing/fixtures.ts';
import { ordersShop, placeOrder } from '../testing/orders.ts';
import { buyer, stockOf as stockIn } from '../testing/payments.ts';
import type { TestApp } from '../testing/test-app.ts';

let t: TestApp, admin: string, categoryId: number;
beforeAll(async () => {
  ({ t, admin, categoryId } = await ordersShop());
});
afterAll(() => t.close());

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

const place = (payload: object, cookie?: string) => placeOrder(t, payload, cookie);
const stockOf = (id: number) => stockIn(t, id);

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

  it('e-mails the customer and the shop about the quote request, by its quote number', async () => {
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
    const [quote] = await t.db.select().from(quotes).where(eq(quotes.orderId, id));
    const number = quoteNumber(quote!.id);
    const toCustomer = t.outbox.find((m) => m.to === buyer.customerEmail)!;
    expect(toCustomer.subject).toBe(`We received your quote request ${number}`);
    expect(toCustomer.text).toContain(`We received your quote request ${number}.`);
    const toShop = t.outbox.find((m) => m.to === 'shop@buildright.test')!;
    expect(toShop.subject).toBe(`New quote request ${number}`);
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
      [{ ...buyer, customerPhone: '1', items }, 'Enter a phone number with at least 7 digits'],
      [
        { ...buyer, customerPhone: 'call 555-01', items },
        'Enter a phone number with at least 7 digits',
      ],
      [
        { ...buyer, customerAddress: 'x', items },
        'Enter the full delivery address (at least 5 characters)',
      ],
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
