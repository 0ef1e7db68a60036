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

/** A card payment provider: Stripe, or the built-in test provider. */
export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  /** What the browser needs to show the provider's card form; none for the test provider. */
  readonly publishableKey: string | null;
  createIntent(input: CreateIntentInput): Promise<ProviderIntent>;
  retrieve(id: string): Promise<ProviderIntent>;
  /** Cancels unless already final; answers the intent as it ends up (possibly succeeded). */
  cancel(id: string): Promise<ProviderIntent>;
}

/** Stripe's statuses mapped onto the shop's outcomes; both providers speak Stripe's words. */
export function outcomeOf(status: string, failureMessage: string | null): PaymentOutcome {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'canceled') return 'canceled';
  if (status === 'requires_payment_method' && failureMessage) return 'failed';
  return 'pending';
}
