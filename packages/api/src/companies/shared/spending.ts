// What a company member may spend without approval, and what the company may buy on account.
import { formatMoney, fromCents, toCents } from '../../shared/money.ts';
import { addDays } from '../../quotes/shared/quotes.ts';
import type { PaymentTerms } from './company.ts';

/** Days an on-account invoice gives the company to pay; none: the company has no terms. */
export const paymentTermsDays: Record<PaymentTerms, number | null> = {
  none: null,
  net15: 15,
  net30: 30,
  net60: 60,
};

export const paymentTermsLabels: Record<PaymentTerms, string> = {
  none: 'Card or purchase order',
  net15: 'Net 15',
  net30: 'Net 30',
  net60: 'Net 60',
};

/** How long an order awaiting approval holds its units before it is cancelled. */
export const APPROVAL_HOLD_DAYS = 7;

/** How long the buyer of an approved card order has to pay it; its units are held meanwhile. */
export const APPROVED_CARD_PAYMENT_DAYS = 3;

/** The day an invoice on these terms falls due, or null when the company has none. */
export function accountDueOn(issuedOn: string, terms: PaymentTerms): string | null {
  const days = paymentTermsDays[terms];
  return days === null ? null : addDays(issuedOn, days);
}

/** The first moment of the calendar month `now` falls in, UTC: where monthly spend starts. */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

interface SpendCheck {
  totalCents: number;
  /** The member's limits, decimal strings; null: no limit. */
  orderLimit: string | null;
  monthlyLimit: string | null;
  /** What the member's orders for the company this month add up to, this one left out. */
  spentThisMonthCents: number;
}

/** Why this order needs the company's approval, or null when it is within the member's limits. */
export function approvalReason(check: SpendCheck): string | null {
  if (check.orderLimit !== null && check.totalCents > toCents(check.orderLimit)) {
    return `Above the ${formatMoney(check.orderLimit)} order limit`;
  }
  if (check.monthlyLimit !== null) {
    const month = check.spentThisMonthCents + check.totalCents;
    if (month > toCents(check.monthlyLimit)) {
      return `Takes this month's orders to ${formatMoney(fromCents(month))}, past the ${formatMoney(check.monthlyLimit)} monthly limit`;
    }
  }
  return null;
}

interface CreditStanding {
  creditLimit: string;
  /** What the company's invoices still ask for. */
  owedCents: number;
  /** On-account orders still awaiting approval: credit they will take once approved. */
  awaitingCents: number;
}

/** What the company may still buy on account: the limit less what it owes and has asked for. */
export function availableCreditCents(standing: CreditStanding): number {
  return Math.max(0, toCents(standing.creditLimit) - standing.owedCents - standing.awaitingCents);
}

interface HoldCheck {
  creditHold: boolean;
  graceDays: number;
  /** The due day of the company's oldest invoice not yet paid in full, or null. */
  oldestUnpaidDueOn: string | null;
  today: string;
}

/**
 * Why the company may not buy on account now: a hold staff set, or an invoice overdue by more
 * than the company's grace days (the hold lifts itself once it is paid).
 */
export function creditHoldReason(check: HoldCheck): string | null {
  if (check.creditHold) {
    return 'Your company is on credit hold: please contact us to pay on account';
  }
  if (check.oldestUnpaidDueOn !== null) {
    const lastDay = addDays(check.oldestUnpaidDueOn, check.graceDays);
    if (check.today > lastDay) {
      return `Your company is on credit hold: an invoice was due on ${check.oldestUnpaidDueOn} and is still unpaid`;
    }
  }
  return null;
}
