import { staffPermissionOf, type Order } from '@buildright/api';
import {
  checkoutInfo,
  idInput,
  optionalText,
  orderListInput,
  orderLookupInput,
  orderUpdateInput,
} from '@buildright/api/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { toDocumentedOrder } from './shapes.ts';

/** A cart line as the documented client sends it, or the plain `{ productId, quantity }`. */
const orderLine = z.union([
  z.object({ productId: z.unknown(), quantity: z.unknown() }),
  z
    .object({ product: z.object({ id: z.unknown() }).loose(), quantity: z.unknown() })
    .transform(({ product, quantity }) => ({ productId: product.id, quantity })),
]);

const orderLines = z.array(orderLine, { error: 'Your cart is empty' });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * SPEC §7's order payload. `items` may be the JSON string the documented client sends;
 * `total`, `status` and `userId` are accepted and ignored: the server prices the order, it
 * starts as pending, and the customer is whoever is signed in.
 */
const orderBody = checkoutInfo
  .extend({
    items: z.preprocess(
      (value) => (typeof value === 'string' ? parseJson(value) : value),
      orderLines,
    ),
    total: z.unknown().optional(),
    status: z.unknown().optional(),
    userId: z.unknown().optional(),
    paymentMethod: z
      .enum(['quote', 'account', 'card'], {
        error:
          "Payment method must be 'quote', 'account' or 'card'; a card payment starts at POST /api/create-payment-intent",
      })
      .default('quote')
      .describe(
        "'quote' (the default) requests a quote; 'account' charges a company member's order to " +
          "the company on its payment terms; 'card' sends a member's card order past their " +
          "spending limits for the company's approval, to pay once approved",
      ),
    poNumber: optionalText(100).describe("The buyer's purchase order number, for 'account'"),
  })
  .refine((order) => order.paymentMethod === 'account' || order.poNumber === null, {
    path: ['poNumber'],
    message: "A PO number goes with pay on account (paymentMethod 'account')",
  });

/**
 * A page of orders as the documented array; how many match in all is in X-Total-Count, flagged
 * by X-Total-Count-Estimated: true when a search past 5,000 matches was estimated.
 */
function sendPage(
  reply: FastifyReply,
  { orders, total, totalIsEstimate }: { orders: Order[]; total: number; totalIsEstimate: boolean },
) {
  if (totalIsEstimate) reply.header('x-total-count-estimated', 'true');
  return reply.header('x-total-count', total).send(orders.map(toDocumentedOrder));
}

const pagingDescription =
  'Newest first, one page at a time: `page` (from 1, default 1) and `pageSize` (1 to 500, ' +
  'default 100). The answer is the page as a JSON array; the `X-Total-Count` header says how ' +
  'many orders match in all, so the last page is ceil(X-Total-Count / pageSize); a search ' +
  'or a customer with more than 5,000 matching orders has an estimate there, flagged by ' +
  '`X-Total-Count-Estimated: true`. `status` ' +
  '(delivered includes the legacy completed) and `paymentStatus` filter; `q` finds an order ' +
  'number (42 or #42) or a part of the customer name, e-mail, PO number or tracking number. ' +
  'A bad value is a 400 naming the parameter.';

