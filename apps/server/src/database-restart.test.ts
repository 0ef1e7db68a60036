import { exec } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addProduct } from './testing/fixtures.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

// Restarts the PostgreSQL server under every connection to it: vitest.restart.config.ts runs
// this file alone, after the rest of the suite, when .ci/run says how to restart its server.
const restartCommand = process.env.TEST_PG_RESTART_COMMAND;

const restartPostgres = () => promisify(exec)(restartCommand!);

/** Right after a restart, a pooled connection may still be one the server closed: try again. */
async function onceTheDatabaseAnswers<T>(action: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await action();
    } catch (error) {
      if (attempt === 500) throw error;
      await sleep(10);
    }
  }
}

describe.runIf(restartCommand && process.env.DATABASE_URL)('after PostgreSQL restarts', () => {
  let t: TestApp;
  let other: TestApp;
  let url: string;
  let setPrice: (price: string) => Promise<unknown>;

  beforeAll(async () => {
    t = await createTestApp();
    const { id } = await addProduct(t.db, {
      categoryId: (await addCategory(t.db)).id,
      price: '60.00',
    });
    url = `/api/products/${id}`;
    setPrice = (price) => t.db.execute(sql`update products set price = ${price} where id = ${id}`);
    // Started after the product exists, so no notification of it can clear what it caches.
    other = await createTestApp({ sameDatabaseAs: t });
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  const priceAtOther = async () => (await other.app.inject({ method: 'GET', url })).json().price;

  it('a price changed on one process at once reaches the other', async () => {
    expect(await priceAtOther()).toBe('60.00');
    await restartPostgres();
    await onceTheDatabaseAnswers(() => setPrice('65.00'));
    await expect.poll(priceAtOther, { timeout: 10_000 }).toBe('65.00');
    await setPrice('70.00');
    await expect.poll(priceAtOther, { timeout: 10_000 }).toBe('70.00');
  });

  it('mail queued at once is delivered', async () => {
    await restartPostgres();
    await onceTheDatabaseAnswers(async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          name: 'Dana Digger',
          email: 'dana@example.com',
          subject: 'Bucket sizes',
          message: 'Which bucket fits a 20 t excavator?',
        },
      });
      if (response.statusCode !== 201) throw new Error(`contact answered ${response.statusCode}`);
    });
    const delivered = () => [...t.outbox, ...other.outbox].map((message) => message.to);
    await expect.poll(delivered, { timeout: 10_000 }).toContain('dana@example.com');
  });
});
