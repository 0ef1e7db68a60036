import { desc } from 'drizzle-orm';
import { contactSubmissions, type Database } from '@buildright/db';
import type { Logger } from '../context.ts';
import type { ContactInput, ShopEmailInput } from '../shared/schemas.ts';
import type { Mailer } from './mailer.ts';

export interface ContactSubmission {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  subject: string;
  message: string;
  createdAt: Date;
}

/** The message block of SPEC §7: every field, "Not provided" for empty optional ones. */
export function contactMessageText(input: ContactInput): string {
  return [
    `Name: ${input.name}`,
    `Email: ${input.email}`,
    `Phone: ${input.phone || 'Not provided'}`,
    `Company: ${input.company || 'Not provided'}`,
    `Subject: ${input.subject}`,
    '',
    'Message:',
    input.message,
  ].join('\n');
}

/** Stores the message first (the record is what counts), then tells the shop by e-mail. */
export async function submitContact(
  deps: { db: Database; mailer: Mailer; shopEmail: string; log: Logger },
  input: ContactInput,
): Promise<ContactSubmission> {
  const [saved] = await deps.db.insert(contactSubmissions).values(input).returning();
  try {
    await deps.mailer.send({
      to: deps.shopEmail,
      subject: `Contact Form: ${input.subject}`,
      text: contactMessageText(input),
      replyTo: input.email,
    });
  } catch (error) {
    deps.log.error({ err: error, submissionId: saved!.id }, 'Contact notification not sent');
  }
  return saved!;
}

export function listContactSubmissions(db: Database): Promise<ContactSubmission[]> {
  return db.select().from(contactSubmissions).orderBy(desc(contactSubmissions.createdAt));
}

export async function sendShopEmail(
  deps: { mailer: Mailer; shopEmail: string },
  input: ShopEmailInput,
): Promise<void> {
  await deps.mailer.send({
    to: deps.shopEmail,
    subject: input.subject,
    text: input.message,
    replyTo: input.replyTo ?? undefined,
  });
}
