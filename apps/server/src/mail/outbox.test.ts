import type { AddressInfo } from 'node:net';
import { deliverDueEmails, type Mailer, type MailMessage, noMetrics } from '@buildright/api';
import { outboxEmails } from '@buildright/db';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { trpcMutation, trpcQuery } from '../testing/trpc.ts';
import { createMailer } from './mailer.ts';

const silentLog = { info() {}, warn() {}, error() {} };
const shop = {
  name: 'BuildRight Equipment',
  email: 'shop@buildright.test',
  url: 'http://shop.test',
};

const contact = (subject: string) => ({
  name: 'Dana Digger',
  email: 'dana@example.com',
  subject,
  message: 'Which bucket fits a 20 t excavator?',
});

/** A real SMTP server that can be stopped and started again on the same port. */
class SmtpPeer {
  readonly received: { to: string[]; raw: string }[] = [];
  private server: SMTPServer | null = null;
  port = 0;

  async start() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    const server = this.server;
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.server.address() as AddressInfo).port;
  }

  async stop() {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(resolve));
  }
}

describe('the outbox against a real SMTP server', () => {
  const peer = new SmtpPeer();
  let t: TestApp;

  beforeAll(async () => {
    await peer.start();
    t = await createTestApp({
      mailer: createMailer({
        smtpUrl: `smtp://127.0.0.1:${peer.port}`,
        from: 'shop@buildright.test',
        outboxDir: '/nonexistent',
        log: silentLog,
      }),
    });
  });
  afterAll(async () => {
    await t.close();
    await peer.stop();
  });

  const rows = () => t.db.select().from(outboxEmails).orderBy(outboxEmails.id);
  const post = (subject: string) =>
    t.app.inject({ method: 'POST', url: '/api/contact', payload: contact(subject) });

  it('delivers HTML with a plain-text part', async () => {
    expect((await post('Bucket sizes')).statusCode).toBe(201);
    await t.deliverMail();
    const toShop = peer.received.find((mail) => mail.to.includes('shop@buildright.test'))!;
    expect(toShop.raw).toMatch(/^Subject: New contact form message\r$/m);
    expect(toShop.raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(toShop.raw).toMatch(/Content-Type: text\/plain/);
    expect(toShop.raw).toMatch(/Content-Type: text\/html/);
    expect((await rows()).every((row) => row.status === 'sent')).toBe(true);
  });

  it('loses nothing while the SMTP server is down and sends it all once it is back', async () => {
    peer.received.length = 0;
    await peer.stop();

    expect((await post('During the outage')).statusCode).toBe(201);
    await t.deliverMail();
    const waiting = (await rows()).filter((row) => row.status !== 'sent');
    expect(waiting).toHaveLength(2);
    for (const row of waiting) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row.lastError).toMatch(/ECONNREFUSED/);
      // Backoff: the next try is about a minute away, not now.
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    }

    // Not due yet: nothing is tried again before its time.
    await peer.start();
    await t.deliverMail();
    expect(peer.received).toEqual([]);

    await t.db
      .update(outboxEmails)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(outboxEmails.status, 'pending'));
    await t.deliverMail();
    expect(peer.received.map((mail) => mail.to[0]).sort()).toEqual([
      'dana@example.com',
      'shop@buildright.test',
    ]);
    expect((await rows()).every((row) => row.status === 'sent' && row.lastError === null)).toBe(
      true,
    );
  });

  it('gives up after ten attempts and lets staff retry from the admin site', async () => {
    await peer.stop();
    expect((await post('Long outage')).statusCode).toBe(201);
    for (let attempt = 0; attempt < 10; attempt++) {
      await t.db
        .update(outboxEmails)
        .set({ nextAttemptAt: new Date(0) })
        .where(eq(outboxEmails.status, 'pending'));
      await t.deliverMail();
    }
    const failed = (await rows()).filter((row) => row.status === 'failed');
    expect(failed).toHaveLength(2);
    expect(failed.every((row) => row.attempts === 10)).toBe(true);

    const cookie = await signInAdmin(t);
    const listed = (await trpcQuery<{ id: number }[]>(t, 'mail.undelivered', undefined, cookie))
      .data;
    expect(listed.map((entry) => entry.id).sort()).toEqual(failed.map((row) => row.id).sort());

    await peer.start();
    peer.received.length = 0;
    for (const row of failed) {
      expect((await trpcMutation(t, 'mail.retry', { id: row.id }, cookie)).status).toBe(200);
    }
    await t.deliverMail();
    expect(peer.received).toHaveLength(2);
    expect((await trpcQuery(t, 'mail.undelivered', undefined, cookie)).data).toEqual([]);
    const again = await trpcMutation(t, 'mail.retry', { id: failed[0]!.id }, cookie);
    expect(again).toMatchObject({
      status: 409,
      error: { message: 'This e-mail was already sent' },
    });
  });
});

describe('several workers on one outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('send each e-mail exactly once', async () => {
    // Thirty senders: an acknowledgement carries only the shop's own words, the same for each.
    for (let i = 0; i < 30; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...contact(`Question ${i}`), email: `dana${i}@example.com` },
      });
    }
    const sent: MailMessage[] = [];
    const slowMailer: Mailer = {
      async send(message) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(message);
      },
    };
    const worker = () =>
      deliverDueEmails({
        db: t.db,
        mailer: slowMailer,
        shop,
        files: { read: async () => null },
        log: silentLog,
        metrics: noMetrics,
      });
    // The app's own worker races them too.
    await Promise.all([worker(), worker(), worker(), t.deliverMail(), worker(), worker()]);
    await Promise.all([worker(), t.deliverMail()]);
    const all = [...sent, ...t.outbox];
    expect(all).toHaveLength(60);
    // The shop's copies differ by whom they answer; the acknowledgements by whom they go to.
    expect(new Set(all.map((m) => `${m.to} ${m.replyTo} ${m.subject}`)).size).toBe(60);
  });

  it('is refused to anyone but an administrator', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/trpc/mail.undelivered' });
    expect(response.statusCode).toBe(401);
  });
});
