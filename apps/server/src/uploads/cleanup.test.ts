import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  orderItems,
  orders,
  productDocuments,
  products,
  returnPhotos,
  returns,
  users,
} from '@buildright/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addProduct } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  removeUnusedReturnPhotos,
  removeUnusedUploads,
  UNUSED_UPLOAD_GRACE_MS,
} from './cleanup.ts';
import { localImageStore } from './store.ts';

let t: TestApp;
let dir: string;
const now = Date.now();
const longAgo = new Date(now - UNUSED_UPLOAD_GRACE_MS - 60_000);

/** An upload's three files, as the upload endpoint stores them, last written `at`. */
async function upload(at: Date, folder = dir) {
  const name = randomUUID();
  const files = [`${name}-original.png`, `${name}.webp`, `${name}-400.webp`];
  for (const file of files) {
    await writeFile(join(folder, file), 'image');
    await utimes(join(folder, file), at, at);
  }
  return { name, url: `/uploads/${name}.webp`, files };
}

beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(join(tmpdir(), 'buildright-uploads-'));
});

afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('removing unused uploads', () => {
  it('keeps what products, past orders and profiles show; removes the rest once old', async () => {
    const category = await addCategory(t.db);
    const inGallery = await upload(longAgo);
    const asImageUrl = await upload(longAgo);
    const inPastOrder = await upload(longAgo);
    const asProfile = await upload(longAgo);
    const abandoned = await upload(longAgo);
    const justUploaded = await upload(new Date(now));
    await writeFile(join(dir, 'notes.txt'), 'not an upload');
    await utimes(join(dir, 'notes.txt'), longAgo, longAgo);

    const product = await addProduct(t.db, { categoryId: category.id });
    await t.db
      .update(products)
      .set({ images: [{ url: inGallery.url, order: 0 }], imageUrl: asImageUrl.url })
      .where(eq(products.id, product.id));
    const [order] = await t.db
      .insert(orders)
      .values({
        customerName: 'Pat',
        customerEmail: 'pat@example.com',
        customerAddress: '1 Road',
        total: '10.00',
      })
      .returning();
    await t.db.insert(orderItems).values({
      orderId: order!.id,
      name: 'Old bucket',
      category: 'Tools',
      imageUrl: `/uploads/${inPastOrder.name}-400.webp`,
      unitPrice: '10.00',
      quantity: 1,
    });
    await t.db.insert(users).values({ id: randomUUID(), profileImageUrl: asProfile.url });

    const removed = await removeUnusedUploads(t.db, localImageStore(dir), now);

    expect(removed.sort()).toEqual([...abandoned.files].sort());
    const left = await readdir(dir);
    for (const kept of [inGallery, asImageUrl, inPastOrder, asProfile, justUploaded]) {
      expect(left).toEqual(expect.arrayContaining(kept.files));
    }
    expect(left).toContain('notes.txt');
  });

  it("keeps a product's documents and removes one taken off its product", async () => {
    const category = await addCategory(t.db);
    const product = await addProduct(t.db, { categoryId: category.id });
    const [attached, removedFromProduct] = [randomUUID(), randomUUID()];
    for (const name of [attached, removedFromProduct]) {
      await writeFile(join(dir, `${name}.pdf`), '%PDF-1.4');
      await utimes(join(dir, `${name}.pdf`), longAgo, longAgo);
    }
    await t.db.insert(productDocuments).values({
      productId: product.id,
      title: 'Spec sheet',
      kind: 'spec_sheet',
      url: `/uploads/${attached}.pdf`,
      bytes: 8,
    });

    const removed = await removeUnusedUploads(t.db, localImageStore(dir), now);

    expect(removed).toContain(`${removedFromProduct}.pdf`);
    expect(removed).not.toContain(`${attached}.pdf`);
    expect(await readdir(dir)).toContain(`${attached}.pdf`);
  });

  it('keeps the photos of returns; forgets and removes those no request named, once old', async () => {
    const [order] = await t.db
      .insert(orders)
      .values({
        customerName: 'Pat',
        customerEmail: 'pat@example.com',
        customerAddress: '1 Road',
        total: '10.00',
      })
      .returning();
    const [asked] = await t.db
      .insert(returns)
      .values({ orderId: order!.id, reason: 'damaged', requestedBy: 'Pat' })
      .returning();
    // The uploads store's private part, which holds only photos.
    const photos = await mkdtemp(join(tmpdir(), 'buildright-photos-'));
    const [named, unnamed, waiting, unrecorded] = await Promise.all([
      upload(longAgo, photos),
      upload(longAgo, photos),
      upload(new Date(now), photos),
      upload(longAgo, photos),
    ]);
    const photo = (name: string, returnId: number | null, createdAt: Date) => ({
      id: name,
      orderId: order!.id,
      returnId,
      linkKey: 'key',
      createdAt,
    });
    await t.db
      .insert(returnPhotos)
      .values([
        photo(named!.name, asked!.id, longAgo),
        photo(unnamed!.name, null, longAgo),
        photo(waiting!.name, null, new Date(now)),
      ]);

    const removed = await removeUnusedReturnPhotos(t.db, localImageStore(photos), now);

    expect(removed.sort()).toEqual([...unnamed!.files, ...unrecorded!.files].sort());
    const recorded = await t.db.select({ id: returnPhotos.id }).from(returnPhotos);
    expect(recorded.map((row) => row.id)).toEqual(
      expect.arrayContaining([named!.name, waiting!.name]),
    );
    expect(recorded.map((row) => row.id)).not.toContain(unnamed!.name);
    expect((await readdir(photos)).sort()).toEqual([...named!.files, ...waiting!.files].sort());
    await rm(photos, { recursive: true });
  });

  it('does nothing in an empty folder', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'buildright-uploads-empty-'));
    expect(await removeUnusedUploads(t.db, localImageStore(empty), now)).toEqual([]);
    await rm(empty, { recursive: true });
  });
});
