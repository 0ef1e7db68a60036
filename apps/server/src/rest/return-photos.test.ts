// Photos with a return over REST (issue 46): uploaded as a multipart form by the product images'
// rules (type by content, size, how many), named by the JSON request, and sent only through the
// signed links a return's answer gives; a guest's returns listed and cancelled through the order
// lookup's number and e-mail. Bad input names the field and changes nothing.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { returnPhotos, returns } from '@buildright/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addProduct, registerCustomer, signInAdmin } from '../testing/fixtures.ts';
import { card, CARDS, startPayment, trpc } from '../testing/payments.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let admin: string;
let categoryId: number;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
  categoryId = (await addCategory(t.db)).id;
  png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 20 } },
  })
    .png()
    .toBuffer();
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

/** A customer's card order of 2 × $30.00, paid and delivered, and its line's item id. */
async function deliveredOrder() {
  const customer = await registerCustomer(t);
  const product = await addProduct(t.db, { categoryId, price: '30.00', stock: 10 });
  const started = await startPayment(t, [{ id: product.id, quantity: 2 }], {}, customer.cookie);
  await trpc(t, 'payments.confirmTestPayment', {
    clientSecret: started.clientSecret,
    card: card(CARDS.succeeds),
  });
  const delivered = await call('PATCH', `/api/orders/${started.orderId}/tracking`, admin, {
    status: 'delivered',
  });
  expect(delivered.statusCode, delivered.body).toBe(200);
  const [order] = (await call('GET', '/api/orders/my', customer.cookie)).json();
  return {
    cookie: customer.cookie,
    email: order.customerEmail as string,
    orderId: started.orderId,
    itemId: order.lines[0].itemId as number,
  };
}

type File = { name: string; bytes: Uint8Array; type?: string };

/** Sends `files` as the form's `photos`, with its other fields. */
function sendPhotos(url: string, files: File[], cookie = '', fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append('photos', new Blob([file.bytes], { type: file.type ?? 'image/jpeg' }), file.name);
  }
  return t.app.inject({
    method: 'POST',
    url,
    payload: form,
    headers: cookie ? { cookie } : {},
  });
}

const photosUrl = (orderId: number) => `/api/orders/my/${orderId}/returns/photos`;

const recordedPhotos = async (orderId: number) =>
  (await t.db.select().from(returnPhotos).where(eq(returnPhotos.orderId, orderId))).length;

/** The files in the uploads store's private part. */
const privateFiles = () => readdir(join(t.uploadsDir, 'private')).catch(() => [] as string[]);

