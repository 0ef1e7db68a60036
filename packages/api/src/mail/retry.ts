/** After this many failed attempts an e-mail is marked failed and waits for staff to retry it. */
export const MAX_ATTEMPTS = 10;

const MINUTE = 60_000;

/** Exponential backoff: 1, 2, 4 ... minutes after the attempts so far, at most an hour. */
export function retryDelayMs(attemptsSoFar: number): number {
  return Math.min(MINUTE * 2 ** Math.max(0, attemptsSoFar - 1), 60 * MINUTE);
}
