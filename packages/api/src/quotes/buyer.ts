import { eq } from 'drizzle-orm';
import { orders, quoteMessages, quotes, type Database } from '@buildright/db';
import { badRequest, conflict } from '../errors.ts';
import { toCents } from '../shared/money.ts';
import { MAX_CARD_PAYMENT_CENTS } from '../payments/shared/payments.ts';
import {
  isoDate,
  quoteRefusal,
  type QuoteAcceptInput,
  type QuoteMessageInput,
} from './shared/quotes.ts';
import { issueInvoice } from '../documents/index.ts';
import { moveOrder, movePayment } from '../orders/index.ts';
import { closeQuote } from './close.ts';
import {
  acceptanceApproval,
  acceptQuoteOnAccount,
  awaitApprovalWithPurchaseOrder,
} from '../company-buying/index.ts';
import { assertAllowed, latestSentRevision, lockQuote, setQuoteStatus } from './lock.ts';
import {
  queueQuoteAccepted,
  queueQuoteClosed,
  queueQuoteMessage,
  type QuoteMailSettings,
} from './notify.ts';

type AcceptOutcome =
  | { kind: 'ordered'; orderId: number }
  /** Accepted on account or by purchase order past the buyer's limits: the company decides. */
  | { kind: 'awaiting_approval'; orderId: number; reason: string }
  /** Accepted for card payment: the payment is opened (or reopened) next, outside the transaction. */
  | { kind: 'pay'; quoteId: number; orderId: number; revision: number };

/**
 * The buyer accepts the revision on offer. With a purchase order the quote becomes a confirmed
 * order at once, payable on invoice; by card it waits for the payment, at exactly the quoted
 * total. The quote row is locked, so two accepts (or an accept and the expiry sweep) take turns:
 * there is one outcome and one order. Asking again after a card accept reopens the same payment.
 */
