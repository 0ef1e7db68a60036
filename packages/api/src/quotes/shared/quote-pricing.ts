import type { QuoteDiscount } from '@buildright/db/domain';
import { fromCents, toCents } from '../../shared/money.ts';

export interface QuoteTotalsInput {
  lines: readonly { unitPrice: string; quantity: number }[];
  discount: QuoteDiscount | null;
  deliveryCharge: string;
}

export interface QuoteTotalsCents {
  subtotalCents: number;
  discountCents: number;
  deliveryCents: number;
  totalCents: number;
}

/** "12.5" percent -> 1250 hundredths of a percent, so the rule stays in whole numbers. */
function basisPoints(percent: string): number {
  return toCents(percent);
}

/**
 * The one rule for a quote's money, used by the server and the admin editor alike: lines at
 * their quoted unit price, less the discount (a percentage rounds half up to the cent), plus
 * delivery. Never negative: a discount larger than the subtotal is the caller's error to report.
 */
export function quoteTotalsCents(input: QuoteTotalsInput): QuoteTotalsCents {
  const subtotalCents = input.lines.reduce(
    (sum, line) => sum + toCents(line.unitPrice) * line.quantity,
    0,
  );
  const discountCents = discountCentsOf(input.discount, subtotalCents);
  const deliveryCents = toCents(input.deliveryCharge);
  return {
    subtotalCents,
    discountCents,
    deliveryCents,
    totalCents: Math.max(0, subtotalCents - discountCents) + deliveryCents,
  };
}

export function discountCentsOf(discount: QuoteDiscount | null, subtotalCents: number): number {
  if (!discount) return 0;
  if (discount.type === 'amount') return toCents(discount.amount);
  return Math.round((subtotalCents * basisPoints(discount.percent)) / 10_000);
}

/** The same totals as decimal strings, as they are stored and sent. */
export function quoteTotals(input: QuoteTotalsInput) {
  const cents = quoteTotalsCents(input);
  return {
    subtotal: fromCents(cents.subtotalCents),
    discount: fromCents(cents.discountCents),
    deliveryCharge: fromCents(cents.deliveryCents),
    total: fromCents(cents.totalCents),
  };
}

/** "Discount (5%)", "Discount", or null when there is none. */
export function discountLabel(discount: QuoteDiscount | null): string | null {
  if (!discount) return null;
  if (discount.type === 'amount') return toCents(discount.amount) === 0 ? null : 'Discount';
  return `Discount (${Number(discount.percent)}%)`;
}
