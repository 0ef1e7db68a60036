import type { Product, QuoteLineView, QuoteRevisionView, StaffQuote } from '@buildright/api';
import {
  addDays,
  fromCents,
  QUOTE_VALIDITY_DAYS,
  quoteRevisionInput,
  quoteTotals,
  toCents,
} from '@buildright/api/shared';
import { schemaErrors } from '../lib/validate.ts';

/** What a number input holds: a number, or a string while empty or as the server sent it. */
type NumberValue = number | string;

export interface RevisionLineValues {
  productId: number;
  name: string;
  sku: string;
  unitPrice: NumberValue;
  quantity: NumberValue;
}

export type DiscountKind = 'none' | 'amount' | 'percent';

export interface RevisionFormValues {
  lines: RevisionLineValues[];
  discountKind: DiscountKind;
  discountAmount: NumberValue;
  discountPercent: NumberValue;
  deliveryCharge: NumberValue;
  /** yyyy-mm-dd, as a date input holds it. */
  validUntil: string;
  note: string;
}

type Discount = { type: 'amount'; amount: string } | { type: 'percent'; percent: string };

/** The body of quotes.staff.saveDraft, as the shared quoteRevisionInput reads it. */
interface RevisionBody {
  lines: { productId: number; quantity: number; unitPrice: string }[];
  discount: Discount | null;
  deliveryCharge: string;
  validUntil: string;
  note: string | null;
}

const defaultValidUntil = (today: string) => addDays(today, QUOTE_VALIDITY_DAYS);

function linesOf(lines: readonly QuoteLineView[]): RevisionLineValues[] {
  return lines.map(({ productId, name, sku, unitPrice, quantity }) => ({
    productId,
    name,
    sku,
    unitPrice,
    quantity,
  }));
}

function valuesOfRevision(revision: QuoteRevisionView, validUntil: string): RevisionFormValues {
  const rule = revision.discountRule;
  return {
    lines: linesOf(revision.lines),
    discountKind: rule?.type ?? 'none',
    discountAmount: rule?.type === 'amount' ? rule.amount : '',
    discountPercent: rule?.type === 'percent' ? rule.percent : '',
    deliveryCharge: revision.deliveryCharge,
    validUntil,
    note: revision.note ?? '',
  };
}

/**
 * Where the next revision starts: the saved draft as it was left (a lapsed date moved to the
 * default), else a copy of the newest sent revision valid for a fresh period, else the buyer's
 * request at the prices it was made at.
 */
export function initialRevisionValues(quote: StaffQuote, today: string): RevisionFormValues {
  if (quote.draft) {
    const { validUntil } = quote.draft;
    return valuesOfRevision(
      quote.draft,
      validUntil < today ? defaultValidUntil(today) : validUntil,
    );
  }
  const lastSent = quote.revisions.findLast((revision) => revision.sentAt !== null);
  if (lastSent) return valuesOfRevision(lastSent, defaultValidUntil(today));
  return {
    lines: linesOf(quote.requestedLines),
    discountKind: 'none',
    discountAmount: '',
    discountPercent: '',
    deliveryCharge: '0.00',
    validUntil: defaultValidUntil(today),
    note: '',
  };
}

/**
 * A product found by search joins the quote once, at what the buyer pays for it today (the
 * server's price for them, `buyerPrice`), else at the shop's price.
 */
export function lineOfProduct(product: Product, buyerPrice?: string): RevisionLineValues {
  return {
    productId: product.id,
    name: product.name,
    sku: product.sku,
    unitPrice: buyerPrice ?? product.salePrice ?? product.price,
    quantity: 1,
  };
}

/** A number input's amount as the API's two-decimal string; a blank stays blank. */
function money(value: NumberValue): string {
  return typeof value === 'number' ? value.toFixed(2) : value.trim();
}

function discountOf(values: RevisionFormValues): Discount | null {
  switch (values.discountKind) {
    case 'amount':
      return { type: 'amount', amount: money(values.discountAmount) };
    case 'percent':
      return { type: 'percent', percent: String(values.discountPercent).trim() };
    default:
      return null;
  }
}

export function toRevisionBody(values: RevisionFormValues): RevisionBody {
  return {
    lines: values.lines.map((line) => ({
      productId: line.productId,
      // A blank field is no number: the server names the line's quantity.
      quantity: typeof line.quantity === 'number' ? line.quantity : Number.NaN,
      unitPrice: money(line.unitPrice),
    })),
    discount: discountOf(values),
    deliveryCharge: money(values.deliveryCharge) || '0.00',
    validUntil: values.validUntil,
    note: values.note.trim() || null,
  };
}

/** A line's price times its quantity; null while either is not a number yet. */
export function lineTotal(line: RevisionLineValues): string | null {
  if (typeof line.quantity !== 'number' || !Number.isSafeInteger(line.quantity)) return null;
  try {
    return fromCents(toCents(money(line.unitPrice)) * line.quantity);
  } catch {
    return null;
  }
}

const figureOf = (discount: Discount) =>
  discount.type === 'amount' ? discount.amount : discount.percent;

type RevisionTotals = ReturnType<typeof quoteTotals> & { discountRule: Discount | null };

/**
 * The totals as the server will work them out, by the same rule; null while an amount or a
 * quantity is not a number yet.
 */
export function revisionTotals(values: RevisionFormValues): RevisionTotals | null {
  const body = toRevisionBody(values);
  if (body.lines.some((line) => !Number.isSafeInteger(line.quantity))) return null;
  const { lines } = body;
  // A discount kind chosen before its figure is typed takes nothing off yet.
  const discount = body.discount && figureOf(body.discount) !== '' ? body.discount : null;
  try {
    return { ...quoteTotals({ ...body, lines, discount }), discountRule: discount };
  } catch {
    // toCents refuses what is not an amount yet ("", "12.345").
    return null;
  }
}

/** Where the form shows each of the schema's messages. */
function formPath(path: string, kind: DiscountKind): string {
  if (path === 'discount.amount') return 'discountAmount';
  if (path === 'discount.percent') return 'discountPercent';
  if (path === 'discount') return kind === 'amount' ? 'discountAmount' : 'discountPercent';
  return path;
}

/** The shared revision rules, checked before anything is sent. */
export function validateRevision(values: RevisionFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  // A figure's own problem ("more than 100%") says more than the rule over the whole discount.
  const entries = Object.entries(schemaErrors(quoteRevisionInput, toRevisionBody(values)));
  for (const [path, message] of entries.sort(
    ([a], [b]) => Number(a === 'discount') - Number(b === 'discount'),
  )) {
    errors[formPath(path, values.discountKind)] ??= message;
  }
  return errors;
}

/** Whether the form holds something other than what it opened with (the saved draft). */
export function hasChanges(values: RevisionFormValues, saved: RevisionFormValues): boolean {
  return JSON.stringify(toRevisionBody(values)) !== JSON.stringify(toRevisionBody(saved));
}
