/** Where a payment stands, in the few states the shop acts on. */
export type PaymentOutcome = 'pending' | 'succeeded' | 'failed' | 'canceled';

export interface ProviderIntent {
  id: string;
  clientSecret: string;
  outcome: PaymentOutcome;
  amountCents: number;
  currency: string;
  /** The shop's order, from the intent's metadata. */
  orderId: number | null;
  /** The provider's words for the last failure, shown to the customer. */
  failureMessage: string | null;
}

export interface CreateIntentInput {
  amountCents: number;
  currency: 'usd';
  /** Repeating a create with the same key returns the same intent instead of a second one. */
  idempotencyKey: string;
  orderId: number;
}

/** Where a refund stands at the provider: asked, done, or refused or failed since. */
export type RefundOutcome = 'pending' | 'succeeded' | 'failed';

export interface ProviderRefund {
  /** The provider's refund; null when it refused to make one (the reason in failureMessage). */
  id: string | null;
  outcome: RefundOutcome;
  amountCents: number;
  /** The shop's refund, from the refund's metadata. */
  refundId: number | null;
  /** The provider's words for a refund that failed. */
  failureMessage: string | null;
}

export interface CreateRefundInput {
  /** The payment to give money back from (the order's PaymentIntent). */
  paymentId: string;
  amountCents: number;
  /** The shop's refund; asking again with its key answers the same refund, never a second. */
  refundId: number;
  idempotencyKey: string;
}

/** A card payment provider: Stripe, or the built-in test provider. */
export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  /** What the browser needs to show the provider's card form; none for the test provider. */
  readonly publishableKey: string | null;
  createIntent(input: CreateIntentInput): Promise<ProviderIntent>;
  retrieve(id: string): Promise<ProviderIntent>;
  /** Cancels unless already final; answers the intent as it ends up (possibly succeeded). */
  cancel(id: string): Promise<ProviderIntent>;
  /**
   * Gives money back to the card that paid: answers the refund as the provider has it (a final
   * refusal is a failed one); throws when the provider could not be asked, so it is asked again.
   */
  refund(input: CreateRefundInput): Promise<ProviderRefund>;
  /**
   * Where a refund the provider took stands now (for one whose webhook never came); throws when
   * the provider could not be asked.
   */
  refundStatus(providerRefundId: string): Promise<ProviderRefund>;
}

/** Stripe's statuses mapped onto the shop's outcomes; both providers speak Stripe's words. */
export function outcomeOf(status: string, failureMessage: string | null): PaymentOutcome {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'canceled') return 'canceled';
  if (status === 'requires_payment_method' && failureMessage) return 'failed';
  return 'pending';
}
