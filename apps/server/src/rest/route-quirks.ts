import {
  quoteAcceptInput,
  quoteDeclineInput,
  quoteToken,
  shopEmailInput,
} from '@buildright/api/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import type { RouteQuirk } from './from-procedures.ts';
import { toDocumentedOrder, type ReturnableOrder } from './shapes.ts';

interface Page {
  total: number;
  /** The total is a floor (past 1,000 catalogue matches), flagged by X-Total-Count-Estimated. */
  totalIsEstimate?: boolean;
}

/** A page as the documented JSON array of its `rows`, how many match in all in X-Total-Count. */
function page<Rows extends string>(rows: Rows, shape: (row: never) => unknown = (row) => row) {
  return (
    answer: Page & Record<Rows, unknown[]>,
    _request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    if (answer.totalIsEstimate) reply.header('x-total-count-estimated', 'true');
    reply.header('x-total-count', answer.total);
    return answer[rows].map((row) => shape(row as never));
  };
}

const notSignedIn = { message: 'Not signed in' };

const documentedOrder = (order: ReturnableOrder) => toDocumentedOrder(order);

/**
 * REST forms and answers the procedures do not have, keyed by procedure; the catalogue's are in
 * catalog.ts. Every other route answers what its procedure answers, from the input it takes.
 */
export const routeQuirks: Record<string, RouteQuirk> = {
  'auth.admin.me': {
    answer: (user: object | null, _request, reply) =>
      user ? { user } : reply.status(401).send(notSignedIn),
  },
  'auth.admin.login': { answer: (admin: object) => ({ admin }) },
  'auth.customer.me': {
    answer: (user: object | null, _request, reply) => user ?? reply.status(401).send(notSignedIn),
  },
  // The procedure cleans the text (and refuses what cannot be stored): the route passes it as sent.
  'catalog.suggest': { schema: { querystring: z.object({ q: z.string().default('') }) } },
  'contact.list': { answer: page('messages') },
  'contact.submit': { answer: (saved: object) => ({ success: true, ...saved }) },
  // `to` is documented and ignored: the shop's own inbox is the only address.
  'contact.sendEmail': { schema: { body: shopEmailInput.extend({ to: z.string().optional() }) } },
  'customers.staff.list': { answer: page('customers') },
  'orders.list': { answer: page('orders', documentedOrder) },
  'orders.mine': { answer: page('orders', documentedOrder) },
  'orders.holds': { answer: page('holds') },
  'orders.update': { answer: documentedOrder },
  'orders.releaseHold': { answer: documentedOrder },
  // Each line is checked by the procedure, which names the line at fault.
  'orders.priceCart': { schema: { body: z.strictObject({ items: z.unknown() }) } },
  'reviews.submit': {
    answer: ({ review, created }: { review: object; created: boolean }, _request, reply) =>
      reply.status(created ? 201 : 200).send(review),
  },
  'reviews.staffList': { answer: page('reviews') },
  'refunds.list': { answer: page('refunds') },
  'returns.list': { answer: page('returns') },
  'quotes.buyer.accept': {
    schema: { params: z.object({ token: quoteToken }), body: quoteAcceptInput },
  },
  'quotes.buyer.decline': {
    schema: { body: quoteDeclineInput.optional() },
    input: (request) => ({
      ...(request.params as { token: string }),
      reason: (request.body as { reason?: string | null } | undefined)?.reason ?? null,
    }),
  },
  'quotes.staff.postMessage': { schema: { body: z.object({ message: z.string() }) } },
};
