import { apiOrigin } from '../lib/origin.ts';

/** The server issues an invoice once an order is paid or confirmed on a purchase order. */
export function hasInvoice(order: { paymentMethod: string; paymentStatus: string }): boolean {
  return order.paymentStatus === 'paid' || order.paymentMethod === 'po';
}

export const invoiceUrl = (orderId: number) => `${apiOrigin}/api/orders/${orderId}/invoice.pdf`;
