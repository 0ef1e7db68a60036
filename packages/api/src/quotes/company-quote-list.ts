// A company's quotes, a page at a time: for its admins and approvers, and for staff.
import { desc, eq } from 'drizzle-orm';
import { orders, quotes, type Database } from '@buildright/db';
import { countMatching } from '../database/index.ts';
import { notFound } from '../errors.ts';
import { quotesWithOffer } from './list.ts';
import { quoteNumber } from './shared/quotes.ts';
import { companyById, requireRole } from '../companies/index.ts';
import {
  companyQuotesInput,
  type CompanyQuotePage,
  type CompanyQuotesInput,
} from '../companies/shared/company-quotes.ts';

const COMPANY_QUOTE_PAGE_SIZE = 25;

/**
 * The newest first. A quote is the company's through its request's order, so the page reads the
 * orders' (company_id, created_at, id) index backwards and each order's quote by its order id;
 * a quote is made with its order, so the order's time is the quote's.
 */
async function companyQuotePage(
  db: Database,
  companyId: number,
  input: CompanyQuotesInput,
): Promise<CompanyQuotePage> {
  const { page } = companyQuotesInput.parse(input);
  const ofCompany = eq(orders.companyId, companyId);
  const rows = await quotesWithOffer(db, {
    id: quotes.id,
    askedBy: orders.customerName,
    askedAt: quotes.createdAt,
    status: quotes.status,
  })
    .where(ofCompany)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(COMPANY_QUOTE_PAGE_SIZE)
    .offset((page - 1) * COMPANY_QUOTE_PAGE_SIZE);
  const counted = await countMatching(
    db,
    db
      .select({ id: quotes.id })
      .from(orders)
      .innerJoin(quotes, eq(quotes.orderId, orders.id))
      .where(ofCompany),
  );
  return {
    quotes: rows.map(({ id, askedBy, askedAt, status, revisionTotal, validUntil }) => ({
      id,
      number: quoteNumber(id),
      askedBy,
      askedAt,
      status,
      total: revisionTotal,
      validUntil,
    })),
    ...counted,
    pageSize: COMPANY_QUOTE_PAGE_SIZE,
  };
}

/** Every member's quotes for the company, for its admins and approvers. */
export async function myCompanyQuotes(db: Database, customerId: number, input: CompanyQuotesInput) {
  const member = await requireRole(
    db,
    customerId,
    ['admin', 'approver'],
    "see the company's quotes",
  );
  return companyQuotePage(db, member.companyId, input);
}

export async function staffCompanyQuotes(
  db: Database,
  companyId: number,
  input: CompanyQuotesInput,
) {
  if (!(await companyById(db, companyId))) throw notFound(`No company with id ${companyId}`);
  return companyQuotePage(db, companyId, input);
}
