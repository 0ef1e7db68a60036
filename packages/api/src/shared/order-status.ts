export {
  orderStatuses,
  paymentMethods,
  paymentStatuses,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '@buildright/db/domain';

/** Display name of a status; legacy "completed" reads as Delivered, unknown values capitalised. */
export function orderStatusLabel(status: string): string {
  if (status === 'completed') return 'Delivered';
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/** Badge colours of SPEC §4 (Mantine colour names). */
export const orderStatusColors: Record<string, string> = {
  pending: 'yellow',
  processing: 'blue',
  shipped: 'grape',
  delivered: 'green',
  completed: 'green',
  cancelled: 'red',
};
