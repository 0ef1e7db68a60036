import type { DomainEvents } from '../events/index.ts';
import { invoiceColumns, invoiceFacts } from './invoice-read.ts';
import { and, eq } from 'drizzle-orm';
import {
  companies,
  companyMembers,
  invoices,
  orders,
  quoteRevisions,
  quotes,
  type Database,
  type Transaction,
} from '@buildright/db';
import { creditsOfInvoice } from './credit-notes.ts';
import type { InvoiceDocument, IssuedInvoice } from './types.ts';
import { notFound } from '../errors.ts';
import { linesOfOrders, orderBuyerAndCharges } from '../orders/index.ts';
import { subtotalOf } from '../orders/shared/order-charges.ts';
import { fromCents, toCents } from '../shared/money.ts';
import { takeCompanyCredit } from '../companies/index.ts';
import { discountLabel } from '../quotes/shared/quote-pricing.ts';
import { invoiceDueOn, invoiceNumber, isoDate, quoteNumber } from '../quotes/shared/quotes.ts';
import { accountDueOn, paymentTermsLabels } from '../companies/shared/spending.ts';

/**
 * Issues the invoice of a paid, purchase-order-confirmed or on-account order, once: everything it shows is
 * frozen into the row now, so later catalogue or order edits never change an issued invoice.
 */
export async function issueInvoice(tx: Transaction, orderId: number): Promise<void> {
  const [order] = await tx
    .select({
      ...orderBuyerAndCharges,
      quoteId: quotes.id,
      quoteDiscount: quoteRevisions.discountRule,
      company: {
        id: companies.id,
        name: companies.name,
        billingAddress: companies.billingAddress,
        apEmail: companies.apEmail,
        paymentTerms: companies.paymentTerms,
      },
    })
    .from(orders)
    .leftJoin(companies, eq(companies.id, orders.companyId))
    .leftJoin(quotes, eq(quotes.orderId, orders.id))
    .leftJoin(
      quoteRevisions,
      and(
        eq(quoteRevisions.quoteId, quotes.id),
        eq(quoteRevisions.number, quotes.acceptedRevision),
      ),
    )
    .where(eq(orders.id, orderId));
  if (!order) throw notFound(`No order with id ${orderId}`);
  const sold = (await linesOfOrders(tx, [orderId])).get(orderId)!;
  const priced = sold.map(({ name, sku, quantity, unitPrice, lineTotal }) => ({
    name,
    sku,
    quantity,
    unitPrice,
    lineTotal,
  }));
  // Charged to the company's account: billed to the company, due on its terms.
  const account = order.paymentMethod === 'account' ? order.company : null;
  const [row] = await tx
    .insert(invoices)
    .values({ orderId, document: {}, amount: order.total, companyId: account?.id ?? null })
    .onConflictDoNothing({ target: invoices.orderId })
    .returning({ id: invoices.id, issuedAt: invoices.issuedAt });
  if (!row) return;
  const issuedOn = isoDate(row.issuedAt);
  const dueOn = account
    ? accountDueOn(issuedOn, account.paymentTerms)
    : order.paymentMethod === 'po'
      ? invoiceDueOn(issuedOn)
      : null;
  const document: IssuedInvoice = {
    invoiceNumber: invoiceNumber(row.id),
    issuedOn,
    orderId,
    quoteNumber: order.quoteId === null ? null : quoteNumber(order.quoteId),
    poNumber: order.poNumber,
    payment: account ? 'account' : order.paymentMethod === 'po' ? 'po' : 'card',
    dueOn,
    terms: account ? paymentTermsLabels[account.paymentTerms] : null,
    buyer: account
      ? {
          name: account.name,
          email: account.apEmail ?? order.customerEmail,
          phone: order.customerPhone,
          address: account.billingAddress,
        }
      : {
          name: order.customerName,
          email: order.customerEmail,
          phone: order.customerPhone,
          address: order.customerAddress,
        },
    orderedBy: account ? order.customerName : null,
    lines: priced,
    subtotal: subtotalOf(priced),
    discount: order.discount,
    // A quote's percentage ("Discount (5%)") when the order came from one.
    discountLabel:
      toCents(order.discount) > 0
        ? (discountLabel(order.quoteDiscount ?? null) ?? 'Discount')
        : null,
    deliveryCharge: order.deliveryCharge,
    total: order.total,
  };
  // The company's credit (what earlier credit notes gave beyond what they owed) pays what it can.
  const credited = account
    ? await takeCompanyCredit(tx, account.id, row.id, toCents(order.total))
    : 0;
  await tx
    .update(invoices)
    .set({
      document: document as unknown as Record<string, unknown>,
      dueOn,
      credited: fromCents(credited),
    })
    .where(eq(invoices.id, row.id));
}

/**
 * The issued invoice of an order, or null when it has none (not paid or confirmed yet). Its
 * number, dates and what it still owes are read from its row, as the statement, the company's
 * invoices and the admin read them, with its credit notes; the document holds what was frozen
 * when it was issued (buyer, lines, totals).
 */
async function findInvoice(
  db: Database | Transaction,
  orderId: number,
): Promise<InvoiceDocument | null> {
  const [row] = await db
    .select({ ...invoiceColumns, companyId: invoices.companyId, document: invoices.document })
    .from(invoices)
    .where(eq(invoices.orderId, orderId));
  if (!row) return null;
  const frozen = row.document as unknown as IssuedInvoice;
  const facts = invoiceFacts(row, isoDate(new Date()));
  return {
    ...frozen,
    invoiceNumber: facts.number,
    issuedOn: facts.issuedOn,
    // A card invoice has no due day; one issued before due days were kept has none stored.
    dueOn: facts.dueOn ?? frozen.dueOn ?? null,
    paid: facts.paid,
    credited: facts.credited,
    balance: facts.balance,
    ...(await creditsOfInvoice(db, row)),
  };
}

/** A card payment went through: the order's invoice is issued (once). */
export async function issueInvoiceOfPaidOrder(
  tx: Transaction,
  { orderId }: DomainEvents['payment.received'],
): Promise<void> {
  await issueInvoice(tx, orderId);
}

/**
 * Who may download an order's invoice: staff, the signed-in customer who placed it, an admin or
 * approver of the company it is charged to, or whoever holds the link of the quote it came from.
 * Anyone else is told there is none.
 */
export async function invoiceForViewer(
  db: Database,
  orderId: number,
  viewer: { adminId: number | null; customerId: number | null; quoteToken: string | null },
): Promise<InvoiceDocument> {
  const none = notFound('There is no invoice for this order');
  const [order] = await db
    .select({
      customerId: orders.customerId,
      quoteToken: quotes.token,
      companyRole: companyMembers.role,
    })
    .from(orders)
    .leftJoin(quotes, eq(quotes.orderId, orders.id))
    .leftJoin(
      companyMembers,
      and(
        eq(companyMembers.companyId, orders.companyId),
        eq(companyMembers.customerId, viewer.customerId ?? 0),
      ),
    )
    .where(eq(orders.id, orderId));
  if (!order) throw none;
  const allowed =
    viewer.adminId !== null ||
    (viewer.customerId !== null && viewer.customerId === order.customerId) ||
    order.companyRole === 'admin' ||
    order.companyRole === 'approver' ||
    (viewer.quoteToken !== null && viewer.quoteToken === order.quoteToken);
  if (!allowed) throw none;
  const invoice = await findInvoice(db, orderId);
  if (!invoice) {
    throw notFound(
      'This order has no invoice yet: it is issued once the order is paid or confirmed',
    );
  }
  return invoice;
}
