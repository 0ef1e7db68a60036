import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type DatabaseConnection } from '@buildright/db';
import { createTestDatabase } from '@buildright/db/testing';
import postgres from 'postgres';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { prepareDatabase } from '../bootstrap.ts';
import { loadConfig, loadStorage } from '../env.ts';
import { ADMIN, addCategory, addProduct, sessionCookie, signInAdmin } from '../testing/fixtures.ts';
import { placeOrder } from '../testing/orders.ts';
import { buyer } from '../testing/payments.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { backUp, restore } from './index.ts';

// The restore drill: a shop takes orders, is backed up, and a shop started on the backup restored
// into an empty database has the same orders, products, staff and uploaded images. On the
// PostgreSQL project it runs on that server (the backup taken while the shop runs); on the
// embedded one, on PGlite in a DATA_DIR (the backup taken with the shop stopped).
const serverUrl = process.env.DATABASE_URL;

let scratch: string;
const cleanups: (() => Promise<unknown>)[] = [];
const lines: string[] = [];
const options = { environment: process.env, report: (line: string) => void lines.push(line) };

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'buildright-drill-'));
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await rm(scratch, { recursive: true, force: true });
});

/** A database on the PostgreSQL server, dropped when the file is done. */
function serverDatabase(name: string) {
  const admin = postgres(serverUrl!, { max: 1, onnotice: () => {} });
  cleanups.push(async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return { create: () => admin.unsafe(`create database ${name}`), url: url.toString() };
}

/** The shop's source database: a copy of the migrated template, on disk when embedded. */
async function sourceDatabase(
  dataDir: string,
): Promise<{ connection: DatabaseConnection; url?: string }> {
  const template = inject('databaseTemplate');
  if (serverUrl) {
    const connection = await createTestDatabase(serverUrl, undefined, template);
    cleanups.push(() => connection.close());
    return { connection, url: connection.url };
  }
  const saved = new Blob([await readFile(template.pgliteDumpFile!)]);
  return { connection: await connect({ dataDir, initialData: saved }) };
}

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#c07814' } })
    .png()
    .toBuffer();

async function uploadImage(t: TestApp, cookie: string) {
  const form = new FormData();
  form.append('file', new Blob([await png()], { type: 'image/png' }), 'bucket.png');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload: form,
    headers: { cookie },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ url: string }>().url;
}

interface Taken {
  products: { id: number; body: unknown }[];
  orders: { id: number }[];
  image: { url: string; bytes: Buffer };
}

/** Places orders through the shop and answers what a restored shop must show again. */
async function takeOrders(t: TestApp): Promise<Taken> {
  const cookie = await signInAdmin(t);
  const { id: categoryId } = await addCategory(t.db, { name: 'Buckets' });
  const bucket = await addProduct(t.db, { categoryId, name: 'Drill bucket', price: '899.00' });
  const pins = await addProduct(t.db, { categoryId, name: 'Drill pins', price: '19.50' });
  const imageUrl = await uploadImage(t, cookie);

  const orderIds: number[] = [];
  for (const items of [
    [{ productId: bucket.id, quantity: 1 }],
    [
      { productId: bucket.id, quantity: 2 },
      { productId: pins.id, quantity: 6 },
    ],
  ]) {
    const response = await placeOrder(t, { ...buyer, items });
    expect(response.statusCode).toBe(201);
    orderIds.push(response.json<{ id: number }>().id);
  }
  const image = await t.app.inject({ method: 'GET', url: imageUrl });
  expect(image.statusCode).toBe(200);
  const orders = await ordersOf(t, cookie);
  expect(orders.map((order) => order.id).sort()).toEqual(orderIds.sort());
  return {
    products: await Promise.all([bucket.id, pins.id].map((id) => productOf(t, id))),
    orders,
    image: { url: imageUrl, bytes: image.rawPayload },
  };
}

async function productOf(t: TestApp, id: number) {
  const response = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
  expect(response.statusCode).toBe(200);
  return { id, body: response.json() };
}

/** Every order, as staff list them. */
async function ordersOf(t: TestApp, cookie: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json<{ id: number }[]>();
}

/** Starts a shop as `pnpm start` does (migrations at start) on the restored database. */
async function startRestoredShop(storage: ReturnType<typeof loadStorage>, dataDir: string) {
  const connection = await connect({
    databaseUrl: storage.databaseUrl,
    dataDir: storage.databaseUrl ? undefined : dataDir,
  });
  const quiet = { info: () => {}, warn: () => {}, error: () => {} };
  await prepareDatabase(
    connection,
    loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DEMO: 'false',
      SESSION_SECRET: 'x'.repeat(32),
    }),
    quiet,
  );
  const t = await createTestApp({ connection, env: { DATA_DIR: dataDir } });
  return {
    t,
    close: async () => {
      await t.close();
      await connection.close();
    },
  };
}

