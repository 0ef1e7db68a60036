import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { orders, outboxEmails } from '@buildright/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_DELIVERY } from '../jobs/shop-jobs.ts';
import { addCategory, addProduct, signInAdmin } from '../testing/fixtures.ts';
import { card, CARDS, startPayment, trpc } from '../testing/payments.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let productId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_PORT: '0' } });
  productId = (await addProduct(t.db, { categoryId: (await addCategory(t.db)).id, stock: 20 })).id;
});
afterAll(() => t?.close());

const metricsUrl = (path = '/metrics') =>
  `http://127.0.0.1:${(t.app.metricsListener!.address() as AddressInfo).port}${path}`;

/** A scrape on a connection of its own, as a scraper that comes back after a while does. */
async function scrape(): Promise<string> {
  const { status, body } = await new Promise<{ status?: number; body: string }>(
    (resolve, reject) => {
      get(metricsUrl(), { agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode, body }));
      }).on('error', reject);
    },
  );
  expect(status).toBe(200);
  return body;
}

/** The value of one series, named as the exposition writes it: `name{label="value",…}`. */
async function valueOf(series: string): Promise<number | undefined> {
  const line = (await scrape()).split('\n').find((text) => text.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('the metrics listener', () => {
  it("serves GET /metrics on a port of its own, and the shop's port answers 404", async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const shop = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    for (const accept of ['text/plain', 'text/html', '*/*']) {
      expect((await fetch(`${shop}/metrics`, { headers: { accept } })).status).toBe(404);
    }

    const response = await fetch(metricsUrl());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await response.text()).toContain('# TYPE http_request_duration_seconds histogram');
    expect((await fetch(metricsUrl('/'))).status).toBe(404);
    expect((await fetch(metricsUrl('/api/products'))).status).toBe(404);
    expect((await fetch(metricsUrl(), { method: 'POST' })).status).toBe(404);
  });

  it('passes promtool check metrics', async () => {
    const checked = spawnSync('promtool', ['check', 'metrics'], {
      input: await scrape(),
      encoding: 'utf8',
    });
    expect(checked.error, 'promtool is needed: apt-get install prometheus').toBeUndefined();
    expect(checked.stdout + checked.stderr).toBe('');
    expect(checked.status).toBe(0);
  });

  it('has every metric the alerts and the dashboard read', async () => {
    const ops = new URL('../../../../ops/', import.meta.url);
    const dashboards = readdirSync(new URL('grafana/', ops)).map((file) =>
      readFileSync(new URL(`grafana/${file}`, ops), 'utf8'),
    );
    const read = [readFileSync(new URL('prometheus/alerts.yml', ops), 'utf8'), ...dashboards];
    const names = new Set(
      read.flatMap((text) => text.match(/\b(?:http|shop|process|nodejs)_[a-z0-9_]+\b/g) ?? []),
    );
    expect(names.size).toBeGreaterThan(10);
    const exposition = await scrape();
    const exposed = (name: string) =>
      exposition.includes(`# TYPE ${name} `) ||
      exposition.includes(`# TYPE ${name.replace(/_(bucket|count|sum)$/, '')} histogram`);
    expect([...names].filter((name) => !exposed(name))).toEqual([]);
  });

  it('is not there without METRICS_PORT', async () => {
    const other = await createTestApp({ sameDatabaseAs: t });
    try {
      expect(other.app.metricsListener).toBeNull();
    } finally {
      await other.close();
    }
  });
});

