/**
 * What the shop and the admin site show of dates and money, written once.
 *
 * Moments (an order placed, a message sent) are shown on the reader's own clock. Calendar days
 * (an estimated delivery, a quote's last valid day) are shown as the day they name, the same for
 * every reader: that rule is the shared formatCalendarDay, which the server's e-mails and PDFs use
 * too. Money is formatted from its decimal text or whole cents, never through a float.
 */
export { formatCalendarDay, formatMoney } from '@buildright/api/shared';

/** A format made at its first use, not while the page's code loads: each takes a millisecond. */
function formatAtFirstUse(options: Intl.DateTimeFormatOptions) {
  let format: Intl.DateTimeFormat | undefined;
  return (moment: Date) => (format ??= new Intl.DateTimeFormat('en-US', options)).format(moment);
}

/** A moment on the reader's clock: "Dec 3, 2026, 3:04 PM". */
export const formatDateTime = formatAtFirstUse({ dateStyle: 'medium', timeStyle: 'short' });

/** The day a moment fell on, on the reader's clock: "Dec 3, 2026". Not for calendar days. */
export const formatDate = formatAtFirstUse({ dateStyle: 'medium' });
