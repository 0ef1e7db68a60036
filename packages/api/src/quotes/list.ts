// The quote lists: staff's, paged and filtered on the server, and a customer's own.
import { and, count, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { orders, quoteRevisions, quotes, type Database, type Transaction } from '@buildright/db';
import type { QuoteStatus } from '@buildright/db/domain';
import { needsStaffAction, quoteNumber, type QuoteListInput } from './shared/quotes.ts';

type Db = Database | Transaction;

export interface QuoteListItem {
  id: number;
  number: string;
  status: QuoteStatus;
  buyerName: string;
  buyerEmail: string;
  /** The newest sent revision's total, or the request's own total before the first one. */
  total: string;
  revision: number | null;
  validUntil: string | null;
  createdAt: Date;
  statusChangedAt: Date;
}

export interface QuoteList {
  items: QuoteListItem[];
  total: number;
  needsAction: number;
}

function listFilter(input: QuoteListInput): SQL | undefined {
  const byStatus =
    input.status === 'needs_action'
      ? inArray(quotes.status, [...needsStaffAction])
      : input.status
        ? eq(quotes.status, input.status)
        : undefined;
  const term = input.search?.replace(/[\\%_]/g, (match) => `\\${match}`);
  const numberMatch = /^(?:q-?)?0*(\d{1,9})$/i.exec(input.search ?? '');
  const bySearch = term
    ? or(
        ilike(quotes.buyerName, `%${term}%`),
        ilike(quotes.buyerEmail, `%${term}%`),
        numberMatch ? eq(quotes.id, Number(numberMatch[1])) : undefined,
      )
    : undefined;
  return and(byStatus, bySearch);
}

/**
 * Quotes with `columns` and what each offers: its newest sent revision (number, total, validity),
 * looked up laterally, and the request's own total for a quote not sent yet.
 */
export function quotesWithOffer<Columns extends SelectedFields>(db: Db, columns: Columns) {
  const latest = db
    .select({
      number: quoteRevisions.number,
      total: quoteRevisions.total,
      validUntil: quoteRevisions.validUntil,
    })
    .from(quoteRevisions)
    .where(and(eq(quoteRevisions.quoteId, quotes.id), isNotNull(quoteRevisions.sentAt)))
    .orderBy(desc(quoteRevisions.number))
    .limit(1)
    .as('latest');
  return db
    .select({
      ...columns,
      orderTotal: orders.total,
      revision: latest.number,
      revisionTotal: latest.total,
      validUntil: latest.validUntil,
    })
    .from(quotes)
    .innerJoin(orders, eq(orders.id, quotes.orderId))
    .leftJoinLateral(latest, sql`true`);
}

/** What a quote asks for: its newest sent revision's total, or the request's own before one. */
function withOfferTotal<Row extends { orderTotal: string; revisionTotal: string | null }>({
  orderTotal,
  revisionTotal,
  ...row
}: Row) {
  return { ...row, total: revisionTotal ?? orderTotal };
}

export async function listQuotes(db: Db, input: QuoteListInput): Promise<QuoteList> {
  const where = listFilter(input);
  const latestFirst = [desc(quotes.statusChangedAt), desc(quotes.id)];
  // The page's ids from the index alone first, so a deep page joins only its own rows.
  const pageIds = db
    .select({ id: quotes.id })
    .from(quotes)
    .where(where)
    .orderBy(...latestFirst)
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const rows = await quotesWithOffer(db, {
    id: quotes.id,
    status: quotes.status,
    buyerName: orders.customerName,
    buyerEmail: orders.customerEmail,
    createdAt: quotes.createdAt,
    statusChangedAt: quotes.statusChangedAt,
  })
    .where(inArray(quotes.id, pageIds))
    .orderBy(...latestFirst);
  const [matching] = await db.select({ total: count() }).from(quotes).where(where);
  return {
    items: rows.map((row) => ({ ...withOfferTotal(row), number: quoteNumber(row.id) })),
    total: matching?.total ?? 0,
    needsAction: await countNeedingAction(db),
  };
}

/** Quotes waiting for the sales team: new requests and requested changes. */
export async function countNeedingAction(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(quotes)
    .where(inArray(quotes.status, [...needsStaffAction]));
  return row?.total ?? 0;
}

/** A signed-in customer's own quotes, newest first, with the link to each. */
export async function listCustomerQuotes(db: Db, customerId: number) {
  const rows = await quotesWithOffer(db, {
    id: quotes.id,
    token: quotes.token,
    status: quotes.status,
    createdAt: quotes.createdAt,
  })
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(quotes.createdAt), desc(quotes.id));
  return rows.map(({ id, ...row }) => ({ ...withOfferTotal(row), number: quoteNumber(id) }));
}
