// A company's invoices on account: its balance, the invoices it sees, and the payments staff record.
import { invoiceColumns, invoiceFacts } from '../documents/index.ts';
import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import { invoicePayments, invoices, orders, type Database, type Transaction } from '@buildright/db';
import { conflict, notFound } from '../errors.ts';
import { lockOrder, movePayment } from '../orders/index.ts';
import { invoiceNumber, isoDate } from '../quotes/shared/quotes.ts';
import { formatMoney, fromCents, toCents } from '../shared/money.ts';
import { recordAudit, type StaffActor } from '../audit/index.ts';
import { publish, type DomainEvents } from '../events/index.ts';
import {
  companyById,
  companyCreditCents,
  accountStanding,
  invoiceOwed,
  owedOnInvoices,
  sumMoney,
  requireRole,
} from '../companies/index.ts';
import type { Company } from '../companies/shared/company.ts';
import {
  companyInvoicesInput,
  type CompanyAccount,
  type CompanyInvoice,
  type CompanyInvoicePage,
  type CompanyInvoicesInput,
  type InvoicePaymentInput,
  owedCents,
} from '../companies/shared/invoices.ts';
import { availableCreditCents, creditHoldReason } from '../companies/shared/spending.ts';

type Db = Database | Transaction;

const INVOICE_PAGE_SIZE = 50;

declare module '../events/events.ts' {
  interface DomainEvents {
    /**
     * Staff recorded a payment against an invoice on account (the order's payment moved to
     * paid with it when it settled the invoice).
     */
    'invoice.payment_recorded': {
      invoiceId: number;
      orderId: number;
      paidBefore: string;
      paid: string;
      reference: string;
      actor: StaffActor;
    };
  }
}

/** The company's account as it stands `now`. */
export async function companyAccount(db: Db, company: Company, now: Date): Promise<CompanyAccount> {
  const today = isoDate(now);
  const standing = await accountStanding(db, company.id);
  const [overdue] = await db
    .select({
      total: sumMoney(owedOnInvoices),
    })
    .from(invoices)
    .where(and(eq(invoices.companyId, company.id), invoiceOwed, sql`${invoices.dueOn} < ${today}`));
  return {
    paymentTerms: company.paymentTerms,
    creditLimit: company.creditLimit,
    balance: fromCents(standing.owedCents),
    overdue: overdue!.total,
    available: fromCents(availableCreditCents({ creditLimit: company.creditLimit, ...standing })),
    credit: fromCents(await companyCreditCents(db, company.id)),
    hold: creditHoldReason({
      creditHold: company.creditHold,
      graceDays: company.graceDays,
      oldestUnpaidDueOn: standing.oldestUnpaidDueOn,
      today,
    }),
  };
}

