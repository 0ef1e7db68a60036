/**
 * Returns (RMAs) and warranty claims as the browser and the server both know them: the buyer's
 * and staff's input, the words and colours of each state, their one table of moves, and the
 * arithmetic of what a line may still return or claim and what a return refunds. Pure: no
 * database.
 */
import * as z from 'zod';
import {
  returnKinds,
  returnReasons,
  returnStatuses,
  type ReturnKind,
  type ReturnReason,
  type ReturnStatus,
} from '@buildright/db/domain';
import {
  INT4_MAX,
  moneyField,
  optionalText,
  pageField,
  pageSizeField,
  requiredText,
} from '../../shared/fields.ts';
import { toCents } from '../../shared/money.ts';

export {
  returnKinds,
  returnReasons,
  returnStatuses,
  type ReturnKind,
  type ReturnReason,
  type ReturnStatus,
};

export const returnKindLabels: Record<ReturnKind, string> = {
  return: 'Return',
  warranty: 'Warranty claim',
};

export const returnStatusLabels: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  received: 'Received',
  replaced: 'Replaced',
  refunded: 'Refunded',
  closed: 'Closed',
  cancelled: 'Cancelled',
};

/** Mantine colours of the return states. */
export const returnStatusColors: Record<ReturnStatus, string> = {
  requested: 'yellow',
  approved: 'blue',
  rejected: 'red',
  received: 'grape',
  replaced: 'teal',
  refunded: 'teal',
  closed: 'gray',
  cancelled: 'gray',
};

export const returnReasonLabels: Record<ReturnReason, string> = {
  damaged: 'Arrived damaged',
  defective: 'Defective',
  wrong_item: 'Wrong item sent',
  not_needed: 'No longer needed',
  other: 'Other',
};

/** "RMA-000042": the number a buyer and staff know a return by. */
export const returnNumber = (number: number) => `RMA-${String(number).padStart(6, '0')}`;

/** "RMA-000042", "rma42" or "RMA-42": the return's number, for a search; null for anything else. */
export function returnNumberOf(text: string): number | null {
  const match = /^rma-?0*(\d{1,9})$/i.exec(text.trim());
  return match ? Number(match[1]) : null;
}

/** Who moves a return: its buyer (asking, cancelling) or staff (deciding, receiving, refunding). */
export type ReturnMover = 'buyer' | 'staff';

interface ReturnRule {
  buyer: readonly ReturnStatus[];
  staff: readonly ReturnStatus[];
}

const final: ReturnRule = { buyer: [], staff: [] };

/**
 * The table of moves, by kind. A return request is approved or rejected by staff, or cancelled
 * by its buyer while no one has decided; an approved return is received (line by line, restocked
 * or scrapped), then refunded, or closed without a refund. A warranty claim is answered at once:
 * replaced (a new order at 0.00), refunded, or rejected; its buyer may cancel it until then. The
 * other states are final.
 */
const returnMoves: Record<ReturnKind, Record<ReturnStatus, ReturnRule>> = {
  return: {
    requested: { buyer: ['cancelled'], staff: ['approved', 'rejected'] },
    approved: { buyer: [], staff: ['received'] },
    received: { buyer: [], staff: ['refunded', 'closed'] },
    rejected: final,
    replaced: final,
    refunded: final,
    closed: final,
    cancelled: final,
  },
  warranty: {
    requested: { buyer: ['cancelled'], staff: ['replaced', 'refunded', 'rejected'] },
    approved: final,
    received: final,
    rejected: final,
    replaced: final,
    refunded: final,
    closed: final,
    cancelled: final,
  },
};

export function returnMoveAllowed(
  kind: ReturnKind,
  from: ReturnStatus,
  to: ReturnStatus,
  by: ReturnMover,
): boolean {
  return returnMoves[kind][from][by].includes(to);
}

