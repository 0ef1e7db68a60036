import * as z from 'zod';
import { pageField, pageSizeField } from '../../shared/fields.ts';
import type { PaymentStatus } from './order-status.ts';

/**
 * A guest's unconfirmed request: an order placed without an account that still holds stock
 * (status pending, see the lifecycle table) while nobody has paid for it or confirmed it: a quote
 * request waiting for the sales team or the buyer, an accepted quote whose card payment is
 * open, a card checkout not yet paid. Staff confirming it (processing), a purchase order, a paid
 * card or a cancellation ends it; a declined card attempt already holds nothing.
 */
const UNCONFIRMED_HOLD_STATUS = 'pending';
const UNCONFIRMED_HOLD_PAYMENTS: readonly PaymentStatus[] = ['unpaid', 'pending'];

export function isUnconfirmedGuestHold(order: {
  userId: number | null;
  status: string;
  paymentStatus: PaymentStatus;
}): boolean {
  return (
    order.userId === null &&
    order.status === UNCONFIRMED_HOLD_STATUS &&
    UNCONFIRMED_HOLD_PAYMENTS.includes(order.paymentStatus)
  );
}

/**
 * A card attempt not yet paid, a guest's or a signed-in buyer's: it holds its units until it is
 * paid, declined (a declined attempt holds nothing) or cancelled by the sweep after the shop's
 * hold period.
 */
export function isOpenCardAttempt(order: {
  paymentMethod: string;
  status: string;
  paymentStatus: PaymentStatus;
}): boolean {
  return (
    order.paymentMethod === 'card' &&
    order.status === UNCONFIRMED_HOLD_STATUS &&
    order.paymentStatus === 'pending'
  );
}

/**
 * How many units of a product guests' unconfirmed requests may hold together: half of its units
 * (those on the shelf and those such requests hold), rounded down, but at least one, so a guest
 * can ask for the last unit of anything. Whatever addresses a script rotates through, it cannot
 * take more than that share off the shelf; the rest stays on sale to signed-in customers and to
 * paid orders. One request may take the whole share, so a contractor's large quote still goes
 * through; a larger one needs an account (or a call to the sales team).
 */
export function guestHoldShare(units: number): number {
  return Math.max(1, Math.floor(units / 2));
}

interface HoldAttempt {
  name: string;
  /** Units this request asks to hold. */
  asked: number;
  /** Units other guests' unconfirmed requests hold. */
  heldByOthers: number;
  /** Units left on the shelf once this request took its own. */
  shelf: number;
}

const needsAccount = 'without an account';

/** Whether a refusal is the guests' share's: signing in (or fewer units) is what works then. */
export function isGuestShareRefusal(message: string): boolean {
  return message.toLowerCase().includes(needsAccount);
}

/** Why a guest's request cannot hold these units, or null when it may. */
export function guestHoldRefusal({ name, asked, heldByOthers, shelf }: HoldAttempt): string | null {
  const share = guestHoldShare(shelf + heldByOthers + asked);
  if (heldByOthers + asked <= share) return null;
  const left = Math.max(0, share - heldByOthers);
  return left === 0
    ? `${name} cannot be held for more requests ${needsAccount} right now. Please sign in to request it, or contact us.`
    : `Without an account, a request can hold at most ${left} of ${name} right now. Please sign in to request more, or contact us.`;
}

/** A page of staff's list of guests' unconfirmed requests, newest first. */
export const guestHoldListInput = z.object({
  page: pageField,
  pageSize: pageSizeField(100, 20),
});
export type GuestHoldListQuery = z.output<typeof guestHoldListInput>;
