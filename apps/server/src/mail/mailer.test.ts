import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

const silentLog = { info() {}, warn() {}, error() {} };

describe('createMailer with SMTP_URL', () => {
  let server: SMTPServer;
  let port: number;
  const received: Received[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => (server ? server.close(resolve) : resolve())));

  beforeEach(() => {
    received.length = 0;
  });

  it('delivers to, subject, body and reply-to to the SMTP peer', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'BuildRight <noreply@buildright.test>',
      outboxDir: '/nonexistent',
      log: silentLog,
    });
    await mailer.send({
      to: 'shop@buildright.test',
      subject: 'Contact Form: Bucket sizes',
      text: 'Name: Dana Digger\nMessage:\nWhich bucket fits?',
      replyTo: 'dana@example.com',
    });

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail!.from).toBe('noreply@buildright.test');
    expect(mail!.to).toEqual(['shop@buildright.test']);
    expect(mail!.raw).toMatch(/^From: BuildRight <noreply@buildright\.test>\r$/m);
    expect(mail!.raw).toMatch(/^To: shop@buildright\.test\r$/m);
    expect(mail!.raw).toMatch(/^Subject: Contact Form: Bucket sizes\r$/m);
    expect(mail!.raw).toMatch(/^Reply-To: dana@example\.com\r$/m);
    expect(mail!.raw).toContain('Name: Dana Digger\r\nMessage:\r\nWhich bucket fits?');
  });

  it('fails loudly when the SMTP peer refuses the message', async () => {
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      },
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    try {
      const refusingPort = (refusing.server.address() as AddressInfo).port;
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${refusingPort}`,
        from: 'noreply@buildright.test',
        outboxDir: '/nonexistent',
        log: silentLog,
      });
      await expect(
        mailer.send({ to: 'shop@buildright.test', subject: 'Hi', text: 'Hello' }),
      ).rejects.toThrow(/Mailbox unavailable/);
    } finally {
      await new Promise<void>((resolve) => refusing.close(resolve));
    }
  });
});

describe('createMailer without SMTP_URL', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'buildright-outbox-'));
  });

  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes the message as an .eml file into the outbox and logs a line', async () => {
    const outboxDir = join(dir, 'outbox');
    const lines: { obj: object; msg?: string }[] = [];
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'noreply@buildright.test',
      outboxDir,
      log: { ...silentLog, info: (obj, msg) => lines.push({ obj, msg }) },
    });
    await mailer.send({
      to: 'shop@buildright.test',
      subject: 'New order #12',
      text: 'An order came in.',
      replyTo: 'buyer@example.com',
    });

    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d+-[\w.-]+\.eml$/);
    const eml = await readFile(join(outboxDir, files[0]!), 'utf8');
    expect(eml).toMatch(/^From: noreply@buildright\.test\r?$/m);
    expect(eml).toMatch(/^To: shop@buildright\.test\r?$/m);
    expect(eml).toMatch(/^Subject: New order #12\r?$/m);
    expect(eml).toMatch(/^Reply-To: buyer@example\.com\r?$/m);
    expect(eml).toContain('An order came in.');

    expect(lines).toEqual([
      {
        obj: {
          to: 'shop@buildright.test',
          subject: 'New order #12',
          file: join(outboxDir, files[0]!),
        },
        msg: 'E-mail written to outbox',
      },
    ]);
  });

  it('keeps one file per message', async () => {
    const outboxDir = join(dir, 'many');
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'a@b.test',
      outboxDir,
      log: silentLog,
    });
    await mailer.send({ to: 'shop@buildright.test', subject: 'One', text: '1' });
    await mailer.send({ to: 'shop@buildright.test', subject: 'Two', text: '2' });
    expect(await readdir(outboxDir)).toHaveLength(2);
  });
});
