// Photos with a return or a warranty claim, and a guest's returns through the order lookup:
// photos uploaded for an order and named by one request, links that only the return's readers
// get (signed, ending), and a guest listing and cancelling with the lookup's number and e-mail.
// The photos' file rules (type, size, count of files) are the server's: apps/server tests them.
import { randomUUID } from 'node:crypto';
import { auditEntries, orderStatusEvents, returnPhotos, returns } from '@buildright/db';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_LOOKUP_MISS } from '../orders/shared/order-lookup.ts';
import {
  addCategory,
  addProduct,
  buyer as checkout,
  card,
  CARDS,
  newCustomer,
  newStaff,
  refusalOf,
  type Customer,
} from '../testing/fixtures.ts';
import { createTestShop, type TestShop } from '../testing/test-shop.ts';
import { MAX_WAITING_PHOTOS } from './photos.ts';
import { photoLink } from './photo-links.ts';
import { MAX_RETURN_PHOTOS, type ReturnPhoto } from './shared/returns.ts';

let shop: TestShop;
let categoryId: number;
let owner: Awaited<ReturnType<typeof newStaff>>;

beforeAll(async () => {
  shop = await createTestShop();
  categoryId = (await addCategory(shop.db)).id;
  owner = await newStaff(shop, 'owner');
});
afterAll(() => shop?.close());

const DAY = 86_400_000;

/** A card order of the customer's, paid and delivered: one line of 3 × $20.00. */
async function deliveredOrder(customer: Customer) {
  const product = await addProduct(shop.db, { categoryId, price: '20.00', stock: 8 });
  const started = await customer.api.payments.createIntent({
    ...checkout,
    customerEmail: customer.email,
    checkoutId: randomUUID(),
    items: [{ id: product.id, quantity: 3 }],
  });
  await shop.as().payments.confirmTestPayment({
    clientSecret: started.clientSecret,
    card: card(CARDS.succeeds),
  });
  await owner.api.orders.update({ id: started.orderId, values: { status: 'delivered' } });
  const order = (await customer.api.orders.mine({})).orders.find((o) => o.id === started.orderId)!;
  return { orderId: started.orderId, line: order.lines[0]! };
}

const photo = (name = 'crack.jpg') => ({ name, bytes: new Uint8Array([0xff, 0xd8, 0xff]) });

const upload = async (customer: Customer, orderId: number, count = 1) =>
  (
    await customer.api.returns.addPhotos({
      id: orderId,
      photos: Array.from({ length: count }, () => photo()),
    })
  ).photos.map((uploaded) => uploaded.id);

/** The photo a link names, as GET /api/return-photos/{id} asks for it. */
function follow(link: string) {
  const url = new URL(link, 'https://shop.example');
  return shop.as().returns.photo({
    id: url.pathname.split('/').at(-1)!,
    expires: url.searchParams.get('expires') ?? '',
    signature: url.searchParams.get('signature') ?? '',
  });
}

const waitingOf = (orderId: number) =>
  shop.db
    .select({ id: returnPhotos.id })
    .from(returnPhotos)
    .where(and(eq(returnPhotos.orderId, orderId), isNull(returnPhotos.returnId)));

