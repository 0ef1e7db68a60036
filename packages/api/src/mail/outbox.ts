import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { outboxEmails, type Database, type Transaction } from '@buildright/db';
import { firstRow } from '../database/index.ts';
import { conflict, notFound } from '../errors.ts';
import { activeTraceparent } from '../shared/trace-context.ts';
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
 * does, and the worker delivers it after the commit (the NOTIFY is only delivered then too). When
 * tracing, it keeps the request's trace context, which its sending continues.
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
    traceparent: activeTraceparent(),
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

/** The backlog is counted up to this many e-mails of a status: past it, it is "at least". */
const BACKLOG_COUNTED_UP_TO = 10_000;

interface OutboxBacklog {
  /** E-mails waiting to be sent, retries included (at most BACKLOG_COUNTED_UP_TO). */
  pending: number;
  /** How long the oldest of them has waited, in seconds; 0 when none waits. */
  oldestPendingSeconds: number;
  /** E-mails given up on until staff retry them (at most BACKLOG_COUNTED_UP_TO). */
  failed: number;
}

/**
 * The outbox's backlog, for the metrics at every scrape: each figure reads the status index
 * (status, created_at) only, and at most BACKLOG_COUNTED_UP_TO entries of it.
 */
export async function outboxBacklog(db: Database): Promise<OutboxBacklog> {
  const counted = (status: OutboxStatus) => sql`(select count(*)::int from (
      select 1 from ${outboxEmails} where ${outboxEmails.status} = ${status}
      limit ${BACKLOG_COUNTED_UP_TO}) capped)`;
  const oldest = sql`(select min(${outboxEmails.createdAt}) from ${outboxEmails}
      where ${outboxEmails.status} = 'pending')`;
  const row = firstRow<OutboxBacklog>(
    await db.execute(sql`select ${counted('pending')} as pending, ${counted('failed')} as failed,
      coalesce(extract(epoch from now() - ${oldest}), 0)::float8 as "oldestPendingSeconds"`),
  )!;
  return {
    pending: Number(row.pending),
    oldestPendingSeconds: Number(row.oldestPendingSeconds),
    failed: Number(row.failed),
  };
}
