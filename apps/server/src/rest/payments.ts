import {
  finalizeFromEvent,
  intentOfEvent,
  paymentDeps,
  refundsOfEvent,
  settleProviderRefunds,
  submitRefundsOf,
  verifyStripeWebhook,
} from '@buildright/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../context.ts';

interface PaymentRoutesOptions {
  services: AppServices;
  /** STRIPE_WEBHOOK_SECRET; without it no webhook call can prove itself. */
  webhookSecret: string | undefined;
}

export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, options) => {
  // Stripe signs the exact bytes it sent: this route keeps the body raw.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    webhook.post(
      '/api/stripe/webhook',
      { schema: { tags: ['payments'], summary: "Stripe's payment events (signed)" } },
      async (request, reply) => {
        const secret = options.webhookSecret;
        if (!secret) {
          return reply
            .status(503)
            .send({ message: 'Stripe webhooks are not configured on this server' });
        }
        const signature = request.headers['stripe-signature'];
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const event = verifyStripeWebhook(
          body,
          typeof signature === 'string' ? signature : undefined,
          secret,
        );
        if (!event)
          return reply.status(400).send({ message: 'Invalid or missing Stripe signature' });
        const deps = paymentDeps(options.services, request.log);
        const refunds = refundsOfEvent(event);
        const result = await finalizeFromEvent(deps, event, intentOfEvent(event), (tx) =>
          settleProviderRefunds(tx, refunds, deps.shopEmail),
        );
        // Paid after its order was cancelled: the refund recorded with it goes out now.
        if (result.becamePaid && result.orderId !== null) {
          await submitRefundsOf(deps, result.orderId);
        }
        return { received: true, duplicate: result.duplicate };
      },
    );
  });
};
