import type { ReturnKind } from '@buildright/api/shared';

/** The account's form to return lines of an order, or to claim their warranty. */
export const requestPath = (kind: ReturnKind, orderId: number) =>
  `/account/orders/${orderId}/${kind === 'warranty' ? 'warranty-claim' : 'return'}`;

/** A return's or a claim's status page, under its order. */
export const returnPath = (orderId: number, returnId: number) =>
  `/account/orders/${orderId}/returns/${returnId}`;
