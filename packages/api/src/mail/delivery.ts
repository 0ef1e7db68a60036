import { SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { outboxEmails, type Database } from '@buildright/db';
import { contextOf, tracer } from '../shared/trace-context.ts';
import type { Logger, MetricsPort } from '../shared/ports.ts';
import type { Mailer } from './mailer.ts';
import { renderEmail } from './render.ts';
import { MAX_ATTEMPTS, retryDelayMs } from './retry.ts';
import type { ShopIdentity, StoredFiles } from './template.ts';

/** How long a worker may hold claimed rows; longer than any SMTP conversation takes. */
const LEASE_MS = 5 * 60_000;
const BATCH_SIZE = 20;

export interface DeliveryDeps {
  db: Database;
  mailer: Mailer;
  shop: ShopIdentity;
  /** Where attachments kept as files (product spec sheets) are read from. */
  files: StoredFiles;
  log: Logger;
  metrics: Pick<MetricsPort, 'mailNotSent'>;
}

interface DeliveryResult {
  sent: number;
  failed: number;
}

/**
 * Takes due e-mails with a lease (FOR UPDATE SKIP LOCKED, so two processes never take the same
 * row), renders and sends each outside any transaction, then records the outcome. A failure is
 * retried later with backoff; after MAX_ATTEMPTS the row is marked failed for staff to retry.
 */
export async function deliverDueEmails(deps: DeliveryDeps): Promise<DeliveryResult> {
  const due = deps.db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(
      and(
        eq(outboxEmails.status, 'pending'),
        lte(outboxEmails.nextAttemptAt, sql`now()`),
        or(isNull(outboxEmails.lockedUntil), lte(outboxEmails.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(outboxEmails.nextAttemptAt), asc(outboxEmails.id))
    .limit(BATCH_SIZE)
    .for('update', { skipLocked: true });
  const claimed = await deps.db
    .update(outboxEmails)
    .set({
      lockedUntil: sql`now() + make_interval(secs => ${LEASE_MS / 1000})`,
      attempts: sql`${outboxEmails.attempts} + 1`,
    })
    .where(inArray(outboxEmails.id, due))
    .returning();

  const result: DeliveryResult = { sent: 0, failed: 0 };
  // The worker's own span (a job run's): each e-mail's span joins the trace of the request that
  // queued it and links back here.
  const worker = trace.getActiveSpan()?.spanContext();
  // RETURNING has no order; send in the order the e-mails were written.
  for (const email of claimed.sort((a, b) => a.id - b.id)) {
    const outcome = await tracer.startActiveSpan(
      'send email',
      {
        kind: SpanKind.CONSUMER,
        links: worker ? [{ context: worker }] : [],
        attributes: {
          'mail.id': email.id,
          'mail.template': email.template,
          'mail.attempt': email.attempts,
        },
      },
      contextOf(email.traceparent),
      (span) => deliverOne(deps, email, span),
    );
    result[outcome]++;
  }
  return result;
}

type ClaimedEmail = typeof outboxEmails.$inferSelect;

/** Renders and sends one claimed e-mail, then records the outcome; ends its span. */
async function deliverOne(
  deps: DeliveryDeps,
  email: ClaimedEmail,
  span: Span,
): Promise<keyof DeliveryResult> {
  // Only the holder of this claim records the outcome: a takeover would have counted an attempt.
  const stillOurs = and(
    eq(outboxEmails.id, email.id),
    eq(outboxEmails.status, 'pending'),
    eq(outboxEmails.attempts, email.attempts),
  );
  try {
    const { html, text, attachments } = await renderEmail(
      email.template,
      email.data,
      deps.shop,
      deps.files,
    );
    await deps.mailer.send({
      to: email.recipient,
      replyTo: email.replyTo ?? undefined,
      subject: email.subject,
      html,
      text,
      ...(attachments.length > 0 ? { attachments } : {}),
    });
    await deps.db
      .update(outboxEmails)
      .set({ status: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null })
      .where(stillOurs);
    return 'sent';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const givingUp = email.attempts >= MAX_ATTEMPTS;
    await deps.db
      .update(outboxEmails)
      .set({
        status: givingUp ? 'failed' : 'pending',
        lastError: message.slice(0, 500),
        lockedUntil: null,
        nextAttemptAt: sql`now() + make_interval(secs => ${retryDelayMs(email.attempts) / 1000})`,
      })
      .where(stillOurs);
    deps.log.warn(
      { err: error, emailId: email.id, attempt: email.attempts, givingUp },
      givingUp ? 'E-mail not sent; gave up until staff retry it' : 'E-mail not sent; will retry',
    );
    deps.metrics.mailNotSent();
    span.recordException(error instanceof Error ? error : message);
    span.setStatus({ code: SpanStatusCode.ERROR, message });
    return 'failed';
  } finally {
    span.end();
  }
}
