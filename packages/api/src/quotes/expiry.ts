import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { orders, quoteRevisions, quotes } from '@buildright/db';
import { isoDate, statusesAllowing } from './shared/quotes.ts';
import { closeQuote } from './close.ts';
import { tryLockQuote } from './lock.ts';
import { queueQuoteClosed, type QuoteMailSettings } from './notify.ts';
import { applyIntent, type PaymentDeps } from '../payments/index.ts';

const BATCH = 20;

/**
 * Quotes waiting on the buyer (or their card payment) whose newest sent revision is past its
 * date; checked again under the row lock, so a revision sent meanwhile keeps the quote open.
 */
const expiring = (today: string) =>
  and(
    inArray(quotes.status, statusesAllowing('expire')),
    sql`(select ${quoteRevisions.validUntil} from ${quoteRevisions}
         where ${quoteRevisions.quoteId} = ${quotes.id} and ${quoteRevisions.sentAt} is not null
         order by ${quoteRevisions.number} desc limit 1) < ${today}`,
  );

/**
 * Expires quotes past their validity date: the order is cancelled, the stock released, both
 * sides told. A card payment still open is cancelled at the provider first; one that went
 * through at the last moment makes the order instead. Rows are taken with SKIP LOCKED and
 * checked again, so any number of processes may sweep at once and an accept racing the sweep
 * has one outcome. Answers the ids of the quotes this call expired.
 */
export async function expireQuotes(
  deps: PaymentDeps & { settings: QuoteMailSettings },
  now: Date = new Date(),
): Promise<number[]> {
  const today = isoDate(now);
  const expired: number[] = [];
  let afterId = 0;
  for (;;) {
    const candidates = await deps.db
      .select({ id: quotes.id, providerId: orders.paymentProviderId })
      .from(quotes)
      .innerJoin(orders, eq(orders.id, quotes.orderId))
      .where(and(expiring(today), gt(quotes.id, afterId)))
      .orderBy(asc(quotes.id))
      .limit(BATCH);
    for (const candidate of candidates) {
      const intent = candidate.providerId ? await deps.payments.cancel(candidate.providerId) : null;
      const done = await deps.db.transaction(async (tx) => {
        const quote = await tryLockQuote(tx, and(eq(quotes.id, candidate.id), expiring(today))!);
        if (!quote) return false;
        if (intent?.outcome === 'succeeded') {
          await applyIntent(tx, intent, deps);
          return false;
        }
        await closeQuote(tx, quote, 'expired');
        await queueQuoteClosed(tx, quote, 'expired', null, deps.settings);
        return true;
      });
      if (done) expired.push(candidate.id);
    }
    if (candidates.length < BATCH) break;
    afterId = candidates.at(-1)!.id;
  }
  return expired;
}
