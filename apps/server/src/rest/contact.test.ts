import type { MailMessage } from '@buildright/api';
import { contactSubmissions, outboxEmails } from '@buildright/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInAdmin } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let adminCookie: string;
/** What the shop was sent; the mailer can be told to fail like an SMTP server that is down. */
const sent: MailMessage[] = [];
let mailFails = false;

const valid = {
  name: 'Dana Digger',
  email: 'dana@example.com',
  phone: '',
  company: '',
  subject: 'Bucket sizes',
  message: 'Which bucket fits a 20 t excavator?',
};

// Every rate-limited test calls from its own address, so the low limits only meet on purpose.
let nextAddress = 1;
const freshAddress = () => `10.0.0.${nextAddress++}`;

function postContact(payload: object, remoteAddress = freshAddress()) {
  return t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress });
}

function trpcMutation(path: string, input: object, remoteAddress: string) {
  return t.app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ json: input }),
    remoteAddress,
  });
}

async function storedSubmissions() {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/admin/contact-submissions',
    headers: { cookie: adminCookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ id: number; subject: string; name: string; phone: string | null }[]>();
}

beforeAll(async () => {
  t = await createTestApp({
    mailer: {
      async send(message) {
        if (mailFails) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
        sent.push(message);
      },
    },
    rateLimits: {
      contact: { points: 2, durationSeconds: 60 },
      signIn: { points: 2, durationSeconds: 60 },
    },
  });
  adminCookie = await signInAdmin(t);
});

afterAll(() => t?.close());

beforeEach(async () => {
  mailFails = false;
  await t.deliverMail();
  sent.length = 0;
  await t.db.delete(contactSubmissions);
});

describe('POST /api/contact', () => {
  it('stores the submission and e-mails the shop', async () => {
    const response = await postContact(valid);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ success: true, id: expect.any(Number) });

    const stored = await storedSubmissions();
    expect(stored).toEqual([
      expect.objectContaining({
        id: body.id,
        name: 'Dana Digger',
        email: 'dana@example.com',
        phone: null,
        company: null,
        subject: 'Bucket sizes',
        message: 'Which bucket fits a 20 t excavator?',
      }),
    ]);

    await t.deliverMail();
    expect(sent).toEqual([
      {
        to: 'shop@buildright.test',
        subject: 'New contact form message',
        replyTo: 'dana@example.com',
        html: expect.stringContaining('Which bucket fits a 20 t excavator?'),
        text: [
          'Name: Dana Digger',
          'Email: dana@example.com',
          'Phone: Not provided',
          'Company: Not provided',
          'Subject: Bucket sizes',
          '',
          'Message:',
          'Which bucket fits a 20 t excavator?',
        ].join('\n'),
      },
      {
        to: 'dana@example.com',
        subject: 'We received your message',
        replyTo: 'shop@buildright.test',
        // The shop's words only: the address was typed by whoever sent the form.
        html: expect.not.stringContaining('Which bucket fits a 20 t excavator?'),
        text: expect.stringContaining(
          'We received your message and will get back to you within 24 hours',
        ),
      },
    ]);
  });

  it('passes phone and company on when given', async () => {
    const response = await postContact({ ...valid, phone: '+1 555 0100', company: 'Dig Co' });
    expect(response.statusCode).toBe(201);
    await t.deliverMail();
    expect(sent[0]!.text).toContain('Phone: +1 555 0100\nCompany: Dig Co\n');
    expect(await storedSubmissions()).toEqual([
      expect.objectContaining({ phone: '+1 555 0100', company: 'Dig Co' }),
    ]);
  });

  it.each([
    ['name', { name: '' }, 'Name is required'],
    ['name', { name: '   ' }, 'Name is required'],
    ['name', { name: undefined }, 'Name is required'],
    ['email', { email: 'not-an-address' }, 'Valid email is required'],
    ['email', { email: undefined }, 'Valid email is required'],
    ['subject', { subject: '' }, 'Subject is required'],
    ['message', { message: 'Too short' }, 'Message must be at least 10 characters'],
    ['message', { message: undefined }, 'Message must be at least 10 characters'],
  ])('refuses a bad %s with the spec message (%o)', async (field, change, message) => {
    const response = await postContact({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: { [field]: [message] } });
    expect(await t.db.$count(contactSubmissions)).toBe(0);
    await t.deliverMail();
    expect(sent).toEqual([]);
  });

  it('lists every problem of a form at once', async () => {
    const response = await postContact({ name: '', email: 'x', subject: '', message: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Name is required',
      errors: {
        name: ['Name is required'],
        email: ['Valid email is required'],
        subject: ['Subject is required'],
        message: ['Message must be at least 10 characters'],
      },
    });
  });

  it('keeps the submission and answers 201 when the e-mail cannot be sent, and sends it later', async () => {
    mailFails = true;
    const response = await postContact(valid);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, id: expect.any(Number) });
    expect(await storedSubmissions()).toEqual([
      expect.objectContaining({ id: response.json().id, subject: 'Bucket sizes' }),
    ]);
    await t.deliverMail();
    expect(sent).toEqual([]);

    mailFails = false;
    await t.db.update(outboxEmails).set({ nextAttemptAt: new Date(0) });
    await t.deliverMail();
    expect(sent.map((m) => m.subject)).toEqual([
      'New contact form message',
      'We received your message',
    ]);
  });
});

