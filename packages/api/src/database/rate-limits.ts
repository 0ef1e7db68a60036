import { rateLimits as rateLimitCounters, type Database } from '@buildright/db';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import { DomainError } from '../errors.ts';

export type RateLimitBucket =
  | 'signIn'
  | 'register'
  | 'contact'
  | 'contactAckAddress'
  | 'sendEmail'
  | 'passwordResetClient'
  | 'passwordResetAddress'
  | 'orderRequestClient'
  | 'orderRequestAddress'
  | 'orderLookupClient'
  | 'orderLookupOrder'
  | 'backInStock'
  | 'companyInviteClient'
  | 'companyInviteAccount'
  | 'companyInviteCompany'
  | 'companyInviteAddress';

export interface RateLimitRule {
  points: number;
  durationSeconds: number;
}

export const defaultRateLimits: Record<RateLimitBucket, RateLimitRule> = {
  signIn: { points: 10, durationSeconds: 5 * 60 },
  register: { points: 5, durationSeconds: 15 * 60 },
  contact: { points: 5, durationSeconds: 10 * 60 },
  /**
   * Acknowledgements of contact messages sent to one address. Past it the message is still
   * stored and the shop told; the address just gets no further copy, so nobody floods a mailbox
   * through the form.
   */
  contactAckAddress: { points: 3, durationSeconds: 60 * 60 },
  sendEmail: { points: 5, durationSeconds: 10 * 60 },
  /** Reset links asked for from one client, whatever the addresses. */
  passwordResetClient: { points: 10, durationSeconds: 15 * 60 },
  /** Reset links sent to one address, so nobody floods a mailbox. */
  passwordResetAddress: { points: 3, durationSeconds: 15 * 60 },
  /**
   * Orders and quote requests placed from one client (a new card checkout, a quote request),
   * whatever the addresses: an office behind one address still places a few an hour.
   */
  orderRequestClient: { points: 10, durationSeconds: 60 * 60 },
  /** Orders and quote requests for one e-mail address, which the shop writes to. */
  orderRequestAddress: { points: 5, durationSeconds: 60 * 60 },
  /** Guest order lookups from one client, whatever the numbers: nobody walks the order ids. */
  orderLookupClient: { points: 10, durationSeconds: 15 * 60 },
  /** Lookups of one order number, whatever the client: nobody guesses its buyer's address. */
  orderLookupOrder: { points: 5, durationSeconds: 15 * 60 },
  /** "E-mail me when it is back" requests and unsubscribes from one client. */
  backInStock: { points: 20, durationSeconds: 10 * 60 },
  /** Company invitations sent from one client, whatever the accounts and companies. */
  companyInviteClient: { points: 30, durationSeconds: 60 * 60 },
  /** Invitations one customer sends: enough to bring a whole crew in one sitting. */
  companyInviteAccount: { points: 20, durationSeconds: 60 * 60 },
  /** Invitations one company sends, whichever of its admins sends them. */
  companyInviteCompany: { points: 50, durationSeconds: 24 * 60 * 60 },
  /**
   * Invitations to one mailbox, from any company: a lost e-mail is sent again, but nobody has the
   * shop write to an address over and over.
   */
  companyInviteAddress: { points: 3, durationSeconds: 24 * 60 * 60 },
};

/** The default limits, each allowing `multiplier` times as many (RATE_LIMIT_MULTIPLIER). */
export function scaledRateLimits(multiplier: number): Record<RateLimitBucket, RateLimitRule> {
  return Object.fromEntries(
    Object.entries(defaultRateLimits).map(([bucket, rule]) => [
      bucket,
      { ...rule, points: rule.points * multiplier },
    ]),
  ) as typeof defaultRateLimits;
}

/** What a refusal says, per kind of limit; "attempts" unless a bucket says otherwise. */
const refusals: Partial<Record<RateLimitBucket, string>> = {
  orderRequestClient: 'Too many orders and quote requests',
  orderRequestAddress: 'Too many orders and quote requests for this e-mail address',
  orderLookupClient: 'Too many order lookups',
  orderLookupOrder: 'Too many lookups of this order number',
  backInStock: 'Too many back-in-stock requests',
  companyInviteClient: 'Too many invitations',
  companyInviteAccount: 'Too many invitations from your account',
  companyInviteCompany: 'Too many invitations from your company',
  companyInviteAddress: 'Too many invitations to this e-mail address',
};

/**
 * One mailbox however it is written: case, surrounding spaces and a +tag (which most mail
 * services deliver to the same inbox) do not make another address for a limit.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const local = address.slice(0, at).replace(/\+.*$/, '');
  return `${local || address.slice(0, at)}${address.slice(at)}`;
}

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
    const refused = await this.take(bucket, key);
    if (!refused) return;
    const minutes = Math.max(1, Math.ceil(refused.msBeforeNext / 60_000));
    throw new DomainError(
      'TOO_MANY_REQUESTS',
      `${refusals[bucket] ?? 'Too many attempts'}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }

  /** Counts one more for `key` and says whether it was still within the limit; never throws it. */
  async allows(bucket: RateLimitBucket, key: string): Promise<boolean> {
    return (await this.take(bucket, key)) === null;
  }

  /**
   * A new order or quote request: counted against the client and against the e-mail address
   * the shop will write to (one mailbox, however it is spelt).
   */
  async consumeOrderRequest(clientIp: string, email: string): Promise<void> {
    await this.consume('orderRequestClient', clientIp);
    await this.consume('orderRequestAddress', mailboxKey(email));
  }

  /**
   * A company invitation, an e-mail to an address someone typed: counted against the client, the
   * inviting account, its company and the invited mailbox (however it is spelt).
   */
  async consumeCompanyInvitation(invitation: {
    clientIp: string;
    customerId: number;
    companyId: number;
    email: string;
  }): Promise<void> {
    await this.consume('companyInviteClient', invitation.clientIp);
    await this.consume('companyInviteAccount', String(invitation.customerId));
    await this.consume('companyInviteCompany', String(invitation.companyId));
    await this.consume('companyInviteAddress', mailboxKey(invitation.email));
  }

  /** Null when the point was taken within the limit, else the limiter's refusal. */
  private async take(bucket: RateLimitBucket, key: string): Promise<RateLimiterRes | null> {
    try {
      await this.limiters[bucket].consume(key);
      return null;
    } catch (error) {
      if (error instanceof RateLimiterRes) return error;
      throw error;
    }
  }
}