export async function acceptQuote(
  db: Database,
  token: string,
  input: QuoteAcceptInput & { signedInAs?: number | null },
  settings: QuoteMailSettings,
): Promise<AcceptOutcome> {
  const outcome = await db.transaction(async (tx): Promise<AcceptOutcome | 'expired'> => {
    const quote = await lockQuote(tx, eq(quotes.token, token));
    const revision = await latestSentRevision(tx, quote.id);
    const replay = quote.acceptedMethod === input.method && revision !== null;
    if (replay && quote.status === 'accepted' && input.method === 'card') {
      return { kind: 'pay', quoteId: quote.id, orderId: quote.orderId, revision: revision.number };
    }
    if (replay && quote.status === 'ordered' && input.method === 'po') {
      const [order] = await tx
        .select({ poNumber: orders.poNumber })
        .from(orders)
        .where(eq(orders.id, quote.orderId));
      if (order?.poNumber === input.poNumber) return { kind: 'ordered', orderId: quote.orderId };
    }
    assertAllowed(quote.status, 'accept');
    if (!revision) throw conflict(quoteRefusal('requested', 'accept'));
    if (input.revision !== undefined && input.revision !== revision.number) {
      throw conflict(
        `Revision ${input.revision} has been replaced by revision ${revision.number}. Please review the new revision before you accept.`,
      );
    }
    if (revision.validUntil < isoDate(new Date())) {
      await closeQuote(tx, quote, 'expired');
      await queueQuoteClosed(tx, quote, 'expired', null, settings);
      return 'expired';
    }

    if (input.method === 'account') {
      const accepted = await acceptQuoteOnAccount(tx, {
        orderId: quote.orderId,
        total: revision.total,
        poNumber: input.poNumber,
        signedInAs: input.signedInAs ?? null,
      });
      // The buyer's side is done: the quote is ordered; the order carries the approval.
      await setQuoteStatus(tx, quote, 'ordered', {
        extra: {
          acceptedMethod: 'account',
          acceptedRevision: revision.number,
        },
      });
      await queueQuoteAccepted(
        tx,
        quote,
        {
          method: 'account',
          poNumber: input.poNumber,
          total: revision.total,
          account: accepted,
        },
        settings,
      );
      return accepted.awaitingApproval
        ? { kind: 'awaiting_approval', orderId: quote.orderId, reason: accepted.awaitingApproval }
        : { kind: 'ordered', orderId: quote.orderId };
    }

    // A member's acceptance counts against their limits as an order does: past them, a purchase
    // order waits for the company's approval, and a card is refused with the ways that can.
    const pastLimits = await acceptanceApproval(tx, quote.orderId, revision.total);
    if (pastLimits && input.method === 'card') {
      throw conflict(
        `${pastLimits.approval.approvalReason}: accept this quote with a purchase order or on your company account, and your company's approvers decide it`,
      );
    }
    if (pastLimits && input.method === 'po') {
      await awaitApprovalWithPurchaseOrder(tx, quote.orderId, input.poNumber, pastLimits);
      await setQuoteStatus(tx, quote, 'ordered', {
        extra: {
          acceptedMethod: 'po',
          acceptedRevision: revision.number,
        },
      });
      const reason = pastLimits.approval.approvalReason;
      await queueQuoteAccepted(
        tx,
        quote,
        { method: 'po', poNumber: input.poNumber, total: revision.total, awaitingApproval: reason },
        settings,
      );
      return { kind: 'awaiting_approval', orderId: quote.orderId, reason };
    }

    if (input.method === 'po') {
      await moveOrder(tx, quote.orderId, 'processing', null, {
        changes: { paymentMethod: 'po', poNumber: input.poNumber },
      });
      await setQuoteStatus(tx, quote, 'ordered', {
        extra: {
          acceptedMethod: 'po',
          acceptedRevision: revision.number,
        },
      });
      await issueInvoice(tx, quote.orderId);
      await queueQuoteAccepted(
        tx,
        quote,
        { method: 'po', poNumber: input.poNumber, total: revision.total },
        settings,
      );
      return { kind: 'ordered', orderId: quote.orderId };
    }

    if (toCents(revision.total) > MAX_CARD_PAYMENT_CENTS) {
      throw badRequest(
        'This quote is too large to pay by card online. Please accept it with a purchase order.',
      );
    }
    await movePayment(tx, quote.orderId, 'pending', 'buyer', {
      changes: { paymentMethod: 'card' },
    });
    await setQuoteStatus(tx, quote, 'accepted', {
      extra: {
        acceptedMethod: 'card',
        acceptedRevision: revision.number,
      },
    });
    return { kind: 'pay', quoteId: quote.id, orderId: quote.orderId, revision: revision.number };
  });
  // The expiry is kept (committed above); the buyer is told why the accept did not happen.
  if (outcome === 'expired') throw conflict(quoteRefusal('expired', 'accept'));
  return outcome;
}

/**
 * A message from the buyer on the quote's thread. With requestChanges it also hands the quote
 * back to staff for a new revision.
 */
export async function postBuyerMessage(
  db: Database,
  token: string,
  input: QuoteMessageInput,
  settings: QuoteMailSettings,
): Promise<void> {
  await db.transaction(async (tx) => {
    const quote = await lockQuote(tx, eq(quotes.token, token));
    const kind = input.requestChanges ? 'changes' : 'message';
    if (input.requestChanges) {
      assertAllowed(quote.status, 'requestChanges');
      await setQuoteStatus(tx, quote, 'changes_requested');
    }
    await tx
      .insert(quoteMessages)
      .values({ quoteId: quote.id, author: 'buyer', kind, body: input.message });
    await queueQuoteMessage(tx, quote, { from: 'buyer', kind, body: input.message }, settings);
  });
}

/** The buyer says no: the stock goes back, the sales team hears why (if they said). */
export async function declineQuote(
  db: Database,
  token: string,
  reason: string | null,
  settings: QuoteMailSettings,
): Promise<void> {
  await db.transaction(async (tx) => {
    const quote = await lockQuote(tx, eq(quotes.token, token));
    assertAllowed(quote.status, 'decline');
    await closeQuote(tx, quote, 'declined');
    if (reason) {
      await tx
        .insert(quoteMessages)
        .values({ quoteId: quote.id, author: 'buyer', kind: 'decline', body: reason });
    }
    await queueQuoteClosed(tx, quote, 'declined', reason, settings);
  });
}
