import { daysLeft } from '@buildright/api/shared';

/** How long the buyer still has to answer: "14 days left", "Last day", "Expired". */
export function validityLabel(validUntil: string, today: string): string {
  const days = daysLeft(validUntil, today);
  if (days < 0) return 'Expired';
  if (days === 0) return 'Last day';
  return days === 1 ? '1 day left' : `${days} days left`;
}
