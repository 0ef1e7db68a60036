import type { OrderStatus, PaymentMethod, PaymentStatus } from '@buildright/db/domain';

/**
 * Who moves a payment: the card provider's word (a webhook, or the shop asking it), the buyer
 * (or their company's approver) opening a card payment, or the shop (staff, the sweep, a quote
 * closing, an invoice paid).
 */
export type PaymentMover = 'provider' | 'buyer' | 'shop';

interface PaymentRule {
  /** The buyer's money was taken: paid, and perhaps refunded since, in part or whole. */
  taken: boolean;
  /**
   * Where a card attempt's units are while its order is pending and its payment is in this state
   * (orderStock): a declined or cancelled attempt holds nothing.
   */
  attemptUnits: 'held' | 'released';
  /** The states it may move to next, and who may make each move. */
  next: Partial<Record<PaymentStatus, readonly PaymentMover[]>>;
}

/**
 * The payment's lifecycle. Only the provider makes a card payment paid or declined, and its word
 * counts from any state not yet paid: money taken after an attempt was cancelled is recorded
 * (and refunded, refunds/). A card refund moves the payment when the provider confirms it; a
 * credit note (the shop's own refund of an invoice, paid or not yet) when it is written.
 */
const lifecycle: Record<PaymentStatus, PaymentRule> = {
  // Nothing attempted: a quote, a purchase order, an order on account or awaiting approval.
  unpaid: {
    taken: false,
    attemptUnits: 'held',
    // The buyer opens a card payment; an invoice (purchase order, account) is paid in full, or
    // credited in part or whole.
    next: {
      pending: ['buyer'],
      paid: ['shop', 'provider'],
      partly_refunded: ['shop'],
      refunded: ['shop'],
    },
  },
  pending: {
    taken: false,
    attemptUnits: 'held',
    next: { paid: ['provider'], failed: ['provider'], cancelled: ['shop'] },
  },
  // Declined: the buyer may try another card (the same intent may then succeed).
  failed: {
    taken: false,
    attemptUnits: 'released',
    next: { pending: ['buyer'], paid: ['provider'], cancelled: ['shop'] },
  },
  paid: {
    taken: true,
    attemptUnits: 'held',
    next: { partly_refunded: ['provider', 'shop'], refunded: ['provider', 'shop'] },
  },
  partly_refunded: {
    taken: true,
    attemptUnits: 'held',
    next: { refunded: ['provider', 'shop'] },
  },
  refunded: { taken: true, attemptUnits: 'held', next: {} },
  // A revived order waits for its payment again, as one with nothing attempted.
  cancelled: {
    taken: false,
    attemptUnits: 'released',
    next: { unpaid: ['shop'], paid: ['provider'] },
  },
};

/** The states a payment may move to next, by this mover. */
export function allowedPaymentMoves(from: PaymentStatus, by: PaymentMover): PaymentStatus[] {
  const next = Object.entries(lifecycle[from].next) as [PaymentStatus, PaymentMover[]][];
  return next.filter(([, movers]) => movers.includes(by)).map(([to]) => to);
}

/** Staying in the same state is no move and always allowed. */
export function paymentMoveAllowed(
  from: PaymentStatus,
  to: PaymentStatus,
  by: PaymentMover,
): boolean {
  return from === to || allowedPaymentMoves(from, by).includes(to);
}

const stateWords: Record<PaymentStatus, string> = {
  unpaid: 'not paid',
  pending: 'waiting for the card',
  paid: 'paid',
  failed: 'declined',
  cancelled: 'cancelled',
  partly_refunded: 'partly refunded',
  refunded: 'refunded',
};
const moveWords: Record<PaymentStatus, string> = {
  unpaid: 'made unpaid',
  pending: 'opened for a card',
  paid: 'marked paid',
  failed: 'marked declined',
  cancelled: 'cancelled',
  partly_refunded: 'partly refunded',
  refunded: 'refunded',
};
const moverWords: Record<PaymentMover, string> = {
  provider: 'the card provider',
  buyer: 'the buyer',
  shop: 'the shop',
};

/** Why a payment cannot move, in words staff and buyers can act on. */
export function paymentMoveRefusal(from: PaymentStatus, to: PaymentStatus): string {
  const payment = `This order's payment is ${stateWords[from]}`;
  const movers = lifecycle[from].next[to];
  if (movers) {
    return `${payment}: only ${movers.map((mover) => moverWords[mover]).join(' or ')} can have it ${moveWords[to]}.`;
  }
  if (from === 'refunded') return `${payment} in full: it cannot be ${moveWords[to]}.`;
  return `${payment}: it cannot be ${moveWords[to]}.`;
}

/**
 * The payment an order starts with: a card checkout's payment is open from the start; anything
 * else (a quote, an order on account, a card order sent for approval) waits for nothing yet.
 */
export function initialPaymentStatus(method: PaymentMethod, status: OrderStatus): PaymentStatus {
  return method === 'card' && status === 'pending' ? 'pending' : 'unpaid';
}

/**
 * The payment that follows the order's own move: a card attempt still open when its order is
 * cancelled is cancelled with it, and a cancelled one is unpaid again when staff revive its order.
 */
export function paymentAfterMove(to: OrderStatus, payment: PaymentStatus): PaymentStatus {
  if (to === 'cancelled') {
    return payment === 'pending' || payment === 'failed' ? 'cancelled' : payment;
  }
  return payment === 'cancelled' ? 'unpaid' : payment;
}

/** Where a pending card attempt's units are while its payment is in this state. */
export function attemptUnits(payment: PaymentStatus): 'held' | 'released' {
  return lifecycle[payment].attemptUnits;
}

/**
 * Whether the buyer's money was taken for the order (paid, then perhaps refunded): it is not paid
 * for again, and its invoice stands.
 */
export function paymentTaken(payment: string): boolean {
  return lifecycle[payment as PaymentStatus]?.taken ?? false;
}
