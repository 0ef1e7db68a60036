import { eq } from 'drizzle-orm';
import { orders, type quoteRevisions, type Transaction } from '@buildright/db';
import { enqueueEmail } from '../mail/index.ts';
import type { QuoteClosedReason, QuoteMessageKind } from './emails/quotes.tsx';
import { quoteNumber } from './shared/quotes.ts';
import { buyerQuoteUrl, staffQuoteUrl } from './links.ts';
import type { LockedQuote } from './lock.ts';
import { quoteDocumentOf } from './documents.ts';
import { revisionView } from './read.ts';
import { specSheetsOf } from './spec-sheets.ts';

export interface QuoteMailSettings {
  publicUrl: string;
  shopEmail: string;
}

/** Who is on either side of a quote, and where each of them opens it. */
async function partiesOf(tx: Transaction, quote: LockedQuote, settings: QuoteMailSettings) {
  const [buyer] = await tx
    .select({
      name: orders.customerName,
      email: orders.customerEmail,
      phone: orders.customerPhone,
      address: orders.customerAddress,
    })
    .from(orders)
    .where(eq(orders.id, quote.orderId));
  return {
    number: quoteNumber(quote.id),
    buyer: buyer!,
    buyerName: buyer!.name,
    buyerEmail: buyer!.email,
    buyerUrl: buyerQuoteUrl(settings.publicUrl, quote.token),
    staffUrl: staffQuoteUrl(settings.publicUrl, quote.id),
  };
}

export async function queueQuoteSent(
  tx: Transaction,
  quote: LockedQuote,
  revision: typeof quoteRevisions.$inferSelect,
  settings: QuoteMailSettings,
) {
  const parties = await partiesOf(tx, quote, settings);
  await enqueueEmail(
    tx,
    'quoteSent',
    { to: parties.buyerEmail, replyTo: settings.shopEmail },
    {
      document: quoteDocumentOf(parties, revisionView(revision)),
      url: parties.buyerUrl,
      specSheets: await specSheetsOf(tx, revision.lines),
    },
  );
}

/** A message (or change request) goes to the side that did not write it. */
export async function queueQuoteMessage(
  tx: Transaction,
  quote: LockedQuote,
  message: { from: 'buyer' | 'staff'; kind: QuoteMessageKind; body: string },
  settings: QuoteMailSettings,
) {
  const parties = await partiesOf(tx, quote, settings);
  const toStaff = message.from === 'buyer';
  await enqueueEmail(
    tx,
    'quoteMessage',
    toStaff
      ? { to: settings.shopEmail, replyTo: parties.buyerEmail }
      : { to: parties.buyerEmail, replyTo: settings.shopEmail },
    {
      number: parties.number,
      buyerName: parties.buyerName,
      ...message,
      url: toStaff ? parties.staffUrl : parties.buyerUrl,
    },
  );
}

export async function queueQuoteAccepted(
  tx: Transaction,
  quote: LockedQuote,
  order: {
    method: 'card' | 'po' | 'account';
    poNumber: string | null;
    total: string;
    account?: { companyName: string; terms: string; awaitingApproval: string | null };
    /** A purchase order past the buyer's limits: why it waits for the company's approval. */
    awaitingApproval?: string;
  },
  settings: QuoteMailSettings,
) {
  const parties = await partiesOf(tx, quote, settings);
  const common = {
    number: parties.number,
    buyerName: parties.buyerName,
    orderId: quote.orderId,
    ...order,
  };
  await enqueueEmail(
    tx,
    'quoteAccepted',
    { to: parties.buyerEmail, replyTo: settings.shopEmail },
    { ...common, audience: 'buyer', url: parties.buyerUrl },
  );
  await enqueueEmail(
    tx,
    'quoteAccepted',
    { to: settings.shopEmail, replyTo: parties.buyerEmail },
    { ...common, audience: 'staff', url: parties.staffUrl },
  );
}

/** Declines go to staff; expiry and withdrawal to the buyer (expiry to staff as well). */
export async function queueQuoteClosed(
  tx: Transaction,
  quote: LockedQuote,
  reason: QuoteClosedReason,
  message: string | null,
  settings: QuoteMailSettings,
) {
  const parties = await partiesOf(tx, quote, settings);
  const common = { reason, number: parties.number, buyerName: parties.buyerName, message };
  if (reason !== 'declined') {
    await enqueueEmail(
      tx,
      'quoteClosed',
      { to: parties.buyerEmail, replyTo: settings.shopEmail },
      { ...common, audience: 'buyer', url: parties.buyerUrl },
    );
  }
  if (reason !== 'withdrawn') {
    await enqueueEmail(
      tx,
      'quoteClosed',
      { to: settings.shopEmail, replyTo: parties.buyerEmail },
      { ...common, audience: 'staff', url: parties.staffUrl },
    );
  }
}
