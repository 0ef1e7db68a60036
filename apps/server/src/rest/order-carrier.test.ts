import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct } from '../testing/fixtures.ts';
import { ordersShop, placeOrder } from '../testing/orders.ts';
import { buyer } from '../testing/payments.ts';
import type { TestApp } from '../testing/test-app.ts';

let t: TestApp;
let admin: string;
let categoryId: number;

beforeAll(async () => {
  ({ t, admin, categoryId } = await ordersShop());
});
afterAll(() => t.close());

const patch = (id: number, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/orders/${id}/tracking`,
    headers: { cookie: admin },
    payload,
  });

async function newOrder() {
  const product = await addProduct(t.db, { categoryId, stock: 10 });
  const response = await placeOrder(t, {
    ...buyer,
    items: [{ productId: product.id, quantity: 1 }],
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

async function mailsAbout(id: number) {
  await t.deliverMail();
  return t.outbox.filter((m) => m.to === buyer.customerEmail && m.subject.includes(`#${id} `));
}

describe('the carrier of a shipment', () => {
  it("is kept with the tracking number and the shipped e-mail links the carrier's tracking page", async () => {
    const id = await newOrder();
    const response = await patch(id, {
      status: 'shipped',
      trackingNumber: '1Z999AA10123456784',
      trackingCarrier: 'ups',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ trackingCarrier: 'ups' });
    const [shipped] = await mailsAbout(id);
    expect(shipped!.subject).toBe(`Your order #${id} has shipped`);
    expect(shipped!.text).toMatch(/Carrier +UPS/);
    expect(shipped!.text).toContain('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    // A guest's e-mail leads to the order lookup with the number filled in.
    expect(shipped!.text).toContain(`/find-order?order=${id}`);
  });

  it('stays when an update leaves it out, and goes with a cleared tracking number', async () => {
    const id = await newOrder();
    await patch(id, { status: 'processing', trackingNumber: '7700123', trackingCarrier: 'fedex' });
    const kept = await patch(id, { status: 'processing', trackingNumber: '7700123' });
    expect(kept.json().trackingCarrier).toBe('fedex');
    const cleared = await patch(id, { status: 'processing', trackingNumber: null });
    expect(cleared.json()).toMatchObject({ trackingNumber: null, trackingCarrier: null });
  });

  it('a correction of the carrier tells the buyer again; "other" gives the number without a link', async () => {
    const id = await newOrder();
    await patch(id, { status: 'shipped', trackingNumber: 'ABC123', trackingCarrier: 'dhl' });
    await mailsAbout(id);
    t.outbox.length = 0;
    await patch(id, { status: 'shipped', trackingNumber: 'ABC123', trackingCarrier: 'other' });
    const [corrected] = await mailsAbout(id);
    expect(corrected!.text).toMatch(/Tracking number +ABC123/);
    expect(corrected!.text).not.toContain('Track your shipment');
    expect(corrected!.text).not.toContain('dhl.com');
  });

  it('the delivered e-mail links to the order', async () => {
    const id = await newOrder();
    await patch(id, { status: 'shipped', trackingNumber: 'Z1', trackingCarrier: 'usps' });
    await mailsAbout(id); // the shipped e-mail goes out first, so only the delivered one is left
    t.outbox.length = 0;
    await patch(id, { status: 'delivered', trackingNumber: 'Z1' });
    const [delivered] = await mailsAbout(id);
    expect(delivered!.subject).toBe(`Your order #${id} was delivered`);
    expect(delivered!.text).toContain(`/find-order?order=${id}`);
  });

  it('is one of the known carriers, else a 400 naming it', async () => {
    const id = await newOrder();
    for (const trackingCarrier of ['royal-mail', 'UPS', true, 1]) {
      const response = await patch(id, {
        status: 'processing',
        trackingNumber: 'X',
        trackingCarrier,
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toContain('trackingCarrier');
    }
  });
});