/** What limits a new order or quote request, for the OpenAPI description of both ways in. */
export const orderRequestRules =
  'Orders and quote requests are limited to 10 an hour per client and 5 an hour per e-mail ' +
  'address (a 429 "Too many orders and quote requests…" past either). Without an account, ' +
  "unpaid and unconfirmed requests together hold at most half of a product's units (at least " +
  'one): a request past that share is a 409 saying how many it may hold; signed-in customers ' +
  "are not held to it. A quote request's acknowledgement repeats none of the text typed.";

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/orders',
    {
      config: { staff: staffPermissionOf('orders.list') },
      schema: {
        tags: ['orders'],
        summary:
          'Orders, a page at a time, filtered and searched (admin); the total is in X-Total-Count',
        description: pagingDescription,
        querystring: orderListInput,
      },
    },
    async (request, reply) => sendPage(reply, await request.api.orders.list(request.query)),
  );

  app.post(
    '/api/cart/prices',
    {
      schema: {
        tags: ['orders'],
        summary: 'Price a cart for the caller, as placing it would now',
        description:
          '`{items: [{productId, quantity}]}` answers `{lines: [{productId, quantity, unitPrice, ' +
          'lineTotal}], total}`: each line at the volume tier for its quantity and, for a ' +
          "signed-in member, their company's price list. Products the shop no longer sells are " +
          'left out. Placing the order prices it again.',
        body: z.strictObject({ items: z.unknown() }),
      },
    },
    (request) =>
      request.api.orders.priceCart({
        items: request.body.items as { productId: number; quantity: number }[],
      }),
  );

  app.post(
    '/api/orders',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Place an order: request a quote, pay on account, or send a card order for approval',
        description:
          `${orderRequestRules} With \`paymentMethod: 'account'\` a signed-in member of a ` +
          'company with payment terms charges the order to the company (401 without a session): ' +
          'refused whole with a 409 and the reason under a credit hold (set by staff, or an ' +
          "invoice overdue past the company's grace days) or past the available credit (the " +
          'credit limit less unpaid invoices and orders awaiting approval). Within the ' +
          "member's order and monthly limits it is placed (pending) and invoiced on the " +
          'terms; past them its status is `awaiting_approval`, its units held for 7 days, and ' +
          "the company's approvers are e-mailed. With `paymentMethod: 'card'` a signed-in " +
          "member's order past their limits (which POST /api/create-payment-intent refuses with " +
          'a 409) is placed `awaiting_approval`, unpaid, its units held for 7 days and the ' +
          'approvers e-mailed; once approved the buyer has 3 days to pay it at POST ' +
          '/api/orders/my/{id}/payment. A 409 for a customer in no company or an order within ' +
          'their limits, which is paid at checkout.',
        body: orderBody,
      },
    },
    async (request, reply) => {
      const { items, customerName, customerEmail, customerPhone, customerAddress } = request.body;
      const checkout = {
        customerName,
        customerEmail,
        customerPhone,
        customerAddress,
        items: items as { productId: number; quantity: number }[],
      };
      const { paymentMethod, poNumber } = request.body;
      const member = request.api.companies.member;
      let order;
      if (paymentMethod === 'account')
        order = await member.placeOnAccount({ ...checkout, poNumber });
      else if (paymentMethod === 'card') order = await member.sendForApproval(checkout);
      else order = await request.api.checkout.requestQuote(checkout);
      return reply.status(201).send(toDocumentedOrder(order));
    },
  );

  app.post(
    '/api/orders/lookup',
    {
      schema: {
        tags: ['orders'],
        summary: 'Find an order by its number and e-mail address (guests)',
        description:
          'The order as its buyer sees it on their order page: status and its history, lines, ' +
          'payment, tracking (with `trackingCarrier`: ups, fedex, usps, dhl, other or null) and ' +
          "delivery details; staff's notes are never included. `orderNumber` is the number on " +
          'the confirmation e-mail, as a JSON number (1042) or text ("1042" or "#1042"), or a quote ' +
          'request\'s quote number ("Q-000007"); the ' +
          'e-mail address is compared in any case. A wrong number and a wrong address are the ' +
          'same 404, so an answer tells nobody which orders exist; a malformed value is a 400 ' +
          'naming the field. Limited to 10 lookups per client and 5 per order number in 15 ' +
          'minutes (a 429 "Too many…" saying when to try again).',
        body: orderLookupInput,
      },
    },
    (request) => request.api.orders.lookup(request.body),
  );

  app.get(
    '/api/orders/my',
    {
      schema: {
        tags: ['orders'],
        summary: "The signed-in customer's orders, a page at a time; the total is in X-Total-Count",
        security: [{ session: [] }],
        description: pagingDescription,
        querystring: orderListInput,
      },
    },
    async (request, reply) => sendPage(reply, await request.api.orders.mine(request.query)),
  );

  app.post(
    '/api/orders/my/:id/payment',
    {
      schema: {
        tags: ['orders', 'payments'],
        summary: "Pay the signed-in customer's approved card order",
        security: [{ session: [] }],
        description:
          "A company member's card order that waited for approval is paid by its buyer within " +
          '3 days of the approval: answers the payment to confirm with the card form, ' +
          '`{clientSecret, orderId, amount, amountCents, currency, provider, publishableKey}`, ' +
          'for exactly the order total; asking again answers the same open payment. 404 for ' +
          "another customer's order; 409 with the reason when it is paid, cancelled, still " +
          'awaiting approval, past its day, or no such order.',
        params: idInput,
      },
    },
    (request) => request.api.orders.payApproved({ id: request.params.id }),
  );

  app.patch(
    '/api/orders/:id/tracking',
    {
      config: { staff: staffPermissionOf('orders.update') },
      schema: {
        tags: ['orders'],
        summary: 'Set status, tracking number, estimated delivery and notes (admin)',
        description:
          'The status follows the order lifecycle: pending may become processing, shipped, ' +
          'delivered or cancelled; processing also pending again; shipped only delivered or ' +
          'cancelled (its units do not come back into stock); delivered is final; cancelled ' +
          'may be revived as pending, taking its units again. Any other move, or a revival ' +
          'whose units are gone, is a 409 with the reason and changes nothing.',
        params: idInput,
        body: orderUpdateInput,
      },
    },
    async (request) =>
      toDocumentedOrder(
        await request.api.orders.update({ id: request.params.id, values: request.body }),
      ),
  );

  app.delete(
    '/api/orders/:id',
    {
      config: { staff: staffPermissionOf('orders.delete') },
      schema: { tags: ['orders'], summary: 'Delete an order (admin)', params: idInput },
    },
    async (request, reply) => {
      await request.api.orders.delete(request.params);
      return reply.status(204).send();
    },
  );
};