describe('request metrics', () => {
  it('label by route template: a thousand product URLs are one series, unknown paths one', async () => {
    const product = 'route="/api/products/:id",method="GET",status_class="4xx"';
    const unknown = 'route="unmatched",method="GET",status_class="4xx"';
    const countOf = async (labels: string) =>
      (await valueOf(`http_request_duration_seconds_count{${labels}}`)) ?? 0;
    const before = { product: await countOf(product), unknown: await countOf(unknown) };
    const urls = [
      ...Array.from({ length: 1000 }, (_, i) => `/api/products/${productId + 1 + i}`),
      ...Array.from({ length: 50 }, (_, i) => `/api/no-such-thing-${i}`),
      ...Array.from({ length: 50 }, (_, i) => `/no/such/file-${i}.txt`),
    ];
    for (let i = 0; i < urls.length; i += 50) {
      await Promise.all(urls.slice(i, i + 50).map((url) => t.app.inject(url)));
    }
    const exposition = await scrape();
    const series = exposition
      .split('\n')
      .filter((line) => line.startsWith('http_request_duration_seconds_count{'));
    expect(series.length).toBeLessThan(10);
    expect(exposition).not.toMatch(/route="\/api\/products\/\d/);
    expect(exposition).not.toContain('no-such-thing');
    expect(await countOf(product)).toBe(before.product + 1000);
    expect(await countOf(unknown)).toBe(before.unknown + 100);
  });
});

describe('the shop’s own metrics', () => {
  it('count card payments and refunds by outcome, and holds the sweep released', async () => {
    const items = [{ id: productId, quantity: 1 }];
    const paid = await startPayment(t, items);
    await trpc(t, 'payments.confirmTestPayment', {
      clientSecret: paid.clientSecret,
      card: card(CARDS.succeeds),
    });
    const declined = await startPayment(t, items);
    await trpc(t, 'payments.confirmTestPayment', {
      clientSecret: declined.clientSecret,
      card: card(CARDS.declined),
    });
    expect(await valueOf('shop_payment_attempts_total{outcome="paid"}')).toBe(1);
    expect(await valueOf('shop_payment_attempts_total{outcome="failed"}')).toBe(1);
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${paid.orderId}/refunds`,
      headers: { cookie: await signInAdmin(t) },
      payload: { amount: '1.00', reason: 'goodwill' },
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    expect(await valueOf('shop_refunds_total{outcome="succeeded"}')).toBe(1);

    await t.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '1 hour'` })
      .where(eq(orders.id, declined.orderId));
    await t.runJob('card-holds');
    expect(await valueOf('shop_card_holds_released_total{by="sweep"}')).toBe(1);
  });

  it('count catalogue cache hits and misses', async () => {
    const before = {
      hit: (await valueOf('shop_catalogue_cache_lookups_total{result="hit"}'))!,
      miss: (await valueOf('shop_catalogue_cache_lookups_total{result="miss"}'))!,
    };
    const url = `/api/products?search=metrics-${Date.now()}`;
    await t.app.inject(url);
    await t.app.inject(url);
    expect(await valueOf('shop_catalogue_cache_lookups_total{result="miss"}')).toBeGreaterThan(
      before.miss,
    );
    expect(await valueOf('shop_catalogue_cache_lookups_total{result="hit"}')).toBeGreaterThan(
      before.hit,
    );
  });

  it('read the mail outbox at each scrape, and count job runs as the queue hands them out', async () => {
    // Sends what is due (the receipts above); then one e-mail that has waited ten minutes and is
    // not due again for an hour, which no run sends.
    await t.deliverMail();
    await t.db.insert(outboxEmails).values({
      template: 'contactCopy',
      recipient: 'dana@example.com',
      subject: 'Your message',
      data: {},
      createdAt: new Date(Date.now() - 10 * 60_000),
      nextAttemptAt: new Date(Date.now() + 60 * 60_000),
    });
    expect(await valueOf('shop_mail_outbox_emails{status="pending"}')).toBe(1);
    expect(await valueOf('shop_mail_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(600);
    const delivered = 'shop_job_runs_total{job_name="mail-delivery",outcome="succeeded"}';
    const before = (await valueOf(delivered))!;
    await t.app.jobs.send(MAIL_DELIVERY);
    await expect.poll(() => valueOf(delivered), { timeout: 10_000 }).toBeGreaterThan(before);
    expect(await valueOf('shop_mail_outbox_emails{status="pending"}')).toBe(1);
    expect(await valueOf('shop_job_lag_seconds_count{job_name="mail-delivery"}')).toBeGreaterThan(
      0,
    );
  });

  it("show the database pool, its statements' times and LISTEN", async () => {
    const size = t.database.connection.driver === 'pglite' ? 1 : 10;
    expect(await valueOf('shop_db_pool_connections_max')).toBe(size);
    expect(await valueOf('shop_db_pool_connections_in_use')).toBe(0);
    expect(await valueOf('shop_db_pool_waiting')).toBe(0);
    expect(await valueOf('shop_db_listen_up')).toBe(1);
    expect(await valueOf('shop_db_query_duration_seconds_count')).toBeGreaterThan(0);
  });

  it("include Node's own: resident memory, event-loop lag, GC", async () => {
    const exposition = await scrape();
    for (const name of [
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_gc_duration_seconds',
    ]) {
      expect(exposition).toContain(`# TYPE ${name} `);
    }
  });
});
