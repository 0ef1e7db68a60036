import * as z from 'zod';
import { quoteStatuses, type QuoteStatus } from '@buildright/db/domain';
import {
  dayField,
  idOf,
  INT4_MAX,
  moneyField,
  optionalText,
  pageField,
  pageSizeField,
  requiredText,
  wholeNumber,
} from '../../shared/fields.ts';
import { isMoneyString, toCents } from '../../shared/money.ts';
import { quoteTotalsCents } from './quote-pricing.ts';
import { MAX_LINE_QUANTITY } from '../../orders/shared/line-quantity.ts';

export { quoteStatuses, type QuoteStatus };

/** How long a sent quote holds its prices and stock unless staff choose another date. */
export const QUOTE_VALIDITY_DAYS = 14;

export const quoteNumber = (id: number) => `Q-${String(id).padStart(6, '0')}`;
export const invoiceNumber = (id: number) => `INV-${String(id).padStart(6, '0')}`;

/** Today as an ISO date ("2026-11-23"), the calendar quotes are valid by. */
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDate(date);
}

/** Days a purchase-order invoice gives the buyer to pay: "net 30". */
export const NET_TERMS_DAYS = 30;

/** The day a purchase-order invoice issued on `issuedOn` falls due. */
export const invoiceDueOn = (issuedOn: string) => addDays(issuedOn, NET_TERMS_DAYS);

/** Whole days from `today` to the last valid day; 0 on the last day, negative once past. */
export function daysLeft(validUntil: string, today: string): number {
  return Math.round((Date.parse(validUntil) - Date.parse(today)) / 86_400_000);
}

export const quoteStatusLabels: Record<QuoteStatus, string> = {
  requested: 'Requested',
  quoted: 'Quoted',
  changes_requested: 'Changes requested',
  accepted: 'Accepted',
  ordered: 'Ordered',
  declined: 'Declined',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
};

export const quoteStatusColors: Record<QuoteStatus, string> = {
  requested: 'yellow',
  quoted: 'blue',
  changes_requested: 'orange',
  accepted: 'teal',
  ordered: 'green',
  declined: 'gray',
  expired: 'gray',
  withdrawn: 'gray',
};

/** States where the next move is the sales team's: the "needs action" count. */
export const needsStaffAction: readonly QuoteStatus[] = ['requested', 'changes_requested'];

/** States that hold stock for the buyer. */
export const openQuoteStatuses: readonly QuoteStatus[] = [
  'requested',
  'quoted',
  'changes_requested',
  'accepted',
];

export type QuoteAction =
  | 'revise'
  | 'send'
  | 'withdraw'
  | 'accept'
  | 'requestChanges'
  | 'decline'
  | 'expire'
  | 'pay'
  | 'settle';

/** The lifecycle: which state each action may start from. */
const allowedFrom: Record<QuoteAction, readonly QuoteStatus[]> = {
  revise: ['requested', 'quoted', 'changes_requested'],
  send: ['requested', 'quoted', 'changes_requested'],
  withdraw: ['requested', 'quoted', 'changes_requested'],
  accept: ['quoted'],
  requestChanges: ['quoted'],
  decline: ['quoted', 'changes_requested'],
  expire: ['quoted', 'accepted'],
  pay: ['accepted'],
  /** Staff moved an open quote's order by hand in the Orders tab: the sale settled elsewhere. */
  settle: openQuoteStatuses,
};

export function quoteAllows(status: QuoteStatus, action: QuoteAction): boolean {
  return allowedFrom[action].includes(status);
}

/** The states an action may start from, for queries that find quotes it applies to. */
export const statusesAllowing = (action: QuoteAction): QuoteStatus[] => [...allowedFrom[action]];

const closedBecause: Partial<Record<QuoteStatus, string>> = {
  ordered: 'This quote has already been accepted and ordered.',
  declined: 'This quote was declined.',
  expired: 'This quote has expired.',
  withdrawn: 'This quote was withdrawn by our sales team.',
};

/** Why an action cannot happen now, in words the person who tried can act on. */
export function quoteRefusal(status: QuoteStatus, action: QuoteAction): string {
  const staffAction = action === 'revise' || action === 'send' || action === 'withdraw';
  if (staffAction) {
    if (status === 'accepted')
      return 'The buyer has accepted this quote; it can no longer be changed.';
    const closed = closedBecause[status];
    return `${closed ?? 'This quote is closed.'} It can no longer be changed.`;
  }
  switch (status) {
    case 'requested':
      return 'This quote has not been priced yet. We will e-mail you as soon as it is ready.';
    case 'changes_requested':
      return action === 'decline'
        ? 'This quote cannot be declined now.'
        : 'You asked for changes to this quote. We will e-mail you the new revision.';
    case 'accepted':
      return 'You have already accepted this quote. Complete the card payment from the quote page.';
    case 'quoted':
      return 'This quote is waiting for your answer.';
    case 'ordered':
      return closedBecause.ordered!;
    default:
      return `${closedBecause[status]} Contact us for a new quote.`;
  }
}

