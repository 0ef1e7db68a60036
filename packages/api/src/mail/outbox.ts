import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { outboxEmails, type Database, type Transaction } from '@buildright/db';
import { conflict, notFound } from '../errors.ts';
import { emailTemplateNamed, type EmailDataOf, type EmailTemplateName } from './registry.ts';

/**
 * Every process listens here, so new mail leaves at once, whoever queued it. The payload says
 * what waits: MAIL_QUEUED for e-mails; the back-in-stock trigger's empty text for requests come
 * due (migration 0025).
 */
export const OUTBOX_CHANNEL = 'outbox_emails';
export const MAIL_QUEUED = 'mail';

interface EmailAddressing {
  to: string;
  replyTo?: string | null;
}

/**
 * Queues an e-mail in the caller's transaction: it exists exactly when the change that caused it
 * does, and the worker delivers it after the commit (the NOTIFY is only delivered then too).
 */
export async function enqueueEmail<Name extends EmailTemplateName>(
  db: Database | Transaction,
  template: Name,
  addressing: EmailAddressing,
  data: EmailDataOf<Name>,
): Promise<void> {
  const subject = emailTemplateNamed(template).subject(data);
  await db.insert(outboxEmails).values({
    template,
    recipient: addressing.to,
    replyTo: addressing.replyTo ?? null,
    subject,
    data: data as Record<string, unknown>,
  });
  await db.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, ${MAIL_QUEUED})`);
}

type OutboxStatus = 'pending' | 'sent' | 'failed';

export interface OutboxEntry {
  id: number;
  template: string;
  recipient: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

const entryColumns = {
  id: outboxEmails.id,
  template: outboxEmails.template,
  recipient: outboxEmails.recipient,
  subject: outboxEmails.subject,
  status: outboxEmails.status,
  attempts: outboxEmails.attempts,
  nextAttemptAt: outboxEmails.nextAttemptAt,
  lastError: outboxEmails.lastError,
  createdAt: outboxEmails.createdAt,
  sentAt: outboxEmails.sentAt,
};

/** Mail that has not left: waiting (maybe after failed attempts) or given up on. */
export function listUndelivered(db: Database, limit = 200): Promise<OutboxEntry[]> {
  return db
    .select(entryColumns)
    .from(outboxEmails)
    .where(inArray(outboxEmails.status, ['pending', 'failed']))
    .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
    .limit(limit);
}

/** Staff asked to try again: the e-mail waits for the worker with a fresh set of attempts. */
export async function retryEmail(db: Database, id: number): Promise<OutboxEntry> {
  const [row] = await db
    .update(outboxEmails)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date(), lockedUntil: null })
    .where(and(eq(outboxEmails.id, id), inArray(outboxEmails.status, ['pending', 'failed'])))
    .returning(entryColumns);
  if (!row) {
    const [exists] = await db
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(eq(outboxEmails.id, id));
    throw exists ? conflict('This e-mail was already sent') : notFound(`No e-mail with id ${id}`);
  }
  await db.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, ${MAIL_QUEUED})`);
  return row;
}
