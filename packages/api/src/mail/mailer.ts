import type { EmailAttachment } from './template.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: EmailAttachment[];
}

/** Hands one message to the mail system; the server provides SMTP or a development outbox. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
