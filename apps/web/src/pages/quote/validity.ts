import type { QuoteStatus } from '@buildright/api/shared';

/** "14 days left", "1 day left", "Last day" (0), "Expired" (past the last valid day). */
export function daysLeftText(daysLeft: number): string {
  if (daysLeft < 0) return 'Expired';
  if (daysLeft === 0) return 'Last day';
  return daysLeft === 1 ? '1 day left' : `${daysLeft} days left`;
}

/**
 * The countdown the buyer needs while the offer waits for them (to answer, or to pay); null once
 * it no longer matters (ordered, declined, withdrawn) or while staff prepare a revision.
 */
export function offerCountdown(status: QuoteStatus, daysLeft: number): string | null {
  if (status === 'expired') return 'Expired';
  if (status === 'quoted' || status === 'accepted') return daysLeftText(daysLeft);
  return null;
}
