import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { products } from '@buildright/db';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../env.ts';
import { addCategory, addProduct, signInAdmin } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { removeUnusedUploads, UNUSED_UPLOAD_GRACE_MS } from './cleanup.ts';
import { photoForLink, privatePhotoStore, returnPhotoFiles } from './return-photos.ts';
import { s3ImageStore } from './s3-store.ts';

const BUCKET = 'shop-uploads';
// s3rver's own keys; it checks every request's signature against them.
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let s3rver: S3rver;
let s3Dir: string;
let endpoint: string;
let bucket: S3Client;
let t: TestApp;
let admin: string;

/** The settings a shop on several machines would set, pointing at the stand-in. */
const s3Env = () => ({
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: endpoint,
  S3_FORCE_PATH_STYLE: 'true',
  S3_ACCESS_KEY_ID: KEYS.accessKeyId,
  S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
});

beforeAll(async () => {
  s3Dir = await mkdtemp(join(tmpdir(), 'buildright-s3-'));
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: s3Dir,
    silent: true,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3rver.run();
  endpoint = `http://127.0.0.1:${port}`;
  bucket = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: KEYS,
  });
  t = await createTestApp({ env: s3Env() });
  admin = await signInAdmin(t);
});

afterAll(async () => {
  await t?.close();
  bucket?.destroy();
  await s3rver?.close();
  await rm(s3Dir, { recursive: true, force: true });
});

async function objectsInBucket(): Promise<string[]> {
  const page = await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (page.Contents ?? []).map((object) => object.Key!).sort();
}

async function upload(app: TestApp['app'], bytes: Uint8Array, fileName: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), fileName);
  return app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload: form,
    headers: { cookie: admin },
  });
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 20 } } })
    .png()
    .toBuffer();

