import { and, eq, isNull, max } from 'drizzle-orm';
import { quoteRevisions, quotes, type Database } from '@buildright/db';
import { badRequest, conflict, invalidFields } from '../errors.ts';
import { toCents } from '../shared/money.ts';
import { quoteTotals } from './shared/quote-pricing.ts';
import { isoDate, quoteNumber, type QuoteRevisionInput } from './shared/quotes.ts';
import { changedFields, recordAudit, type StaffActor } from '../audit/index.ts';
import { assertStockCovers, moveReservation, quoteLinesOf } from './lines.ts';
import { assertAllowed, lockQuote, setQuoteStatus } from './lock.ts';
import { queueQuoteSent, type QuoteMailSettings } from './notify.ts';

/** The largest total a numeric(10,2) column holds. */
const MAX_QUOTE_TOTAL_CENTS = 9_999_999_999;

/**
 * PUT /api/admin/quotes/{id}: writes staff's draft revision, replacing an unsent draft or opening
 * the next number after the last sent one. Sent revisions are never touched. The stock must be
 * able to cover the lines, but nothing moves until the revision is sent.
 */
export async function saveQuoteDraft(
  db: Database,
  actor: StaffActor,
  quoteId: number,
  input: QuoteRevisionInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const quote = await lockQuote(tx, eq(quotes.id, quoteId));
    assertAllowed(quote.status, 'revise');
    const { lines, stock } = await quoteLinesOf(tx, input.lines);
    await assertStockCovers(tx, quote.orderId, lines, stock);
    const totals = quoteTotals({
      lines,
      discount: input.discount,
      deliveryCharge: input.deliveryCharge,
    });
    if (toCents(totals.total) > MAX_QUOTE_TOTAL_CENTS) {
      throw badRequest('This quote is too large; split it into several quotes');
    }
    const values = {
      lines,
      discountRule: input.discount,
      ...totals,
      validUntil: input.validUntil,
      note: input.note,
      createdBy: actor.id,
      createdAt: new Date(),
    };
    const draft = and(eq(quoteRevisions.quoteId, quoteId), isNull(quoteRevisions.sentAt));
    const [before] = await tx.select().from(quoteRevisions).where(draft);
    let number = before?.number;
    if (before) {
      await tx.update(quoteRevisions).set(values).where(draft);
    } else {
      const [last] = await tx
        .select({ number: max(quoteRevisions.number) })
        .from(quoteRevisions)
        .where(eq(quoteRevisions.quoteId, quoteId));
      number = (last?.number ?? 0) + 1;
      await tx.insert(quoteRevisions).values({ quoteId, number, ...values });
    }
    await recordAudit(tx, actor, {
      action: 'quote.draft_saved',
      entityType: 'quote',
      entityId: quoteId,
      entityLabel: quoteNumber(quoteId),
      changes: [
        { field: 'revision', from: before ? number : null, to: number },
        ...changedFields(
          before ? { ...before, lines: before.lines.length } : null,
          { ...values, lines: values.lines.length },
          ['lines', 'total', 'discount', 'deliveryCharge', 'validUntil', 'note'],
        ),
      ],
    });
  });
}

/**
 * Sends the draft: it is frozen, the stock reservation moves to its lines (refused when short),
 * the quote is the buyer's to answer and they get it by e-mail with the PDF. An earlier sent
 * revision is superseded and can no longer be accepted.
 */
export async function sendQuote(
  db: Database,
  actor: StaffActor,
  quoteId: number,
  settings: QuoteMailSettings,
): Promise<void> {
  await db.transaction(async (tx) => {
    const quote = await lockQuote(tx, eq(quotes.id, quoteId));
    assertAllowed(quote.status, 'send');
    const [draft] = await tx
      .select()
      .from(quoteRevisions)
      .where(and(eq(quoteRevisions.quoteId, quoteId), isNull(quoteRevisions.sentAt)));
    if (!draft) throw conflict('There is no draft to send. Save a revision first.');
    if (draft.validUntil < isoDate(new Date())) {
      throw invalidFields([{ path: ['validUntil'], message: 'Valid until cannot be in the past' }]);
    }
    await moveReservation(tx, quote.orderId, draft.lines, draft);
    const [sent] = await tx
      .update(quoteRevisions)
      .set({ sentAt: new Date() })
      .where(eq(quoteRevisions.id, draft.id))
      .returning();
    await setQuoteStatus(tx, quote, 'quoted', {
      actor,
      details: [
        { field: 'revision', from: null, to: sent!.number },
        { field: 'total', from: null, to: sent!.total },
      ],
    });
    await queueQuoteSent(tx, quote, sent!, settings);
  });
}
