/**
 * The one time-zone rule for calendar days: an order's estimated delivery, a quote's last valid
 * day, an invoice's date. A calendar day is not a moment, so it names the same date for everyone
 * (the buyer in the shop, staff in the admin site, e-mails and PDFs), wherever they are. It is kept
 * as an ISO date ("2026-12-03") or as a timestamp at noon UTC of that day, and always read as the
 * UTC date. Noon leaves the date right even for a reader who applies a time zone by mistake.
 */
const isoDayPattern = /^\d{4}-\d{2}-\d{2}$/;

const months = [
  ...['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August'],
  ...['September', 'October', 'November', 'December'],
];

// Written out, not `Intl.DateTimeFormat`: the first Intl object a page makes costs a phone ~50 ms
// of loading locale data, and the product page shows its reviews' days as it comes alive. Each
// style writes what Intl's en-US format with the same name writes (calendar-day.test.ts).
const styles = {
  /** "Dec 3, 2026" */
  medium: (date: Date) =>
    `${months[date.getUTCMonth()]!.slice(0, 3)} ${date.getUTCDate()}, ${date.getUTCFullYear()}`,
  /** "December 3, 2026" */
  long: (date: Date) =>
    `${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`,
  /** "Dec 3" */
  monthDay: (date: Date) => `${months[date.getUTCMonth()]!.slice(0, 3)} ${date.getUTCDate()}`,
} as const;
type CalendarDayStyle = keyof typeof styles;

/** An ISO date, or a timestamp (a Date or its ISO text), as the instant that names its day. */
function instantOf(value: Date | string): Date {
  const date =
    typeof value === 'string'
      ? new Date(isoDayPattern.test(value) ? `${value}T12:00:00.000Z` : value)
      : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a calendar day: "${String(value)}"`);
  return date;
}

/** The ISO date a calendar day names: "2026-12-03", from itself or from a timestamp of it. */
export function calendarDay(value: Date | string): string {
  return instantOf(value).toISOString().slice(0, 10);
}

/** How a chosen day is stored as a timestamp: "2026-12-03" -> 2026-12-03T12:00:00Z. */
export function calendarDayAsDate(day: string): Date {
  if (!isoDayPattern.test(day)) throw new RangeError(`Not a calendar day: "${day}"`);
  return instantOf(day);
}

/** A calendar day for people to read: "Dec 3, 2026" (medium), "December 3, 2026" (long). */
export function formatCalendarDay(value: Date | string, style: CalendarDayStyle = 'medium') {
  return styles[style](instantOf(value));
}
