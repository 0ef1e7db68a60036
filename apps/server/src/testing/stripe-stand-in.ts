import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { TestApp } from './test-app.ts';

/** Posts an event to the shop's Stripe webhook as Stripe would, signed with `secret`. */
export function deliverStripeEvent(
  t: TestApp,
  event: object,
  secret: string,
  options: { timestamp?: number; unsigned?: boolean } = {},
) {
  const payload = JSON.stringify(event);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (!options.unsigned) {
    headers['stripe-signature'] = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      timestamp: options.timestamp,
    });
  }
  return t.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload, headers });
}

interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  client_secret: string;
  status: string;
  metadata: Record<string, string>;
  last_payment_error: null | { message: string };
}

export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: string;
  failure_reason?: string;
  metadata: Record<string, string>;
}

interface ReceivedCall {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}

/** How the stand-in answers the next refund it is asked for. */
type RefundReply =
  | { status: 'pending' | 'succeeded' }
  | { error: { status: number; type: string; code?: string; message: string } };

function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = /^metadata\[(\w+)\]$/.exec(key);
    if (match) metadata[match[1]!] = value;
  }
  return metadata;
}

/**
 * Just enough of Stripe's PaymentIntents and Refunds APIs (create and retrieve), on a local port,
 * recording every call. Like Stripe, a refund asked for again with the same idempotency key
 * answers the same refund.
 */
export async function startStripeStandIn() {
  const intents = new Map<string, StandInIntent>();
  const refunds = new Map<string, StandInRefund>();
  const byKey = new Map<string, StandInRefund>();
  const calls: ReceivedCall[] = [];
  const refundReplies: RefundReply[] = [];

  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const path = request.url!.split('?')[0]!;
      const form = new URLSearchParams(body);
      calls.push({ method: request.method!, path, headers: request.headers, form });
      const send = (status: number, payload: object) => {
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${calls.length}`,
        });
        response.end(JSON.stringify(payload));
      };
      const [, , resource, id, action] = path.split('/');
      if (resource === 'refunds' && request.method === 'POST' && !id) {
        const key = String(request.headers['idempotency-key']);
        const known = byKey.get(key);
        if (known) return send(200, known);
        const reply = refundReplies.shift() ?? { status: 'pending' };
        if ('error' in reply) {
          const { status, ...error } = reply.error;
          return send(status, { error });
        }
        const refund: StandInRefund = {
          id: `re_standin_${refunds.size + 1}`,
          object: 'refund',
          amount: Number(form.get('amount')),
          currency: 'usd',
          payment_intent: form.get('payment_intent')!,
          status: reply.status,
          metadata: metadataOf(form),
        };
        refunds.set(refund.id, refund);
        byKey.set(key, refund);
        return send(200, refund);
      }
      if (resource === 'refunds' && request.method === 'GET' && id) {
        const refund = refunds.get(id);
        if (refund) return send(200, refund);
        return send(404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such refund: '${id}'`,
          },
        });
      }
      if (resource !== 'payment_intents')
        return send(404, { error: { type: 'invalid_request_error', message: 'Unknown path' } });
      if (request.method === 'POST' && !id) {
        const intentId = `pi_standin_${intents.size + 1}`;
        const intent: StandInIntent = {
          id: intentId,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency')!,
          client_secret: `${intentId}_secret_standin`,
          status: 'requires_payment_method',
          metadata: metadataOf(form),
          last_payment_error: null,
        };
        intents.set(intentId, intent);
        return send(200, intent);
      }
      const intent = intents.get(id!);
      if (!intent)
        return send(404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: 'No such payment_intent',
          },
        });
      if (request.method === 'GET') return send(200, intent);
      if (action === 'cancel') {
        if (intent.status === 'succeeded' || intent.status === 'canceled') {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: `This PaymentIntent's status is ${intent.status}.`,
            },
          });
        }
        intent.status = 'canceled';
        return send(200, intent);
      }
      return send(404, { error: { type: 'invalid_request_error', message: 'Unknown action' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    refunds,
    calls,
    /** Answers the next refunds asked for, in turn; then each is pending. */
    refundReplies,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
