import { rateLimits } from '@buildright/db';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Two server processes on one database, as behind a load balancer: a visitor who alternates
// between them meets one limit, not one per process.
let first: TestApp;
let second: TestApp;

const limits = {
  signIn: { points: 3, durationSeconds: 60 },
  register: { points: 2, durationSeconds: 60 },
  contact: { points: 2, durationSeconds: 60 },
  passwordResetClient: { points: 2, durationSeconds: 60 },
};

beforeAll(async () => {
  first = await createTestApp({ rateLimits: limits });
  second = await createTestApp({ rateLimits: limits, sameDatabaseAs: first });
});

afterAll(async () => {
  await second?.close();
  await first?.close();
});

const tooMany = /^Too many attempts\. Please try again in 1 minute\.$/;

function post(t: TestApp, url: string, payload: object, remoteAddress: string) {
  return t.app.inject({ method: 'POST', url, payload, remoteAddress });
}

describe('limits shared by two server processes on one database', () => {
  it('counts sign-in attempts on either process against one limit', async () => {
    const wrong = { username: 'nobody', password: 'wrong-password' };
    const address = '10.1.0.1';
    expect((await post(first, '/api/local/login', wrong, address)).statusCode).toBe(401);
    expect((await post(second, '/api/local/login', wrong, address)).statusCode).toBe(401);
    expect((await post(first, '/api/admin/login', wrong, address)).statusCode).toBe(401);

    for (const t of [second, first]) {
      const refused = await post(t, '/api/local/login', wrong, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: expect.stringMatching(tooMany) });
    }
    // Another client still signs in on both.
    expect((await post(second, '/api/local/login', wrong, '10.1.0.2')).statusCode).toBe(401);
  });

  it('counts registration, contact and password reset across processes', async () => {
    const address = '10.1.0.3';
    const account = (n: number) => ({
      username: `shared${n}`,
      email: `shared${n}@example.com`,
      password: 'long-enough-password',
    });
    expect((await post(first, '/api/local/register', account(1), address)).statusCode).toBe(201);
    expect((await post(second, '/api/local/register', account(2), address)).statusCode).toBe(201);
    expect((await post(first, '/api/local/register', account(3), address)).statusCode).toBe(429);

    const message = {
      name: 'Dana Digger',
      email: 'dana@example.com',
      subject: 'Bucket sizes',
      message: 'Which bucket fits a 20 t excavator?',
    };
    expect((await post(second, '/api/contact', message, address)).statusCode).toBe(201);
    expect((await post(first, '/api/contact', message, address)).statusCode).toBe(201);
    expect((await post(second, '/api/contact', message, address)).statusCode).toBe(429);

    const forgot = (n: number) => ({ email: `someone${n}@example.com` });
    expect((await post(first, '/api/password/forgot', forgot(1), address)).statusCode).toBe(200);
    expect((await post(second, '/api/password/forgot', forgot(2), address)).statusCode).toBe(200);
    expect((await post(first, '/api/password/forgot', forgot(3), address)).statusCode).toBe(429);
  });

  it('keeps the counters in the rate_limits table, one row per bucket and client', async () => {
    const rows = await first.db
      .select({ key: rateLimits.key, points: rateLimits.points })
      .from(rateLimits)
      .where(like(rateLimits.key, '%10.1.0.1'));
    expect(rows).toEqual([{ key: 'signIn:10.1.0.1', points: 5 }]);
  });
});
