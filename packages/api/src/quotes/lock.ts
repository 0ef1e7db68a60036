import { and, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import { quoteRevisions, quotes, type AuditChange, type Transaction } from '@buildright/db';
import type { StaffActor } from '../audit/index.ts';
import { publish } from '../events/index.ts';
import type { QuoteStatus } from '@buildright/db/domain';
import { conflict, notFound } from '../errors.ts';
import { quoteAllows, quoteRefusal, type QuoteAction } from './shared/quotes.ts';

declare module '../events/events.ts' {
  interface DomainEvents {
    /** A quote changed status; `actor` when staff moved it, with what else the move changed. */
    'quote.moved': {
      quoteId: number;
      from: QuoteStatus;
      to: QuoteStatus;
      actor: StaffActor | null;
      details: AuditChange[];
    };
  }
}

const lockedColumns = {
  id: quotes.id,
  orderId: quotes.orderId,
  token: quotes.token,
  status: quotes.status,
  acceptedMethod: quotes.acceptedMethod,
};

/** Takes the quote row for this transaction: every change to one quote happens in turn. */
export async function lockQuote(tx: Transaction, where: SQL) {
  const [quote] = await tx.select(lockedColumns).from(quotes).where(where).for('update');
  if (!quote) throw notFound('No such quote');
  return quote;
}

/** For sweeps: the quote row if no one else holds it (null then, or when none matches). */
export async function tryLockQuote(tx: Transaction, where: SQL) {
  const [quote] = await tx
    .select(lockedColumns)
    .from(quotes)
    .where(where)
    .for('update', { skipLocked: true });
  return quote ?? null;
}

/** The quote an order came from, locked for this transaction; null when the order has none. */
export async function lockQuoteOfOrder(tx: Transaction, orderId: number) {
  const [quote] = await tx
    .select(lockedColumns)
    .from(quotes)
    .where(eq(quotes.orderId, orderId))
    .for('update');
  return quote ?? null;
}

export type LockedQuote = Awaited<ReturnType<typeof lockQuote>>;

/** Refuses an action the lifecycle does not allow from the quote's state: a 409 with why. */
export function assertAllowed(status: QuoteStatus, action: QuoteAction): void {
  if (!quoteAllows(status, action)) throw conflict(quoteRefusal(status, action));
}

interface QuoteMoveOptions {
  /** How the buyer accepted, and which revision. */
  extra?: Partial<Pick<typeof quotes.$inferInsert, 'acceptedMethod' | 'acceptedRevision'>>;
  /** Staff who moved it, for the activity log; null when the buyer or the shop did. */
  actor?: StaffActor | null;
  /** What else the move changed, as the activity log shows it (the revision sent, its total). */
  details?: AuditChange[];
}

/**
 * The one writer of a quote's status, after its caller checked the move (assertAllowed): it
 * publishes `quote.moved` in the same transaction.
 */
export async function setQuoteStatus(
  tx: Transaction,
  quote: Pick<LockedQuote, 'id' | 'status'>,
  status: QuoteStatus,
  { extra = {}, actor = null, details = [] }: QuoteMoveOptions = {},
): Promise<void> {
  await tx
    .update(quotes)
    .set({ status, statusChangedAt: new Date(), ...extra })
    .where(eq(quotes.id, quote.id));
  await publish(tx, 'quote.moved', {
    quoteId: quote.id,
    from: quote.status,
    to: status,
    actor,
    details,
  });
}

/** The revision on offer: the newest one sent. */
export async function latestSentRevision(tx: Transaction, quoteId: number) {
  const [revision] = await tx
    .select()
    .from(quoteRevisions)
    .where(and(eq(quoteRevisions.quoteId, quoteId), isNotNull(quoteRevisions.sentAt)))
    .orderBy(desc(quoteRevisions.number))
    .limit(1);
  return revision ?? null;
}