async function expectSameShop(restored: TestApp, taken: Taken) {
  const login = await restored.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: ADMIN,
  });
  expect(login.statusCode).toBe(200);
  const cookie = sessionCookie(login);
  for (const product of taken.products)
    expect(await productOf(restored, product.id)).toEqual(product);
  expect(await ordersOf(restored, cookie)).toEqual(taken.orders);
  const image = await restored.app.inject({ method: 'GET', url: taken.image.url });
  expect(image.statusCode).toBe(200);
  expect(image.rawPayload.equals(taken.image.bytes)).toBe(true);
}

describe.runIf(serverUrl)('the restore drill on PostgreSQL', () => {
  it('backs up a running shop and restores it into an empty database, refusing a full one', async () => {
    const sourceDir = join(scratch, 'source');
    const source = await sourceDatabase(sourceDir);
    const shop = await createTestApp({
      connection: source.connection,
      env: { DATA_DIR: sourceDir },
    });
    cleanups.push(() => shop.close());
    const taken = await takeOrders(shop);

    const file = join(scratch, 'shop.backup');
    const started = performance.now();
    const manifest = await backUp(
      loadStorage({ DATABASE_URL: source.url, DATA_DIR: sourceDir }),
      file,
      options,
    );
    const backupMs = performance.now() - started;
    expect(manifest).toMatchObject({ database: 'postgres', uploads: 3 });
    expect(lines.join('\n')).toMatch(/Dumping PostgreSQL \d+\.\d+ with pg_dump \d+/);

    await expect(
      restore(
        loadStorage({ DATABASE_URL: source.url, DATA_DIR: join(scratch, 'full') }),
        file,
        options,
      ),
    ).rejects.toThrow(
      /^The database of DATABASE_URL is not empty \(it has drizzle\.__drizzle_migrations, /,
    );

    const target = serverDatabase(`restored_${Date.now()}`);
    await target.create();
    const targetDir = join(scratch, 'target');
    const storage = loadStorage({ DATABASE_URL: target.url, DATA_DIR: targetDir });
    const restoreStarted = performance.now();
    await restore(storage, file, options);
    const restoreMs = performance.now() - restoreStarted;
    console.info(
      `PostgreSQL drill: backup ${Math.round(backupMs)} ms, restore ${Math.round(restoreMs)} ms`,
    );

    const restored = await startRestoredShop(storage, targetDir);
    cleanups.push(() => restored.close());
    await expectSameShop(restored.t, taken);
  });
});

describe.runIf(!serverUrl)('the restore drill on the embedded database', () => {
  it('refuses while the shop runs, then backs it up stopped and restores it into a new DATA_DIR', async () => {
    const sourceDir = join(scratch, 'source');
    const source = await sourceDatabase(sourceDir);
    const shop = await createTestApp({
      connection: source.connection,
      env: { DATA_DIR: sourceDir },
    });
    const taken = await takeOrders(shop);

    const file = join(scratch, 'shop.backup');
    const sourceStorage = loadStorage({ DATA_DIR: sourceDir });
    await expect(backUp(sourceStorage, file, options)).rejects.toThrow(
      `The shop (process ${process.pid}) has the embedded database in ${sourceDir} open: stop it, then run this again.`,
    );
    await shop.close();
    await source.connection.close();

    const started = performance.now();
    const manifest = await backUp(sourceStorage, file, options);
    const backupMs = performance.now() - started;
    expect(manifest).toMatchObject({ database: 'pglite', uploads: 3 });

    const targetDir = join(scratch, 'target');
    const storage = loadStorage({ DATA_DIR: targetDir });
    const restoreStarted = performance.now();
    await restore(storage, file, options);
    const restoreMs = performance.now() - restoreStarted;
    console.info(
      `Embedded drill: backup ${Math.round(backupMs)} ms, restore ${Math.round(restoreMs)} ms`,
    );
    await expect(restore(storage, file, options)).rejects.toThrow(
      `${targetDir} already has an embedded database`,
    );

    const restored = await startRestoredShop(storage, targetDir);
    cleanups.push(() => restored.close());
    await expectSameShop(restored.t, taken);
  });
});
