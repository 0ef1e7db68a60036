import { orderRequestRules } from '@buildright/api';
import { checkoutInfo, optionalText, unitsToGiveBack } from '@buildright/api/shared';
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
export const orderBody = checkoutInfo
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

/** Placing an order: one body, three procedures, chosen by `paymentMethod`. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
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
      // A new order is not delivered: none of its lines may be returned or claimed yet.
      const lines = order.lines.map((line) => ({ ...line, ...unitsToGiveBack(null, 0) }));
      return reply.status(201).send(toDocumentedOrder({ ...order, warrantyEndsAt: null, lines }));
    },
  );
};
