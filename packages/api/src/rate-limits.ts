import { rateLimits as rateLimitCounters, type Database } from '@buildright/db';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import { DomainError } from './errors.ts';

export type RateLimitBucket =
  'signIn' | 'register' | 'contact' | 'sendEmail' | 'passwordResetClient' | 'passwordResetAddress';

export interface RateLimitRule {
  points: number;
  durationSeconds: number;
}

export const defaultRateLimits: Record<RateLimitBucket, RateLimitRule> = {
  signIn: { points: 10, durationSeconds: 5 * 60 },
  register: { points: 5, durationSeconds: 15 * 60 },
  contact: { points: 5, durationSeconds: 10 * 60 },
  sendEmail: { points: 5, durationSeconds: 10 * 60 },
  /** Reset links asked for from one client, whatever the addresses. */
  passwordResetClient: { points: 10, durationSeconds: 15 * 60 },
  /** Reset links sent to one address, so nobody floods a mailbox. */
  passwordResetAddress: { points: 3, durationSeconds: 15 * 60 },
};

/**
 * Per-address limits on what guesses passwords or sends mail, whichever transport is used.
 * The counters live in the `rate_limits` table (one atomic upsert per attempt), so every server
 * process on the database counts against the same limit.
 */
export class RateLimits {
  private readonly limiters: Record<RateLimitBucket, RateLimiterDrizzle>;

  constructor(db: Database, rules: Record<RateLimitBucket, RateLimitRule> = defaultRateLimits) {
    this.limiters = Object.fromEntries(
      Object.entries(rules).map(([bucket, rule], index) => [
        bucket,
        new RateLimiterDrizzle({
          storeClient: db,
          schema: rateLimitCounters,
          keyPrefix: bucket,
          points: rule.points,
          duration: rule.durationSeconds,
          // Its sweep of long-expired rows covers the whole table: one limiter runs it.
          clearExpiredByTimeout: index === 0,
        }),
      ]),
    ) as Record<RateLimitBucket, RateLimiterDrizzle>;
  }

  async consume(bucket: RateLimitBucket, key: string): Promise<void> {
    try {
      await this.limiters[bucket].consume(key);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const minutes = Math.max(1, Math.ceil(error.msBeforeNext / 60_000));
      throw new DomainError(
        'TOO_MANY_REQUESTS',
        `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      );
    }
  }
}