describe('photos with a request', () => {
  it('are uploaded for the order, named by the request, and shown through signed links', async () => {
    const customer = await newCustomer(shop);
    const { orderId, line } = await deliveredOrder(customer);
    const ids = await upload(customer, orderId, 2);
    expect(ids).toEqual([expect.any(String), expect.any(String)]);

    const asked = await customer.api.returns.request({
      id: orderId,
      lines: [{ itemId: line.itemId, quantity: 1 }],
      reason: 'damaged',
      photos: ids,
    });
    expect(asked.photos.map((shown) => shown.id)).toEqual(ids);
    for (const shown of asked.photos) {
      expect(shown.url).toMatch(
        new RegExp(`^/api/return-photos/${shown.id}\\?expires=\\d+&signature=[\\w-]+$`),
      );
      expect(await follow(shown.url)).toMatchObject({ id: shown.id });
    }
    // Staff see them on the return's detail, the buyer on its status page.
    const [first, second] = asked.photos as [ReturnPhoto, ReturnPhoto];
    expect((await owner.api.returns.byId({ id: asked.id })).photos.map((p) => p.id)).toEqual(ids);
    const listed = await customer.api.returns.ofOrder({ id: orderId });
    expect(listed[0]!.photos.map((p) => p.id)).toEqual(ids);

    // A link made up from another photo's signature, or one that ended, shows nothing.
    const swapped = second.url.replace(second.id, first.id);
    expect(await refusalOf(follow(swapped))).toMatchObject({ code: 'NOT_FOUND' });
    const [row] = await shop.db.select().from(returnPhotos).where(eq(returnPhotos.id, first.id));
    const ended = photoLink(row!, new Date(Date.now() - 3 * 60 * 60 * 1000));
    expect(await refusalOf(follow(ended))).toMatchObject({ code: 'NOT_FOUND' });
    expect(
      await refusalOf(follow(`/api/return-photos/not-a-photo?expires=1&signature=x`)),
    ).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('keep the JSON request without photos, and go with a warranty claim too', async () => {
    const customer = await newCustomer(shop);
    const { orderId, line } = await deliveredOrder(customer);
    const plain = await customer.api.returns.request({
      id: orderId,
      lines: [{ itemId: line.itemId, quantity: 1 }],
      reason: 'not_needed',
    });
    expect(plain.photos).toEqual([]);

    await shop.db
      .update(orderStatusEvents)
      .set({ changedAt: new Date(Date.now() - 100 * DAY) })
      .where(eq(orderStatusEvents.orderId, orderId));
    const ids = await upload(customer, orderId);
    const claimed = await customer.api.returns.claimWarranty({
      id: orderId,
      lines: [{ itemId: line.itemId, quantity: 1 }],
      description: 'The hinge cracked',
      photos: ids,
    });
    expect(claimed.photos.map((shown) => shown.id)).toEqual(ids);
  });

  it("refuse another order's, a named, an unknown or a sixth photo, and change nothing", async () => {
    const customer = await newCustomer(shop);
    const { orderId, line } = await deliveredOrder(customer);
    const other = await deliveredOrder(customer);
    const ask = (photos: string[]) =>
      refusalOf(
        customer.api.returns.request({
          id: orderId,
          lines: [{ itemId: line.itemId, quantity: 1 }],
          reason: 'damaged',
          photos,
        }),
      );
    const [ours] = await upload(customer, orderId);
    const [theirs] = await upload(customer, other.orderId);
    const waiting = `No photo ${theirs} waits for a request of order #${orderId}: upload it again`;
    expect(await ask([ours!, theirs!])).toMatchObject({
      code: 'BAD_REQUEST',
      fields: { 'photos.1': [waiting] },
    });
    const unknown = randomUUID();
    expect((await ask([unknown])).fields).toHaveProperty(['photos.0']);
    expect(await ask([ours!, ours!])).toMatchObject({
      code: 'BAD_REQUEST',
      fields: { 'photos.1': ['Each photo may appear once'] },
    });
    expect(await ask(['crack.jpg'])).toMatchObject({
      fields: { 'photos.0': [expect.any(String)] },
    });
    const six = await upload(customer, orderId, MAX_RETURN_PHOTOS);
    expect(await ask([ours!, ...six])).toMatchObject({
      code: 'BAD_REQUEST',
      fields: { photos: [`At most ${MAX_RETURN_PHOTOS} photos`] },
    });
    // Nothing was asked, and the photos still wait for a request.
    expect(await shop.db.select().from(returns).where(eq(returns.orderId, orderId))).toEqual([]);
    expect(await waitingOf(orderId)).toHaveLength(1 + MAX_RETURN_PHOTOS);

    const asked = await customer.api.returns.request({
      id: orderId,
      lines: [{ itemId: line.itemId, quantity: 1 }],
      reason: 'damaged',
      photos: [ours!],
    });
    expect(asked.photos.map((shown) => shown.id)).toEqual([ours]);
    // A photo goes with one request only.
    expect(
      await refusalOf(
        customer.api.returns.request({
          id: orderId,
          lines: [{ itemId: line.itemId, quantity: 1 }],
          reason: 'damaged',
          photos: [ours!],
        }),
      ),
    ).toMatchObject({ fields: { 'photos.0': [expect.stringContaining(`No photo ${ours}`)] } });
  });

  it("are another buyer's to upload, see or name only as the order's own", async () => {
    const customer = await newCustomer(shop);
    const { orderId, line } = await deliveredOrder(customer);
    const stranger = await newCustomer(shop);
    const strangers = await deliveredOrder(stranger);
    const ids = await upload(customer, orderId);
    await customer.api.returns.request({
      id: orderId,
      lines: [{ itemId: line.itemId, quantity: 1 }],
      reason: 'damaged',
      photos: ids,
    });

    expect(await refusalOf(upload(stranger, orderId))).toMatchObject({
      code: 'NOT_FOUND',
      message: `No order with id ${orderId}`,
    });
    expect(await refusalOf(stranger.api.returns.ofOrder({ id: orderId }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(
      await refusalOf(
        stranger.api.returns.request({
          id: strangers.orderId,
          lines: [{ itemId: strangers.line.itemId, quantity: 1 }],
          reason: 'damaged',
          photos: ids,
        }),
      ),
    ).toMatchObject({ code: 'BAD_REQUEST', fields: { 'photos.0': [expect.any(String)] } });
  });

  it('wait for a request a few at a time per order', async () => {
    const customer = await newCustomer(shop);
    const { orderId } = await deliveredOrder(customer);
    for (let sent = 0; sent < MAX_WAITING_PHOTOS; sent += MAX_RETURN_PHOTOS) {
      await upload(customer, orderId, MAX_RETURN_PHOTOS);
    }
    expect(await refusalOf(upload(customer, orderId))).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining(`already has ${MAX_WAITING_PHOTOS} photos waiting`),
    });
    expect(await waitingOf(orderId)).toHaveLength(MAX_WAITING_PHOTOS);
  });
});

describe("a guest's returns through the order lookup", () => {
  it('are listed, shown and cancelled with the number and e-mail, never with another address', async () => {
    const customer = await newCustomer(shop);
    const { orderId, line } = await deliveredOrder(customer);
    const guest = shop.as();
    const lookup = { orderNumber: `#${orderId}`, email: customer.email.toUpperCase() };
    const { photos } = await guest.returns.guestAddPhotos({ ...lookup, photos: [photo()] });
    const asked = await guest.returns.guestRequest({
      ...lookup,
      lines: [{ itemId: line.itemId, quantity: 1 }],
      reason: 'damaged',
      photos: photos.map((uploaded) => uploaded.id),
    });

    const listed = await guest.returns.guestList(lookup);
    expect(listed.map((found) => found.id)).toEqual([asked.id]);
    expect(await follow(listed[0]!.photos[0]!.url)).toMatchObject({ id: photos[0]!.id });

    // A wrong address or number is the lookup's one answer, and changes nothing.
    const wrong = { ...lookup, email: 'someone@else.example' };
    const miss = { code: 'NOT_FOUND', message: ORDER_LOOKUP_MISS };
    expect(await refusalOf(guest.returns.guestList(wrong))).toMatchObject(miss);
    expect(
      await refusalOf(guest.returns.guestList({ ...lookup, orderNumber: 999_999_999 })),
    ).toMatchObject(miss);
    expect(await refusalOf(guest.returns.guestCancel({ ...wrong, id: asked.id }))).toMatchObject(
      miss,
    );
    expect(
      await refusalOf(guest.returns.guestAddPhotos({ ...wrong, photos: [photo()] })),
    ).toMatchObject(miss);
    expect(await waitingOf(orderId)).toEqual([]);

    // Named by another order of the same address, the return is not that order's.
    const other = await deliveredOrder(customer);
    expect(
      await refusalOf(
        guest.returns.guestCancel({ ...lookup, orderNumber: other.orderId, id: asked.id }),
      ),
    ).toMatchObject({ code: 'NOT_FOUND', message: `No return with id ${asked.id}` });
    expect((await owner.api.returns.byId({ id: asked.id })).status).toBe('requested');

    const cancelled = await guest.returns.guestCancel({ ...lookup, id: asked.id });
    expect(cancelled).toMatchObject({ id: asked.id, status: 'cancelled' });
    const actions = await shop.db
      .select({ action: auditEntries.action, actor: auditEntries.actorName })
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, 'return'), eq(auditEntries.entityId, asked.id)))
      .orderBy(auditEntries.id);
    expect(actions.at(-1)).toEqual({
      action: 'return.cancelled',
      actor: `${lookup.email} (guest)`,
    });
  });

  it('may not cancel a return the shop approved', async () => {
    const customer = await newCustomer(shop);
    const { orderId, line } = await deliveredOrder(customer);
    const guest = shop.as();
    const lookup = { orderNumber: orderId, email: customer.email };
    const asked = await guest.returns.guestRequest({
      ...lookup,
      lines: [{ itemId: line.itemId, quantity: 1 }],
      reason: 'wrong_item',
    });
    await owner.api.returns.approve({ id: asked.id });
    expect(await refusalOf(guest.returns.guestCancel({ ...lookup, id: asked.id }))).toMatchObject({
      code: 'CONFLICT',
      message:
        "This return is approved: only a return still waiting for the shop's answer may be cancelled.",
    });
    expect((await guest.returns.guestList(lookup))[0]!.status).toBe('approved');
  });
});
