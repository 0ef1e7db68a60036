import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger, Mailer } from '@buildright/api';
import nodemailer from 'nodemailer';

interface MailerOptions {
  /** smtp:// or smtps:// URL; without it mail goes to the development outbox. */
  smtpUrl: string | undefined;
  from: string;
  /** Where the development outbox keeps one .eml file per message. */
  outboxDir: string;
  log: Logger;
}

/** SMTP gives up on a dead server quickly; the outbox worker retries later. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const file = join(
        options.outboxDir,
        `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      options.log.info(
        { to: message.to, subject: message.subject, file },
        'E-mail written to outbox',
      );
    },
  };
}
