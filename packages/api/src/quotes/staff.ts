import { eq } from 'drizzle-orm';
import { quoteMessages, quotes, type Database } from '@buildright/db';
import { quoteNumber } from './shared/quotes.ts';
import { recordAudit, type StaffActor } from '../audit/index.ts';
import { closeQuote } from './close.ts';
import { assertAllowed, lockQuote } from './lock.ts';
import { queueQuoteClosed, queueQuoteMessage, type QuoteMailSettings } from './notify.ts';

/** Staff take the quote back: the order is cancelled, the stock released, the buyer told. */
export async function withdrawQuote(
  db: Database,
  actor: StaffActor,
  quoteId: number,
  settings: QuoteMailSettings,
) {
  await db.transaction(async (tx) => {
    const quote = await lockQuote(tx, eq(quotes.id, quoteId));
    assertAllowed(quote.status, 'withdraw');
    await closeQuote(tx, quote, 'withdrawn', actor);
    await queueQuoteClosed(tx, quote, 'withdrawn', null, settings);
  });
}

/** A message from the sales team on the quote's thread; the buyer gets it by e-mail. */
export async function postStaffMessage(
  db: Database,
  actor: StaffActor,
  quoteId: number,
  body: string,
  settings: QuoteMailSettings,
) {
  await db.transaction(async (tx) => {
    const quote = await lockQuote(tx, eq(quotes.id, quoteId));
    await tx.insert(quoteMessages).values({ quoteId, author: 'staff', adminId: actor.id, body });
    await queueQuoteMessage(tx, quote, { from: 'staff', kind: 'message', body }, settings);
    await recordAudit(tx, actor, {
      action: 'quote.message_posted',
      entityType: 'quote',
      entityId: quoteId,
      entityLabel: quoteNumber(quoteId),
      changes: [{ field: 'message', from: null, to: body }],
    });
  });
}
