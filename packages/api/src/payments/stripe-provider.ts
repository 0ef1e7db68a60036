import Stripe from 'stripe';
import {
  outcomeOf,
  type CreateIntentInput,
  type CreateRefundInput,
  type PaymentProvider,
  type ProviderIntent,
  type ProviderRefund,
  type RefundOutcome,
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

/** Stripe's failure_reason codes in words staff can act on. */
const refundFailures: Record<string, string> = {
  charge_for_pending_refund_disputed: 'The buyer disputed the payment while the refund was pending',
  declined: "The card's bank declined the refund",
  expired_or_canceled_card: 'The card has expired or was cancelled',
  insufficient_funds: "The shop's Stripe balance was too low to pay the refund",
  lost_or_stolen_card: 'The card was reported lost or stolen',
  merchant_request: "The refund was cancelled at the shop's request",
};

function refundOutcomeOf(status: string | null): RefundOutcome {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

function toRefund(refund: Stripe.Refund): ProviderRefund {
  const outcome = refundOutcomeOf(refund.status);
  const refundId = Number(refund.metadata?.refundId);
  const reason =
    refund.failure_reason ?? (refund.status === 'canceled' ? 'merchant_request' : null);
  return {
    id: refund.id,
    outcome,
    amountCents: refund.amount,
    refundId: Number.isSafeInteger(refundId) && refundId > 0 ? refundId : null,
    failureMessage:
      outcome === 'failed'
        ? (refundFailures[reason ?? ''] ?? 'The card could not take the refund back')
        : null,
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

    async refund({ paymentId, amountCents, refundId, idempotencyKey }: CreateRefundInput) {
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: paymentId,
            amount: amountCents,
            metadata: { refundId: String(refundId) },
          },
          { idempotencyKey },
        );
        return toRefund(refund);
      } catch (error) {
        // Stripe refused this refund for good (already refunded, more than is left): asking again
        // with the same key answers the same, so it is a failed refund, with Stripe's words.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          return {
            id: null,
            outcome: 'failed',
            amountCents,
            refundId,
            failureMessage: error.message,
          };
        }
        throw error;
      }
    },

    async refundStatus(providerRefundId) {
      return toRefund(await stripe.refunds.retrieve(providerRefundId));
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

/**
 * The refunds a refund.* or charge.refunded event carries, in the shop's terms; none for other
 * events. A charge lists its refunds when Stripe includes them.
 */
export function refundsOfEvent(event: Stripe.Event): ProviderRefund[] {
  switch (event.type) {
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed':
      return [toRefund(event.data.object)];
    case 'charge.refunded':
      return (event.data.object.refunds?.data ?? []).map(toRefund);
    default:
      return [];
  }
}

/** The intent a payment_intent.* event carries, in the shop's terms. */
export function intentOfEvent(event: Stripe.Event): ProviderIntent | null {
  if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed') {
    return null;
  }
  return toIntent(event.data.object);
}
