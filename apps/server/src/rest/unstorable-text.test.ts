import { isDatabaseUnavailable, isUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '@buildright/api';
import { contactSubmissions } from '@buildright/db';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, signInAdmin } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { trpcMutation, trpcQuery } from '../testing/trpc.ts';
import { registerErrorHandler } from './http-errors.ts';

// PostgreSQL refuses the NUL character in text; whichever field carries it, the caller gets a
// 400 naming the problem, and nothing reaches the database.
const NUL = '\u0000';

let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signInAdmin(t);
});
afterAll(() => t?.close());

const contact = {
  name: 'Dana Digger',
  email: 'dana@example.com',
  subject: 'Bucket sizes',
  message: 'Which bucket fits a 20 t excavator?',
};

function expectRefused(response: { statusCode: number; json(): unknown }, field: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    message: UNSTORABLE_TEXT_MESSAGE,
    errors: { [field]: [UNSTORABLE_TEXT_MESSAGE] },
  });
}

describe('text with the NUL character', () => {
  it('is refused by contact, sign-in, registration and password reset with a 400', async () => {
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
    expectRefused(await post('/api/contact', { ...contact, name: `Dana${NUL}` }), 'name');
    expectRefused(
      await post('/api/contact', { ...contact, message: `Hello ${NUL} there, friends` }),
      'message',
    );
    expectRefused(
      await post('/api/local/login', { username: `dana${NUL}`, password: 'secret' }),
      'username',
    );
    expectRefused(
      await post('/api/admin/login', { username: 'boss', password: `pw${NUL}` }),
      'password',
    );
    expectRefused(
      await post('/api/local/register', {
        username: 'dana',
        email: 'dana@example.com',
        password: 'long-enough-password',
        firstName: `Da${NUL}na`,
      }),
      'firstName',
    );
    expectRefused(
      await post('/api/password/reset', { token: `abc${NUL}`, password: 'long-enough-password' }),
      'token',
    );
    expect(await t.db.$count(contactSubmissions)).toBe(0);
  });

  it('is refused in query strings', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products?search=bucket%00' });
    expectRefused(response, 'search');
  });

  it('is refused deep inside an input, and in keys', async () => {
    const category = await addCategory(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie: adminCookie },
      payload: {
        name: 'Bucket',
        description: '<p>Strong</p>',
        price: '100.00',
        stock: 1,
        categoryId: category.id,
        images: [{ url: '/demo-images/bucket-1.svg', order: 0, alt: `A bucket${NUL}` }],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: UNSTORABLE_TEXT_MESSAGE,
      errors: { 'images.0.alt': [UNSTORABLE_TEXT_MESSAGE] },
    });

    // Keys too: a procedure sees its input before its schema drops what it does not know.
    const key = await trpcMutation(t, 'contact.submit', { ...contact, [`x${NUL}`]: 'extra' });
    expect(key.status).toBe(400);
    expect(key.error.message).toBe(UNSTORABLE_TEXT_MESSAGE);
  });

  it('is refused over tRPC with the field named', async () => {
    const mutation = await trpcMutation(t, 'contact.submit', { ...contact, subject: `Hi${NUL}` });
    expect(mutation.status).toBe(400);
    expect(mutation.error.message).toBe(UNSTORABLE_TEXT_MESSAGE);
    expect(mutation.error.data?.fieldErrors).toEqual({ subject: [UNSTORABLE_TEXT_MESSAGE] });

    const query = await trpcQuery(t, 'catalog.list', { search: `bucket${NUL}` });
    expect(query.status).toBe(400);
    expect(query.error.message).toBe(UNSTORABLE_TEXT_MESSAGE);
  });
});

describe('text holding half of a surrogate pair', () => {
  const broken =
    'Text holds a broken character (half of an emoji or symbol) that cannot be stored. Please retype it.';
  const send = (method: 'POST' | 'PUT', url: string, payload: object, cookie?: string) =>
    t.app.inject({
      method,
      url,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      // JSON.stringify writes a lone surrogate as the escape "\ud800", which JSON may carry.
      payload: JSON.stringify(payload),
    });

  it('is a 400 naming the field in a contact message, a category and a tracking number', async () => {
    const message = await send('POST', '/api/contact', { ...contact, message: 'hi \ud800 there' });
    expect(message.statusCode).toBe(400);
    expect(message.json()).toEqual({ message: broken, errors: { message: [broken] } });
    const category = await send(
      'POST',
      '/api/categories',
      { name: 'Bad \udc00 name', description: 'x' },
      adminCookie,
    );
    expect(category.statusCode).toBe(400);
    expect(category.json().errors).toEqual({ name: [broken] });
    const tracking = await trpcMutation(
      t,
      'orders.update',
      { id: 1, values: { status: 'shipped', trackingNumber: '1Z\ud83d', estimatedDelivery: null } },
      adminCookie,
    );
    expect(tracking.status).toBe(400);
    expect(tracking.error.data?.fieldErrors).toEqual({ values: [broken] });
    expect(await t.db.$count(contactSubmissions)).toBe(0);
  });

  it('is no obstacle to a whole emoji, which is text like any other', async () => {
    const category = await send(
      'POST',
      '/api/categories',
      { name: 'Tools 🔧', description: 'Hand tools ⚒️' },
      adminCookie,
    );
    expect(category.statusCode, category.body).toBe(201);
    expect(category.json()).toMatchObject({ name: 'Tools 🔧', description: 'Hand tools ⚒️' });
  });
});

describe('the database refusing text anyway (the safety net)', () => {
  async function refusal(): Promise<unknown> {
    try {
      await t.db.execute(sql`select ${`a${NUL}b`}::text`);
    } catch (error) {
      return error;
    }
    throw new Error('The database stored a NUL character');
  }

  it('is recognised from either driver, and is not an outage', async () => {
    const error = await refusal();
    expect(isUnstorableText(error)).toBe(true);
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('is answered 400 by the HTTP error mapping, not 500', async () => {
    const error = await refusal();
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/', () => Promise.reject(error));
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: UNSTORABLE_TEXT_MESSAGE });
    await app.close();
  });
});
