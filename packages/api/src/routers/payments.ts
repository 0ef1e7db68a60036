import * as z from 'zod';
import { badRequest, notFound } from '../errors.ts';
import { paymentConfirmInput, paymentIntentInput } from '../payments/shared/payments.ts';
import { testCardInput } from '../payments/shared/test-card.ts';
import { getOrder } from '../orders/index.ts';
import {
  startCardPayment,
  finalizePayment,
  paymentDeps,
  isTestProvider,
} from '../payments/index.ts';
import { submitRefundsOf } from '../refunds/index.ts';
import type { ProviderIntent } from '../payments/index.ts';
import type { Context } from '../context.ts';
import { createTRPCRouter, publicProcedure } from '../trpc.ts';
import { orderRequestRules } from './rest-docs.ts';

/**
 * Applies what the provider says of an intent; a payment that arrived for an order cancelled
 * meanwhile was refunded with it, and that refund goes to the provider now.
 */
async function finalize(ctx: Context, intent: ProviderIntent) {
  const deps = paymentDeps(ctx, ctx.log);
  const result = await finalizePayment(deps, intent);
  if (result.becamePaid && result.orderId !== null) await submitRefundsOf(deps, result.orderId);
  return result;
}

export const paymentsRouter = createTRPCRouter({
  /** Which card form the shop shows, and Stripe's publishable key: chosen by the server's config. */
  config: publicProcedure.query(({ ctx }) => ({
    provider: ctx.payments.name,
    publishableKey: ctx.payments.publishableKey,
  })),

  /**
   * POST /api/create-payment-intent: places (or reuses) the card order and opens its payment. A
   * new order counts against the order request limits; asking again for the same one does not.
   */
  createIntent: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/create-payment-intent',
        tags: ['payments'],
        summary: 'Place (or reuse) the card order of a checkout and open its payment',
        description:
          'Prices the cart from the database: `amount` and item prices are never charged. Answers `{ clientSecret, orderId, amount, provider, publishableKey }`. Asking again with the same `checkoutId` and cart answers the same order and is not counted again. ' +
          orderRequestRules,
      },
    })
    .input(paymentIntentInput)
    .mutation(({ ctx, input }) => {
      const { amount: _ignored, ...checkout } = input;
      return startCardPayment(
        paymentDeps(ctx, ctx.log),
        { ...checkout, customerId: ctx.session.customerId },
        () => ctx.rateLimits.consumeOrderRequest(ctx.clientIp, input.customerEmail),
      );
    }),

  /**
   * The test provider's card form submit. Answers the outcome and the bank's message; a success
   * marks the order paid through the same finalisation a real provider's confirmation takes.
   */
  confirmTestPayment: publicProcedure
    .input(z.object({ clientSecret: paymentConfirmInput.shape.clientSecret, card: testCardInput }))
    .mutation(async ({ ctx, input }) => {
      if (!isTestProvider(ctx.payments)) {
        throw badRequest('The test payment provider is not enabled on this shop');
      }
      const intent = await ctx.payments.confirm(input.clientSecret, input.card.cardNumber);
      const result = await finalize(ctx, intent);
      return {
        paymentIntentId: intent.id,
        outcome: intent.outcome,
        message: intent.outcome === 'failed' ? intent.failureMessage : null,
        orderId: result.orderId,
      };
    }),

  /**
   * The success page's own check: the intent is retrieved from the provider (the browser's word
   * counts for nothing) and applied to the order, whether or not the webhook came first.
   */
  confirm: publicProcedure.input(paymentConfirmInput).mutation(async ({ ctx, input }) => {
    const noSuchPayment = () => notFound('No such payment');
    const intent = await ctx.payments.retrieve(input.paymentIntentId).catch((error: unknown) => {
      ctx.log.warn({ err: error, intentId: input.paymentIntentId }, 'Payment not retrieved');
      throw noSuchPayment();
    });
    // The client secret proves this browser started the payment.
    if (intent.clientSecret !== input.clientSecret) throw noSuchPayment();
    const result = await finalize(ctx, intent);
    if (result.orderId === null) throw noSuchPayment();
    const order = await getOrder(ctx.db, result.orderId);
    return {
      orderId: order.id,
      total: order.total,
      status: order.status,
      paymentStatus: order.paymentStatus,
      paymentMethod: order.paymentMethod,
      outcome: intent.outcome,
      message: intent.failureMessage,
    };
  }),
});