/** The moves `by` may make next, for the screens' buttons. */
export function allowedReturnMoves(
  kind: ReturnKind,
  from: ReturnStatus,
  by: ReturnMover,
): ReturnStatus[] {
  return [...returnMoves[kind][from][by]];
}

const verbs: Record<ReturnStatus, string> = {
  requested: 'requested',
  approved: 'approved',
  rejected: 'rejected',
  received: 'received',
  replaced: 'replaced',
  refunded: 'refunded',
  closed: 'closed',
  cancelled: 'cancelled',
};

/** Why a return or a claim cannot move, in words a buyer or staff can act on. */
export function returnMoveRefusal(
  kind: ReturnKind,
  from: ReturnStatus,
  to: ReturnStatus,
  by: ReturnMover,
): string {
  const noun = kind === 'warranty' ? 'warranty claim' : 'return';
  const now = `This ${noun} is ${returnStatusLabels[from].toLowerCase()}`;
  if (from === to) return `${now} already.`;
  if (by === 'buyer' && to === 'cancelled') {
    return `${now}: only a ${noun} still waiting for the shop's answer may be cancelled.`;
  }
  if (kind === 'warranty') {
    if (to === 'approved' || to === 'received' || to === 'closed') {
      return `${now}: a warranty claim is answered with a replacement, a refund or a rejection.`;
    }
    return `${now}: it can no longer be ${verbs[to]}.`;
  }
  if (to === 'replaced') return 'Only a warranty claim is answered with a replacement.';
  if (to === 'received') return `${now}: only an approved return can be received.`;
  if (to === 'refunded' || to === 'closed') {
    return `${now}: only a received return can be ${verbs[to]}.`;
  }
  return `${now}: it can no longer be ${verbs[to]}.`;
}

/**
 * The units of an order line a return or a claim holds: none once rejected or cancelled; a
 * return all it asked for while it may still come back, then what came back once received; a
 * warranty claim all it claimed (replaced or refunded units are not claimed twice).
 */
export function heldUnits(
  kind: ReturnKind,
  status: ReturnStatus,
  line: { quantity: number; receivedQuantity: number | null },
): number {
  if (status === 'rejected' || status === 'cancelled') return 0;
  if (kind === 'warranty' || status === 'requested' || status === 'approved') return line.quantity;
  return line.receivedQuantity ?? 0;
}

