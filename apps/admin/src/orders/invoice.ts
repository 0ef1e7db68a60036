import { apiOrigin } from '../lib/origin.ts';

export const invoiceUrl = (orderId: number) => `${apiOrigin}/api/orders/${orderId}/invoice.pdf`;
