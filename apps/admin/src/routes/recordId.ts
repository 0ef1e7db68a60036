/** The record id of a path (/orders/7), or null when the path names none or something else. */
export function recordIdOf(segment: string | undefined): number | null {
  return segment !== undefined && /^[1-9]\d{0,9}$/.test(segment) ? Number(segment) : null;
}