describe('photos with a return over REST', () => {
  it('are uploaded, named by the JSON request, and sent only through the signed link', async () => {
    const { cookie, orderId, itemId } = await deliveredOrder();
    const uploaded = await sendPhotos(
      photosUrl(orderId),
      [{ name: 'crack.png', bytes: png }],
      cookie,
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const ids = uploaded.json().photos.map((photo: { id: string }) => photo.id) as string[];
    expect(ids).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);

    const asked = await call('POST', `/api/orders/my/${orderId}/returns`, cookie, {
      lines: [{ itemId, quantity: 1 }],
      reason: 'damaged',
      photos: ids,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const [photo] = asked.json().photos as { id: string; url: string }[];
    expect(photo!.id).toBe(ids[0]);

    // Anyone with the link (its buyer, staff) gets the photo's web version, no cookie needed.
    const shown = await call('GET', photo!.url, '');
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/webp');
    expect(shown.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect((await sharp(shown.rawPayload).metadata()).width).toBe(64);
    const staffView = await call('GET', `/api/admin/returns/${asked.json().id}`, admin);
    expect(staffView.json().photos.map((p: { id: string }) => p.id)).toEqual(ids);

    // Its files are not among the public uploads, by any name.
    const files = (await privateFiles()).filter((file) => file.startsWith(photo!.id));
    expect(files).toHaveLength(3);
    for (const file of files) {
      expect((await call('GET', `/uploads/${file}`, '')).statusCode).toBe(404);
      expect((await call('GET', `/uploads/private/${file}`, '')).statusCode).toBe(404);
    }
    const altered = photo!.url.replace(/signature=[\w-]+/, 'signature=forged');
    expect((await call('GET', altered, '')).statusCode).toBe(404);
    expect((await call('GET', `/api/return-photos/${photo!.id}`, '')).statusCode).toBe(404);
  });

  it('refuse a wrong type, an unreadable image, a large file or a sixth, naming the field', async () => {
    const { cookie, orderId } = await deliveredOrder();
    const send = (files: File[]) => sendPhotos(photosUrl(orderId), files, cookie);
    const before = await privateFiles();

    const text = await send([
      { name: 'crack.png', bytes: png },
      { name: 'notes.jpg', bytes: new TextEncoder().encode('not a photo at all') },
    ]);
    expect(text.statusCode).toBe(400);
    expect(text.json().errors).toEqual({
      'photos.1': ['"notes.jpg": Please upload only image files (JPEG, PNG, GIF)'],
    });

    const pdf = await send([
      { name: 'scan.png', bytes: new TextEncoder().encode('%PDF-1.7\n%…'), type: 'image/png' },
    ]);
    expect(pdf.statusCode).toBe(400);
    expect(Object.keys(pdf.json().errors)).toEqual(['photos.0']);

    const truncated = await send([{ name: 'half.png', bytes: png.subarray(0, 40) }]);
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().errors['photos.0'][0]).toContain('could not be read');

    const large = await send([
      { name: 'crack.png', bytes: png },
      { name: 'huge.jpg', bytes: new Uint8Array(5 * 1024 * 1024 + 1) },
    ]);
    expect(large.statusCode).toBe(413);
    expect(large.json().errors).toEqual({
      'photos.1': ['"huge.jpg": File size must be less than 5MB'],
    });

    const six = await send(Array.from({ length: 6 }, (_, n) => ({ name: `${n}.png`, bytes: png })));
    expect(six.statusCode).toBe(400);
    expect(six.json().errors).toEqual({ photos: ['At most 5 photos'] });

    const none = await t.app.inject({
      method: 'POST',
      url: photosUrl(orderId),
      payload: { photos: [] },
      headers: { cookie },
    });
    expect(none.statusCode).toBe(400);

    // Nothing was recorded; files stored before a refusal are the cleanup's.
    expect(await recordedPhotos(orderId)).toBe(0);
    const written = (await privateFiles()).filter((file) => !before.includes(file));
    expect(written.every((file) => file.endsWith('.png') || file.endsWith('.webp'))).toBe(true);
  });

  it("are another buyer's to upload and see only for their own order and return", async () => {
    const owner = await deliveredOrder();
    const stranger = await deliveredOrder();
    const uploaded = await sendPhotos(
      photosUrl(owner.orderId),
      [{ name: 'a.png', bytes: png }],
      owner.cookie,
    );
    const ids = uploaded.json().photos.map((photo: { id: string }) => photo.id) as string[];
    const asked = await call('POST', `/api/orders/my/${owner.orderId}/returns`, owner.cookie, {
      lines: [{ itemId: owner.itemId, quantity: 1 }],
      reason: 'damaged',
      photos: ids,
    });
    expect(asked.statusCode).toBe(201);

    const theirs = await sendPhotos(
      photosUrl(owner.orderId),
      [{ name: 'b.png', bytes: png }],
      stranger.cookie,
    );
    expect(theirs.statusCode).toBe(404);
    expect(
      (await sendPhotos(photosUrl(owner.orderId), [{ name: 'c.png', bytes: png }])).statusCode,
    ).toBe(401);
    expect(
      (await call('GET', `/api/orders/my/${owner.orderId}/returns`, stranger.cookie)).statusCode,
    ).toBe(404);
    // Their own return's link does not open another's photo.
    const ownUpload = await sendPhotos(
      photosUrl(stranger.orderId),
      [{ name: 'd.png', bytes: png }],
      stranger.cookie,
    );
    const own = await call('POST', `/api/orders/my/${stranger.orderId}/returns`, stranger.cookie, {
      lines: [{ itemId: stranger.itemId, quantity: 1 }],
      reason: 'damaged',
      photos: ownUpload.json().photos.map((photo: { id: string }) => photo.id),
    });
    const link = own.json().photos[0].url as string;
    const swapped = link.replace(own.json().photos[0].id, ids[0]!);
    expect((await call('GET', swapped, '')).statusCode).toBe(404);
    // Nor may they name it with their own request.
    const named = await call(
      'POST',
      `/api/orders/my/${stranger.orderId}/returns`,
      stranger.cookie,
      {
        lines: [{ itemId: stranger.itemId, quantity: 1 }],
        reason: 'damaged',
        photos: ids,
      },
    );
    expect(named.statusCode).toBe(400);
    expect(Object.keys(named.json().errors)).toEqual(['photos.0']);
  });
});

describe("a guest's returns through the order lookup over REST", () => {
  it('uploads, lists and cancels with the number and e-mail; a wrong address is the 404', async () => {
    const { email, orderId, itemId } = await deliveredOrder();
    const lookup = { orderNumber: String(orderId), email };
    const uploaded = await sendPhotos(
      '/api/orders/lookup/returns/photos',
      [{ name: 'dent.png', bytes: png }],
      '',
      lookup,
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const asked = await call('POST', '/api/orders/lookup/returns', '', {
      ...lookup,
      lines: [{ itemId, quantity: 1 }],
      reason: 'damaged',
      photos: uploaded.json().photos.map((photo: { id: string }) => photo.id),
    });
    expect(asked.statusCode, asked.body).toBe(201);

    const listed = await call('POST', '/api/orders/lookup/returns/list', '', lookup);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toHaveLength(1);
    expect(listed.json()[0]).toMatchObject({ id: asked.json().id, status: 'requested' });
    expect((await call('GET', listed.json()[0].photos[0].url, '')).statusCode).toBe(200);

    const wrong = { ...lookup, email: 'someone@else.example' };
    const miss = (await call('POST', '/api/orders/lookup', '', wrong)).json().message;
    for (const [url, body] of [
      ['/api/orders/lookup/returns/list', wrong],
      [`/api/orders/lookup/returns/${asked.json().id}/cancel`, wrong],
      ['/api/orders/lookup/returns/list', { ...lookup, orderNumber: '999999999' }],
    ] as const) {
      const refused = await call('POST', url, '', body);
      expect(refused.statusCode, url).toBe(404);
      expect(refused.json().message).toBe(miss);
    }
    const wrongUpload = await sendPhotos(
      '/api/orders/lookup/returns/photos',
      [{ name: 'e.png', bytes: png }],
      '',
      wrong,
    );
    expect(wrongUpload.statusCode).toBe(404);
    expect(wrongUpload.json().message).toBe(miss);
    expect((await call('POST', '/api/orders/lookup/returns/list', '', { email })).statusCode).toBe(
      400,
    );

    const cancelled = await call(
      'POST',
      `/api/orders/lookup/returns/${asked.json().id}/cancel`,
      '',
      lookup,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
  });

  it('may not cancel an approved return: a 409 that changes nothing', async () => {
    const { email, orderId, itemId } = await deliveredOrder();
    const lookup = { orderNumber: orderId, email };
    const asked = await call('POST', '/api/orders/lookup/returns', '', {
      ...lookup,
      lines: [{ itemId, quantity: 1 }],
      reason: 'wrong_item',
    });
    const id = asked.json().id as number;
    expect((await call('POST', `/api/admin/returns/${id}/approve`, admin)).statusCode).toBe(200);
    const refused = await call('POST', `/api/orders/lookup/returns/${id}/cancel`, '', lookup);
    expect(refused.statusCode).toBe(409);
    const [row] = await t.db.select().from(returns).where(eq(returns.id, id));
    expect(row!.status).toBe('approved');
  });
});