/** What a line of `ordered` units may still return or claim, the units returns hold taken off. */
export function returnableUnits(ordered: number, held: readonly number[]): number {
  return Math.max(0, ordered - held.reduce((sum, units) => sum + units, 0));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a buyer may ask to return lines of an order delivered at `deliveredAt`. */
export const returnWindowEnds = (deliveredAt: Date, windowDays: number) =>
  new Date(deliveredAt.getTime() + windowDays * DAY_MS);

/** The warranty (SPEC: two years) ends on the delivery's day two years on, in UTC. */
export function warrantyEnds(deliveredAt: Date): Date {
  const ends = new Date(deliveredAt);
  ends.setUTCFullYear(ends.getUTCFullYear() + 2);
  return ends;
}

/** What a delivered order's buyer may ask for: a return, a warranty claim, or nothing. */
export type ClaimPeriod = 'return' | 'warranty' | 'expired';

/**
 * What a buyer of an order delivered at `deliveredAt` may ask for at `now`: a return within the
 * return window, a warranty claim after it until the warranty ends, then nothing.
 */
export function claimPeriod(deliveredAt: Date, windowDays: number, now: Date): ClaimPeriod {
  if (now <= returnWindowEnds(deliveredAt, windowDays)) return 'return';
  if (now <= warrantyEnds(deliveredAt)) return 'warranty';
  return 'expired';
}

/**
 * What a line with `left` units not held by returns or claims may give back now, in the order
 * answers' words: all of them as a return within the window, as a warranty claim after it, none
 * once the warranty ended or before delivery (`period` null).
 */
export function unitsToGiveBack(
  period: ClaimPeriod | null,
  left: number,
): { returnableQuantity: number; claimableQuantity: number } {
  return {
    returnableQuantity: period === 'return' ? left : 0,
    claimableQuantity: period === 'warranty' ? left : 0,
  };
}

/** The restocking fee of a return's received value, in cents: whole percent, rounded half up. */
export function restockingFeeCents(valueCents: number, percent: number): number {
  return Math.round((valueCents * percent) / 100);
}

/** What a received return gives back unless staff say otherwise: its value less the fee. */
export function returnRefundCents(
  lines: readonly { unitPrice: string; receivedQuantity: number }[],
  feePercent: number,
): { valueCents: number; feeCents: number; amountCents: number } {
  const valueCents = lines.reduce(
    (sum, line) => sum + toCents(line.unitPrice) * line.receivedQuantity,
    0,
  );
  const feeCents = restockingFeeCents(valueCents, feePercent);
  return { valueCents, feeCents, amountCents: valueCents - feeCents };
}

const MAX_RETURN_UNITS = 10_000;

/** An order line in a JSON body: a JSON integer, never text, so "12" is not line 12. */
const itemIdField = z
  .int({ error: 'Item id must be a positive whole number' })
  .min(1, 'Item id must be a positive whole number')
  .max(INT4_MAX, 'Item id must be a line of this order');

const requestQuantity = (() => {
  const message = `Quantity must be a whole number from 1 to ${MAX_RETURN_UNITS}`;
  return z.int({ error: message }).min(1, message).max(MAX_RETURN_UNITS, message);
})();

/** A line asked for twice would count twice against what it may return. */
const oncePerItem = (lines: readonly { itemId: number }[], context: z.RefinementCtx) => {
  const seen = new Set<number>();
  for (const [index, line] of lines.entries()) {
    if (seen.has(line.itemId)) {
      context.addIssue({
        code: 'custom',
        path: [index, 'itemId'],
        message: 'Each line of the order may appear once',
      });
    }
    seen.add(line.itemId);
  }
};

/** How many photos a buyer may send with one return or warranty claim. */
export const MAX_RETURN_PHOTOS = 5;

/**
 * The photos a request names: ids that POST /api/orders/my/{id}/returns/photos (or the guest's)
 * answered for this order, each once.
 */
const photosField = z
  .array(z.uuid({ error: 'Each photo must be the id its upload answered' }), {
    error: 'Photos must be a list of the ids their upload answered',
  })
  .max(MAX_RETURN_PHOTOS, `At most ${MAX_RETURN_PHOTOS} photos`)
  .superRefine((ids, context) => {
    for (const [index, id] of ids.entries()) {
      if (ids.indexOf(id) !== index) {
        context.addIssue({ code: 'custom', path: [index], message: 'Each photo may appear once' });
      }
    }
  })
  .optional();

/** What a buyer sends to return lines of a delivered order, less the refinement below. */
export const returnRequestFields = {
  lines: z
    .array(z.strictObject({ itemId: itemIdField, quantity: requestQuantity }), {
      error: 'Lines must be a list of {itemId, quantity}',
    })
    .min(1, 'Choose at least one line to return')
    .max(200, 'At most 200 lines')
    .superRefine(oncePerItem),
  reason: z.enum(returnReasons, {
    error: 'Reason must be damaged, defective, wrong_item, not_needed or other',
  }),
  note: optionalText(1000).optional(),
  photos: photosField,
};

/** A buyer claims the warranty of defective lines, saying what is wrong with them. */
export const warrantyClaimFields = {
  lines: returnRequestFields.lines,
  description: requiredText('Describe the defect', 2000),
  photos: photosField,
};

export const warrantyClaimInput = z.strictObject(warrantyClaimFields);
export type WarrantyClaimInput = z.input<typeof warrantyClaimInput>;

/** `other` asks for the buyer's words. */
export const otherNeedsNote = (
  input: { reason: ReturnReason; note?: string | null },
  context: z.RefinementCtx,
) => {
  if (input.reason === 'other' && !input.note) {
    context.addIssue({
      code: 'custom',
      path: ['note'],
      message: 'Say why you are returning these items',
    });
  }
};

/** A buyer asks to return lines of a delivered order (POST /api/orders/my/{id}/returns). */
export const returnRequestInput = z.strictObject(returnRequestFields).superRefine(otherNeedsNote);
export type ReturnRequestInput = z.input<typeof returnRequestInput>;

/** Staff refuse a return, telling the buyer why. */
export const returnRejectInput = z.strictObject({
  reason: requiredText('Reason is required', 1000),
});

/** What arrived of an approved return, line by line, and whether it goes back on the shelf. */
export const returnReceiveInput = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        itemId: itemIdField,
        quantity: z
          .int({ error: 'Quantity must be a whole number of at least 0' })
          .min(0, 'Quantity must be a whole number of at least 0')
          .max(MAX_RETURN_UNITS, `Quantity must be at most ${MAX_RETURN_UNITS}`),
        restock: z.boolean({ error: 'Restock must be true or false' }),
      }),
      { error: 'Lines must be a list of {itemId, quantity, restock}' },
    )
    .min(1, 'Say what arrived of at least one line')
    .max(200, 'At most 200 lines')
    .superRefine(oncePerItem),
});
export type ReturnReceiveInput = z.input<typeof returnReceiveInput>;

