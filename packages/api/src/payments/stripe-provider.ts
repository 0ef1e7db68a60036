import Stripe from 'stripe';
import {
  outcomeOf,
  type CreateIntentInput,
  type PaymentProvider,
  type ProviderIntent,
} from './provider.ts';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  /** Another address for Stripe's API (a local stand-in in tests). */
  apiBase?: string;
}

function toIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  const failureMessage = intent.last_payment_error?.message ?? null;
  const orderId = Number(intent.metadata?.orderId);
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    outcome: outcomeOf(intent.status, failureMessage),
    amountCents: intent.amount,
    currency: intent.currency,
    orderId: Number.isSafeInteger(orderId) && orderId > 0 ? orderId : null,
    failureMessage,
  };
}

function connection(apiBase: string | undefined) {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  } as const;
}

export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    ...connection(settings.apiBase),
    maxNetworkRetries: 2,
    timeout: 20_000,
  });
  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,

    async createIntent({ amountCents, currency, idempotencyKey, orderId }: CreateIntentInput) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency,
          automatic_payment_methods: { enabled: true },
          metadata: { orderId: String(orderId) },
          description: `BuildRight order #${orderId}`,
        },
        { idempotencyKey },
      );
      return toIntent(intent);
    },

    async retrieve(id) {
      return toIntent(await stripe.paymentIntents.retrieve(id));
    },

    async cancel(id) {
      try {
        return toIntent(await stripe.paymentIntents.cancel(id));
      } catch (error) {
        // Already succeeded or canceled: what counts is where it ended up.
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code === 'payment_intent_unexpected_state'
        ) {
          return toIntent(await stripe.paymentIntents.retrieve(id));
        }
        throw error;
      }
    },
  };
}

/**
 * A verified webhook event, or null when the signature is missing, malformed, forged or stale.
 * Nothing the caller sends may escape as a 500: the SDK throws a plain Error for some malformed
 * headers (`t=1,v1=` with an empty signature), and a body that is not JSON proves nothing either.
 */
export function verifyStripeWebhook(
  rawBody: Buffer | string,
  signature: string | undefined,
  webhookSecret: string,
): Stripe.Event | null {
  if (!signature) return null;
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
  } catch {
    return null;
  }
}

/** The intent a payment_intent.* event carries, in the shop's terms. */
export function intentOfEvent(event: Stripe.Event): ProviderIntent | null {
  if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed') {
    return null;
  }
  return toIntent(event.data.object);
}
