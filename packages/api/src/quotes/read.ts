import { asc, eq, type SQL } from 'drizzle-orm';
import {
  orders,
  quoteMessages,
  quoteRevisions,
  quotes,
  type Database,
  type Transaction,
} from '@buildright/db';
import type {
  QuoteDiscount,
  QuoteLine,
  QuoteMessageAuthor,
  QuoteMessageKind,
  QuoteStatus,
} from '@buildright/db/domain';
import { notFound } from '../errors.ts';
import { fromCents, toCents } from '../shared/money.ts';
import { discountLabel } from './shared/quote-pricing.ts';
import { daysLeft, isoDate, quoteAllows, quoteNumber } from './shared/quotes.ts';

type Db = Database | Transaction;

export interface QuoteLineView extends QuoteLine {
  lineTotal: string;
}

export interface QuoteRevisionView {
  number: number;
  lines: QuoteLineView[];
  discountRule: QuoteDiscount | null;
  discountLabel: string | null;
  subtotal: string;
  discount: string;
  deliveryCharge: string;
  total: string;
  validUntil: string;
  note: string | null;
  createdAt: Date;
  /** Null while a draft. */
  sentAt: Date | null;
}

export interface QuoteMessageView {
  author: QuoteMessageAuthor;
  kind: QuoteMessageKind;
  body: string;
  createdAt: Date;
}

export interface QuoteBuyer {
  name: string;
  email: string;
  phone: string | null;
  address: string;
}

const withLineTotals = (lines: readonly QuoteLine[]): QuoteLineView[] =>
  lines.map((line) => ({ ...line, lineTotal: fromCents(toCents(line.unitPrice) * line.quantity) }));

type RevisionRow = typeof quoteRevisions.$inferSelect;

export function revisionView(row: RevisionRow): QuoteRevisionView {
  return {
    number: row.number,
    lines: withLineTotals(row.lines),
    discountRule: row.discountRule ?? null,
    discountLabel: discountLabel(row.discountRule ?? null),
    subtotal: row.subtotal,
    discount: row.discount,
    deliveryCharge: row.deliveryCharge,
    total: row.total,
    validUntil: row.validUntil,
    note: row.note,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
  };
}

const quoteColumns = {
  id: quotes.id,
  orderId: quotes.orderId,
  token: quotes.token,
  status: quotes.status,
  requestedLines: quotes.requestedLines,
  acceptedMethod: quotes.acceptedMethod,
  acceptedRevision: quotes.acceptedRevision,
  createdAt: quotes.createdAt,
  statusChangedAt: quotes.statusChangedAt,
  customerId: orders.customerId,
  buyerName: orders.customerName,
  buyerEmail: orders.customerEmail,
  buyerPhone: orders.customerPhone,
  buyerAddress: orders.customerAddress,
  orderStatus: orders.status,
  approvalReason: orders.approvalReason,
  paymentStatus: orders.paymentStatus,
  poNumber: orders.poNumber,
};

async function loadQuote(db: Db, where: SQL) {
  const [row] = await db
    .select(quoteColumns)
    .from(quotes)
    .innerJoin(orders, eq(orders.id, quotes.orderId))
    .where(where);
  if (!row) throw notFound('No such quote');
  const revisions = await db
    .select()
    .from(quoteRevisions)
    .where(eq(quoteRevisions.quoteId, row.id))
    .orderBy(asc(quoteRevisions.number));
  const messages = await db
    .select({
      author: quoteMessages.author,
      kind: quoteMessages.kind,
      body: quoteMessages.body,
      createdAt: quoteMessages.createdAt,
    })
    .from(quoteMessages)
    .where(eq(quoteMessages.quoteId, row.id))
    .orderBy(asc(quoteMessages.createdAt), asc(quoteMessages.id));
  return { row, revisions: revisions.map(revisionView), messages };
}

type Loaded = Awaited<ReturnType<typeof loadQuote>>;

