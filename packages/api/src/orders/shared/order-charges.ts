import { fromCents, toCents } from '../../shared/money.ts';

/** What an order (or a quote revision, or an invoice) charges besides its lines. */
export interface Charges {
  /** Taken off the lines' sum; "0.00" when there is none. */
  discount: string;
  /** "Discount (5%)" when a quote's percentage is known; "Discount" otherwise. */
  discountLabel?: string | null;
  deliveryCharge: string;
  total: string;
}

export interface ChargeRow {
  label: string;
  /** A decimal string; a deduction is shown with a minus sign. */
  amount: string;
  deduction: boolean;
}

/** What the lines add up to, before any discount or delivery. */
export function subtotalOf(lines: readonly { lineTotal: string }[]): string {
  return fromCents(lines.reduce((sum, line) => sum + toCents(line.lineTotal), 0));
}

/**
 * The rows that explain a total from its lines: the subtotal, a discount and delivery, only when
 * there is a discount or delivery (a plain shop order's lines add up to its total alone). Every
 * place an order is shown draws these rows above its total, so the total is always explained.
 */
export function chargeRows(lines: readonly { lineTotal: string }[], charges: Charges): ChargeRow[] {
  const discountCents = toCents(charges.discount);
  const deliveryCents = toCents(charges.deliveryCharge);
  if (discountCents === 0 && deliveryCents === 0) return [];
  const rows: ChargeRow[] = [{ label: 'Subtotal', amount: subtotalOf(lines), deduction: false }];
  if (discountCents !== 0) {
    rows.push({
      label: charges.discountLabel ?? 'Discount',
      amount: charges.discount,
      deduction: true,
    });
  }
  if (deliveryCents !== 0) {
    rows.push({ label: 'Delivery', amount: charges.deliveryCharge, deduction: false });
  }
  return rows;
}