describe('uploads in an S3 bucket', () => {
  it('stores the image and its versions in the bucket and serves them under /uploads/', async () => {
    const before = await objectsInBucket();
    const response = await upload(t.app, await png(1600, 800), 'Bucket.png', 'image/png');
    expect(response.statusCode).toBe(201);
    const body = response.json<{ url: string; thumbnailUrl: string }>();
    expect(body.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect(body.thumbnailUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}-400\.webp$/);

    const name = body.url.slice('/uploads/'.length, -'.webp'.length);
    const added = (await objectsInBucket()).filter((key) => !before.includes(key));
    expect(added).toEqual(
      [`uploads/${name}-400.webp`, `uploads/${name}-original.png`, `uploads/${name}.webp`].sort(),
    );

    const served = await t.app.inject({ method: 'GET', url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers.etag).toBeTruthy();
    const web = await sharp(served.rawPayload).metadata();
    expect([web.format, web.width, web.height]).toEqual(['webp', 1200, 600]);

    // A CDN or a browser reading the bucket itself is told the same.
    const object = await bucket.send(
      new GetObjectCommand({ Bucket: BUCKET, Key: `uploads/${name}.webp` }),
    );
    expect(object.CacheControl).toBe('public, max-age=31536000, immutable');
    await object.Body?.transformToByteArray();
  });

  it("keeps a product's documents in the bucket, served under /uploads/ and read for e-mail", async () => {
    const category = await addCategory(t.db);
    const product = await addProduct(t.db, { categoryId: category.id });
    const pdf = Buffer.from('%PDF-1.4\n% spec sheet\n%%EOF\n');
    const form = new FormData();
    form.append('title', 'Spec sheet');
    form.append('kind', 'spec_sheet');
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'spec.pdf');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/products/${product.id}/documents`,
      payload: form,
      headers: { cookie: admin },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { url } = response.json<{ url: string }>();
    const file = url.slice('/uploads/'.length);
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.pdf$/);
    expect(await objectsInBucket()).toContain(`uploads/${file}`);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(pdf)).toBe(true);
    const store = s3ImageStore(loadConfig({ DATA_DIR: s3Dir, ...s3Env() }).uploadsBucket!);
    expect((await store.read(file))?.equals(pdf)).toBe(true);
    expect(await store.read(`${randomUUID()}.pdf`)).toBeNull();
  });

  it('answers 404 for a file the bucket does not have, or a name no upload has', async () => {
    for (const url of [
      `/uploads/${randomUUID()}.webp`,
      '/uploads/notes.txt',
      `/uploads/${randomUUID()}.webp%2F..%2Fsecret`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('still refuses other types and files of 5 MB and more, storing nothing', async () => {
    const before = await objectsInBucket();
    const text = new TextEncoder().encode('<html></html>');
    expect((await upload(t.app, text, 'page.png', 'image/png')).statusCode).toBe(400);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(await png(10, 10));
    expect((await upload(t.app, big, 'huge.png', 'image/png')).statusCode).toBe(413);
    expect(await objectsInBucket()).toEqual(before);
  });

  it('answers the public address when S3_PUBLIC_URL is set', async () => {
    const publicUrl = `${endpoint}/${BUCKET}`;
    const shop = await createTestApp({
      env: { ...s3Env(), S3_PUBLIC_URL: `${publicUrl}/` },
      sameDatabaseAs: t,
    });
    try {
      const response = await upload(shop.app, await png(50, 50), 'Small.png', 'image/png');
      expect(response.statusCode).toBe(201);
      const body = response.json<{ url: string; thumbnailUrl: string }>();
      const pattern = `^${publicUrl}/uploads/[0-9a-f-]{36}`;
      expect(body.url).toMatch(new RegExp(`${pattern}\\.webp$`));
      expect(body.thumbnailUrl).toMatch(new RegExp(`${pattern}-400\\.webp$`));

      const fromBucket = await fetch(body.url);
      expect(fromBucket.status).toBe(200);
      expect(fromBucket.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      // Addresses saved before the bucket was public keep working.
      const file = body.url.slice(`${publicUrl}/uploads/`.length);
      expect((await shop.app.inject({ method: 'GET', url: `/uploads/${file}` })).statusCode).toBe(
        200,
      );
    } finally {
      await shop.close();
    }
  });
});

describe('return photos in the bucket', () => {
  it('are kept under private/, outside the public uploads, and read back for their link', async () => {
    const config = loadConfig({ DATA_DIR: s3Dir, ...s3Env(), S3_PUBLIC_URL: endpoint });
    const store = privatePhotoStore(config);
    const id = await returnPhotoFiles(store).save(await png(40, 30));

    const keys = (await objectsInBucket()).filter((key) => key.includes(id));
    expect(keys.sort()).toEqual(
      [`private/${id}-400.webp`, `private/${id}-original.png`, `private/${id}.webp`].sort(),
    );
    for (const file of [`${id}.webp`, `private/${id}.webp`, `private%2F${id}.webp`]) {
      expect((await t.app.inject({ method: 'GET', url: `/uploads/${file}` })).statusCode).toBe(404);
    }
    const web = await photoForLink(store, id);
    expect((await sharp(web!).metadata()).format).toBe('webp');
  });
});

describe('removing unused uploads from the bucket', () => {
  it('deletes what nothing shows, under either address, and keeps the rest', async () => {
    const publicUrl = 'https://images.buildright.example';
    const config = loadConfig({ DATA_DIR: s3Dir, ...s3Env(), S3_PUBLIC_URL: publicUrl });
    const store = s3ImageStore(config.uploadsBucket!);

    const put = async (key: string) =>
      bucket.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: 'image' }));
    const files = (name: string) => [`${name}-original.png`, `${name}.webp`, `${name}-400.webp`];
    const [served, onCdn, abandoned] = [randomUUID(), randomUUID(), randomUUID()];
    for (const name of [served, onCdn, abandoned]) {
      for (const file of files(name)) await put(`uploads/${file}`);
    }
    await put(`uploads/${randomUUID()}`); // no upload's file name
    await put(`other-app/${randomUUID()}.webp`); // beside the uploads, not one of them

    const category = await addCategory(t.db);
    const product = await addProduct(t.db, { categoryId: category.id });
    await t.db
      .update(products)
      .set({
        images: [{ url: `${publicUrl}/uploads/${onCdn}.webp`, order: 0 }],
        imageUrl: `/uploads/${served}.webp`,
      })
      .where(eq(products.id, product.id));

    // Right after the upload, within the grace period, nothing goes.
    expect(await removeUnusedUploads(t.db, store)).toEqual([]);

    const later = Date.now() + UNUSED_UPLOAD_GRACE_MS + 60_000;
    const removed = await removeUnusedUploads(t.db, store, later);
    expect(removed.filter((file) => file.startsWith(abandoned)).sort()).toEqual(
      files(abandoned).sort(),
    );
    const left = await objectsInBucket();
    for (const file of files(abandoned)) expect(left).not.toContain(`uploads/${file}`);
    for (const file of [...files(served), ...files(onCdn)]) {
      expect(left).toContain(`uploads/${file}`);
    }
    expect(left.filter((key) => key.startsWith('other-app/'))).toHaveLength(1);
  });
});
