import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { shutDown } from './shutdown.ts';
import { addCategory, addProduct } from './testing/fixtures.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_PORT: '0' } });
  await addProduct(t.db, { categoryId: (await addCategory(t.db)).id });
});
afterAll(() => t?.close());

it('on shutdown stops taking requests, finishes the one in flight, then closes the database', async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const metrics = `http://127.0.0.1:${(t.app.metricsListener!.address() as AddressInfo).port}/metrics`;
  expect((await fetch(metrics)).status).toBe(200);
  const events: string[] = [];
  let received!: () => void;
  const isReceived = new Promise<void>((resolve) => (received = resolve));
  t.app.server.on('request', (request, response) => {
    received();
    response.on('finish', () => events.push(`answered ${request.url}`));
  });

  // Hold the products table so a catalogue request stays in flight until the test lets go.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const transaction = t.db.transaction(async (tx) => {
    await tx.execute(sql`lock table products in access exclusive mode`);
    locked();
    await held;
  });
  await isLocked;

  const inFlight = fetch(`${base}/api/products?search=anything`).then(async (response) => ({
    status: response.status,
    body: await response.json(),
  }));
  await isReceived;

  const stopped = shutDown({
    app: t.app,
    closeDatabase: async () => void events.push('database closed'),
  });
  await new Promise((resolve) => setTimeout(resolve, 100));
  // No longer listening: a new visitor is refused at once.
  await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  expect(events).toEqual([]);

  release();
  await transaction;
  const answer = await inFlight;
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual(expect.any(Array));
  expect(await stopped).toBe('clean');
  expect(events).toEqual(['answered /api/products?search=anything', 'database closed']);
  // The metrics listener closed with the app, its scraper's kept-alive connection too.
  expect(t.app.metricsListener!.listening).toBe(false);
  await expect(fetch(metrics)).rejects.toThrow();
});