describe('GET /api/admin/contact-submissions', () => {
  it('is for admins only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/contact-submissions' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please sign in as an administrator' });
  });

  it('lists the newest first', async () => {
    await postContact({ ...valid, subject: 'First' });
    await postContact({ ...valid, subject: 'Second' });
    expect((await storedSubmissions()).map((s) => s.subject)).toEqual(['Second', 'First']);
  });
});

describe('POST /api/send-email', () => {
  it('only ever writes to the shop, whatever `to` says', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/send-email',
      payload: {
        to: 'victim@elsewhere.com',
        subject: 'Hello',
        message: 'Buy cheap watches',
        replyTo: 'sender@example.com',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    await t.deliverMail();
    expect(sent).toEqual([
      {
        to: 'shop@buildright.test',
        subject: 'New message from the website',
        text: 'Buy cheap watches',
        html: expect.stringMatching(/Hello[\s\S]*Buy cheap watches/),
        replyTo: 'sender@example.com',
      },
    ]);
    expect(JSON.stringify(sent)).not.toContain('victim@elsewhere.com');
  });

  it('refuses a message without a subject', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/send-email',
      payload: { subject: '', message: 'Hi there' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Subject is required');
    await t.deliverMail();
    expect(sent).toEqual([]);
  });
});

describe('rate limits', () => {
  const tooMany = /^Too many attempts\. Please try again in 1 minute\.$/;

  it('answers the third contact message within the window with 429', async () => {
    const address = freshAddress();
    expect((await postContact(valid, address)).statusCode).toBe(201);
    expect((await postContact(valid, address)).statusCode).toBe(201);
    const refused = await postContact(valid, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(tooMany);
    expect(await t.db.$count(contactSubmissions)).toBe(2);
    await t.deliverMail();
    expect(sent.filter((m) => m.to === 'shop@buildright.test')).toHaveLength(2);
    // Another address is not affected.
    expect((await postContact(valid)).statusCode).toBe(201);
  });

  it('counts REST and tRPC contact messages in one bucket', async () => {
    const address = freshAddress();
    expect((await postContact(valid, address)).statusCode).toBe(201);
    const viaTrpc = await trpcMutation('contact.submit', valid, address);
    expect(viaTrpc.statusCode).toBe(200);
    expect(viaTrpc.json()).toEqual({ result: { data: { json: { id: expect.any(Number) } } } });

    const refusedTrpc = await trpcMutation('contact.submit', valid, address);
    expect(refusedTrpc.statusCode).toBe(429);
    expect(refusedTrpc.json().error.json.message).toMatch(tooMany);
    const refusedRest = await postContact(valid, address);
    expect(refusedRest.statusCode).toBe(429);
    expect(refusedRest.json().message).toMatch(tooMany);
    expect(await t.db.$count(contactSubmissions)).toBe(2);
  });

  it('counts customer and admin sign-in, REST and tRPC, in one bucket', async () => {
    const address = freshAddress();
    const wrong = { username: 'nobody', password: 'wrong-password' };
    const rest = await t.app.inject({
      method: 'POST',
      url: '/api/local/login',
      payload: wrong,
      remoteAddress: address,
    });
    expect(rest.statusCode).toBe(401);
    expect(rest.json()).toEqual({ message: 'Invalid credentials' });
    const trpc = await trpcMutation('auth.admin.login', wrong, address);
    expect(trpc.statusCode).toBe(401);
    expect(trpc.json().error.json.message).toBe('Invalid credentials');

    const refusedTrpc = await trpcMutation('auth.admin.login', wrong, address);
    expect(refusedTrpc.statusCode).toBe(429);
    expect(refusedTrpc.json().error.json.message).toMatch(tooMany);
    const refusedRest = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: wrong,
      remoteAddress: address,
    });
    expect(refusedRest.statusCode).toBe(429);
    expect(refusedRest.json()).toEqual({ message: expect.stringMatching(tooMany) });
  });
});
