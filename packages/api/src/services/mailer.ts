export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

/** Sends e-mail; the server provides SMTP or a development outbox. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