const quoteLineInput = z.strictObject({
  productId: idOf('Product id'),
  quantity: z
    .int({ error: 'Quantity must be a whole number' })
    .min(1, 'Quantity must be at least 1')
    .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`),
  unitPrice: moneyField('Unit price is required', 'Unit price must be an amount of at least 0.00'),
});

const percentField = z
  .union([z.string(), z.number()], { error: 'Percent is required' })
  .transform(String)
  .refine(
    (value) => /^\d{1,3}(\.\d{1,2})?$/.test(value.trim()),
    'Percent must be a number like 5 or 12.5',
  )
  .refine((value) => toCents(value.trim()) <= 10_000, 'A discount cannot be more than 100%')
  .transform((value) => value.trim());

export const quoteDiscountInput = z
  .discriminatedUnion(
    'type',
    [
      z.strictObject({
        type: z.literal('amount'),
        amount: moneyField(
          'Discount amount is required',
          'Discount must be an amount of at least 0.00',
        ),
      }),
      z.strictObject({ type: z.literal('percent'), percent: percentField }),
    ],
    { error: "Discount type must be 'amount' or 'percent'" },
  )
  .nullish()
  .transform((value) => value ?? null);

/** A revision as staff write it (PUT /api/admin/quotes/{id}); the server works out the totals. */
export const quoteRevisionInput = z
  .strictObject({
    lines: z
      .array(quoteLineInput, { error: 'Add at least one line' })
      .min(1, 'Add at least one line')
      .max(200, 'A quote has at most 200 lines'),
    discount: quoteDiscountInput,
    deliveryCharge: moneyField(
      'Delivery charge is required',
      'Delivery charge must be an amount of at least 0.00',
    )
      .optional()
      .transform((value) => value ?? '0.00'),
    validUntil: dayField('Valid until'),
    note: optionalText(5000),
  })
  .superRefine((revision, issues) => {
    const ids = revision.lines.map((line) => line.productId);
    if (new Set(ids).size !== ids.length) {
      issues.addIssue({
        code: 'custom',
        path: ['lines'],
        message: 'Each product may appear once; change its quantity instead',
      });
    }
    // Refinements run even when a field already failed; amounts that did not parse are reported.
    const amounts = [...revision.lines.map((line) => line.unitPrice), revision.deliveryCharge];
    if (revision.discount?.type === 'amount') amounts.push(revision.discount.amount);
    if (!amounts.every(isMoneyString)) return;
    const { subtotalCents, discountCents } = quoteTotalsCents(revision);
    if (discountCents > subtotalCents) {
      issues.addIssue({
        code: 'custom',
        path: ['discount'],
        message: 'The discount cannot be more than the subtotal',
      });
    }
    if (revision.validUntil < isoDate(new Date())) {
      issues.addIssue({
        code: 'custom',
        path: ['validUntil'],
        message: 'Valid until cannot be in the past',
      });
    }
  });
export type QuoteRevisionInput = z.infer<typeof quoteRevisionInput>;

export const quoteAcceptInput = z
  .object({
    /** By card, with a purchase order, or on the buyer's company account (issue 20). */
    method: z.enum(['card', 'po', 'account'], {
      error: "Method must be 'card', 'po' or 'account'",
    }),
    poNumber: optionalText(100),
    /** The revision the buyer read; a newer one makes the accept fail rather than surprise. */
    revision: wholeNumber('Revision must be a whole number of at least 1', {
      max: INT4_MAX,
    }).optional(),
  })
  .refine((accept) => accept.method !== 'po' || accept.poNumber !== null, {
    path: ['poNumber'],
    message: 'PO number is required',
  });
export type QuoteAcceptInput = z.infer<typeof quoteAcceptInput>;

export const quoteDeclineInput = z.object({ reason: optionalText(2000) });

export const quoteMessageInput = z.object({
  message: requiredText('Message is required', 5000),
  /** The buyer asks for a new revision with this message. */
  requestChanges: z.boolean().optional().default(false),
});
export type QuoteMessageInput = z.infer<typeof quoteMessageInput>;

export const quoteToken = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'No such quote');

export const quoteListInput = z.object({
  status: z.enum([...quoteStatuses, 'needs_action']).optional(),
  search: z.string().trim().max(200).optional(),
  page: pageField,
  pageSize: pageSizeField(100, 25),
});
export type QuoteListInput = z.infer<typeof quoteListInput>;
