import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addProduct } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let t: TestApp;
/** Every line the app logged, parsed. */
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  t = await createTestApp({ logger: { level: 'info', stream } });
  await addProduct(t.db, { categoryId: (await addCategory(t.db)).id });
});
afterAll(() => t?.close());

const idOf = (response: { headers: Record<string, unknown> }) => response.headers['x-request-id'];

describe('the request id', () => {
  it('is kept when a proxy sends a sane one, and made up otherwise', async () => {
    const sent = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-7f3a.42' } });
    expect(idOf(sent)).toBe('lb-7f3a.42');
    for (const insane of ['two words', 'x'.repeat(129), 'line\u2028break', '']) {
      const replaced = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': insane } });
      expect(idOf(replaced)).toMatch(UUID);
    }
    const [first, second] = [await t.app.inject('/healthz'), await t.app.inject('/healthz')];
    expect(idOf(first)).toMatch(UUID);
    expect(idOf(second)).not.toBe(idOf(first));
  });

  it('is on every answer: errors, bad input, and answers sent from the cache', async () => {
    const answers = [
      await t.app.inject('/api/no-such-thing'),
      await t.app.inject('/api/products/not-a-number'),
      await t.app.inject({ method: 'POST', url: '/api/contact', payload: { name: '' } }),
      await t.app.inject('/api/products'),
      // Cached now: sent before any route or session work.
      await t.app.inject('/api/products'),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 400, 400, 200, 200]);
    for (const answer of answers) expect(idOf(answer)).toMatch(UUID);
  });

  it('is named by every log line of its request, business code’s included', async () => {
    const from = lines.length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/trpc/payments.confirm',
      headers: { 'x-request-id': 'trace-me-1' },
      payload: { json: { paymentIntentId: 'pi_unknown', clientSecret: 'pi_unknown_secret' } },
    });
    expect(response.statusCode).toBe(404);
    const logged = lines.slice(from);
    expect(logged.map((line) => line.msg)).toEqual([
      'incoming request',
      'Payment not retrieved',
      'request completed',
    ]);
    for (const line of logged) expect(line.reqId).toBe('trace-me-1');
  });
});