/** What the buyer's page shows and may do; drafts stay with staff. */
export interface BuyerQuote {
  number: string;
  status: QuoteStatus;
  createdAt: Date;
  buyer: QuoteBuyer;
  requestedLines: QuoteLineView[];
  /** The revision on offer: the newest sent one. */
  current: (QuoteRevisionView & { daysLeft: number }) | null;
  earlier: QuoteRevisionView[];
  messages: QuoteMessageView[];
  orderId: number;
  acceptedMethod: 'card' | 'po' | 'account' | null;
  poNumber: string | null;
  paymentStatus: string;
  /**
   * Accepted on the company's account past the buyer's limits: why it awaits the company's
   * approval while it does, or that the company rejected it; null otherwise.
   */
  approval: { state: 'waiting' | 'rejected'; reason: string } | null;
  /** An accepted card quote whose payment is still open. */
  awaitingCardPayment: boolean;
  can: { accept: boolean; requestChanges: boolean; decline: boolean; message: boolean };
}

function approvalOf(row: Loaded['row']): BuyerQuote['approval'] {
  if (row.acceptedMethod === 'card' || row.approvalReason === null) return null;
  if (row.orderStatus === 'awaiting_approval')
    return { state: 'waiting', reason: row.approvalReason };
  return row.orderStatus === 'cancelled' ? { state: 'rejected', reason: row.approvalReason } : null;
}

function buyerOf(row: Loaded['row']): QuoteBuyer {
  return {
    name: row.buyerName,
    email: row.buyerEmail,
    phone: row.buyerPhone,
    address: row.buyerAddress,
  };
}

function toBuyerQuote(
  { row, revisions, messages }: Loaded,
  today = isoDate(new Date()),
): BuyerQuote {
  const sent = revisions.filter((revision) => revision.sentAt !== null);
  const current = sent.at(-1) ?? null;
  return {
    number: quoteNumber(row.id),
    status: row.status,
    createdAt: row.createdAt,
    buyer: buyerOf(row),
    requestedLines: withLineTotals(row.requestedLines),
    current: current && { ...current, daysLeft: daysLeft(current.validUntil, today) },
    earlier: sent.slice(0, -1).reverse(),
    messages,
    orderId: row.orderId,
    acceptedMethod: row.acceptedMethod,
    poNumber: row.poNumber,
    paymentStatus: row.paymentStatus,
    approval: approvalOf(row),
    awaitingCardPayment:
      row.status === 'accepted' && row.acceptedMethod === 'card' && row.paymentStatus !== 'paid',
    can: {
      accept: quoteAllows(row.status, 'accept'),
      requestChanges: quoteAllows(row.status, 'requestChanges'),
      decline: quoteAllows(row.status, 'decline'),
      message: true,
    },
  };
}

export async function getQuoteByToken(db: Db, token: string): Promise<BuyerQuote> {
  return toBuyerQuote(await loadQuote(db, eq(quotes.token, token)));
}

/** Everything staff see of a quote, drafts and the buyer's link included. */
export interface StaffQuote extends Omit<BuyerQuote, 'current' | 'earlier' | 'can'> {
  id: number;
  token: string;
  customerId: number | null;
  orderStatus: string;
  revisions: QuoteRevisionView[];
  draft: QuoteRevisionView | null;
  can: { revise: boolean; send: boolean; withdraw: boolean };
}

export async function getQuoteForStaff(db: Db, id: number): Promise<StaffQuote> {
  const loaded = await loadQuote(db, eq(quotes.id, id));
  const { current: _current, earlier: _earlier, can: _can, ...buyerView } = toBuyerQuote(loaded);
  const { row, revisions } = loaded;
  const draft = revisions.find((revision) => revision.sentAt === null) ?? null;
  return {
    ...buyerView,
    id: row.id,
    token: row.token,
    customerId: row.customerId,
    orderStatus: row.orderStatus,
    revisions,
    draft,
    can: {
      revise: quoteAllows(row.status, 'revise'),
      send: quoteAllows(row.status, 'send') && draft !== null,
      withdraw: quoteAllows(row.status, 'withdraw'),
    },
  };
}