/** Staff refund a received return: its value less the fee unless `amount` says otherwise. */
export const returnRefundInput = z.strictObject({
  amount: moneyField(
    'Amount is required',
    'Amount must be an amount like 25.00, with at most two decimals',
  )
    .refine((amount) => toCents(amount) > 0, 'Amount must be more than 0.00')
    .optional(),
  note: optionalText(500).optional(),
});

export const RETURN_PAGE_SIZE = 50;

/** The Returns desk: newest first, by kind and status, searched by RMA, order number or e-mail. */
export const returnListInput = z.strictObject({
  kind: z.enum(returnKinds, { error: 'Kind must be return or warranty' }).optional(),
  status: z
    .enum(returnStatuses, {
      error: `Status must be one of ${returnStatuses.join(', ')}`,
    })
    .optional(),
  q: z
    .string({ error: 'Search must be text' })
    .trim()
    .max(100, 'At most 100 characters')
    .optional(),
  page: pageField,
  pageSize: pageSizeField(100, RETURN_PAGE_SIZE),
});
export type ReturnListInput = z.input<typeof returnListInput>;

/** A line of a return as the buyer and staff see it. */
export interface ReturnLine {
  itemId: number;
  productId: number | null;
  name: string;
  unitPrice: string;
  quantity: number;
  /** Null until received. */
  receivedQuantity: number | null;
  /** Null until received: back on the shelf (true) or scrapped (false). */
  restock: boolean | null;
}

/** A refund of a return, as its page lists it. */
export interface ReturnRefund {
  id: number;
  amount: string;
  status: 'pending' | 'succeeded' | 'failed';
  method: 'card' | 'on_account';
  reason: string;
  createdAt: Date;
}

/**
 * A buyer's photo of a return, at a link that works for a while (an hour or two) for whoever was
 * given it: the return's reads sign it for those who may see the return.
 */
export interface ReturnPhoto {
  id: string;
  url: string;
}

/** A return as its buyer and staff read it. */
export interface Return {
  id: number;
  /** "RMA-000001". */
  number: string;
  orderId: number;
  kind: ReturnKind;
  status: ReturnStatus;
  reason: ReturnReason;
  note: string | null;
  rejectionReason: string | null;
  requestedBy: string;
  /** The order at 0.00 that replaced a warranty claim's lines. */
  replacementOrderId: number | null;
  customerName: string;
  customerEmail: string;
  lines: ReturnLine[];
  refunds: ReturnRefund[];
  /** The buyer's photos, in the order the request named them. */
  photos: ReturnPhoto[];
  createdAt: Date;
  updatedAt: Date;
}
