/** Value sets and JSON shapes stored in the database; no imports, so browsers can use them too. */
export const orderStatuses = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const paymentMethods = ['card', 'quote'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentStatuses = ['unpaid', 'pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export interface ProductImage {
  url: string;
  /** 0-based; the lowest is the primary image. */
  order: number;
  alt?: string;
}