/** A page of the company's invoices, the newest first; those still owed unless all are asked for. */
async function invoicePage(
  db: Db,
  company: Company,
  input: CompanyInvoicesInput,
  now = new Date(),
): Promise<CompanyInvoicePage> {
  const { page, show } = companyInvoicesInput.parse(input);
  const where = and(eq(invoices.companyId, company.id), show === 'open' ? invoiceOwed : undefined);
  const rows = await db
    .select({
      ...invoiceColumns,
      orderedBy: orders.customerName,
      poNumber: orders.poNumber,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(where)
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(INVOICE_PAGE_SIZE)
    .offset((page - 1) * INVOICE_PAGE_SIZE);
  const total = await db.$count(invoices, where);
  const today = isoDate(now);
  return {
    account: await companyAccount(db, company, now),
    invoices: rows.map((row): CompanyInvoice => ({
      ...invoiceFacts(row, today),
      orderedBy: row.orderedBy,
      poNumber: row.poNumber,
    })),
    total,
    pageSize: INVOICE_PAGE_SIZE,
  };
}

/** The member's company's invoices, for its admins and approvers (the accounts side of the firm). */
export async function myInvoices(db: Database, customerId: number, input: CompanyInvoicesInput) {
  const member = await requireRole(
    db,
    customerId,
    ['admin', 'approver'],
    "see the company's invoices",
  );
  return invoicePage(db, (await companyById(db, member.companyId))!, input);
}

/** A company's invoices, for staff. */
export async function staffCompanyInvoices(
  db: Database,
  companyId: number,
  input: CompanyInvoicesInput,
) {
  const company = await companyById(db, companyId);
  if (!company) throw notFound(`No company with id ${companyId}`);
  return invoicePage(db, company, input);
}

/**
 * Staff record a payment against an invoice, full or partial: never more than is still owed
 * (credit notes took theirs off). Settled, its order is paid, unless a credit note refunded part
 * of it. In the activity log.
 */
export function recordInvoicePayment(
  db: Database,
  actor: StaffActor,
  invoiceId: number,
  input: InvoicePaymentInput,
) {
  return db.transaction(async (tx) => {
    const [invoice] = await tx
      .select({
        orderId: invoices.orderId,
        amount: invoices.amount,
        paid: invoices.paid,
        credited: invoices.credited,
        companyId: invoices.companyId,
      })
      .from(invoices)
      .where(eq(invoices.id, invoiceId))
      .for('update');
    if (!invoice || invoice.companyId === null || invoice.amount === null) {
      throw notFound(`No invoice on a company account with id ${invoiceId}`);
    }
    const owed = owedCents({ ...invoice, amount: invoice.amount });
    if (owed === 0) throw conflict(`${invoiceNumber(invoiceId)} is already paid in full`);
    if (toCents(input.amount) > owed) {
      throw conflict(
        `${formatMoney(input.amount)} is more than the ${formatMoney(fromCents(owed))} still owed on ${invoiceNumber(invoiceId)}`,
      );
    }
    const paid = fromCents(toCents(invoice.paid) + toCents(input.amount));
    await tx.insert(invoicePayments).values({ invoiceId, ...input, recordedBy: actor.username });
    await tx.update(invoices).set({ paid }).where(eq(invoices.id, invoiceId));
    // Settled with a credit note's help, the order stays partly refunded.
    const settled = toCents(input.amount) === owed;
    if (settled && (await lockOrder(tx, invoice.orderId)).paymentStatus !== 'partly_refunded') {
      await movePayment(tx, invoice.orderId, 'paid', 'shop');
    }
    await publish(tx, 'invoice.payment_recorded', {
      invoiceId,
      orderId: invoice.orderId,
      paidBefore: invoice.paid,
      paid,
      reference: input.reference,
      actor,
    });
    return invoicePage(tx, (await companyById(tx, invoice.companyId))!, { show: 'all' });
  });
}

/** The payments recorded against the company's invoices since `since`, the oldest first. */
export function paymentsSince(db: Db, companyId: number, since: Date) {
  return db
    .select({
      invoiceId: invoicePayments.invoiceId,
      amount: invoicePayments.amount,
      reference: invoicePayments.reference,
      receivedAt: invoicePayments.createdAt,
    })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .where(and(eq(invoices.companyId, companyId), gte(invoicePayments.createdAt, since)))
    .orderBy(asc(invoicePayments.createdAt), asc(invoicePayments.id))
    .limit(500);
}

/** Staff recorded a payment on an invoice: the activity log says how much, and its reference. */
export async function auditInvoicePayment(
  tx: Transaction,
  event: DomainEvents['invoice.payment_recorded'],
): Promise<void> {
  await recordAudit(tx, event.actor, {
    action: 'invoice.payment_recorded',
    entityType: 'invoice',
    entityId: event.invoiceId,
    entityLabel: invoiceNumber(event.invoiceId),
    changes: [
      { field: 'paid', from: event.paidBefore, to: event.paid },
      { field: 'reference', from: null, to: event.reference },
    ],
  });
}
