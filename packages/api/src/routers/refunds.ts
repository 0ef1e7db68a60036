import { paymentDeps } from '../payments/index.ts';
import { listRefunds, refundOrder } from '../refunds/index.ts';
import { refundInput, refundListInput } from '../refunds/shared/refunds.ts';
import { idParam } from '../shared/fields.ts';
import { createTRPCRouter, staffProcedure } from '../trpc.ts';
import { refundAnswer, refundSummary } from './rest-docs.ts';
import * as z from 'zod';

export const refundsRouter = createTRPCRouter({
  /** Staff give money back on an order, by amount and reason. */
  create: staffProcedure('refunds.manage')
    .meta({
      rest: {
        method: 'POST',
        path: '/api/admin/orders/:id/refunds',
        tags: ['orders', 'payments'],
        summary: 'Refund a paid order by amount and reason (owners and managers)',
        description:
          '`{amount, reason, note?}`: `amount` a decimal string ("25.00") above 0.00 with at ' +
          'most two decimals, `reason` goodwill, price_adjustment or cancellation. A card ' +
          'payment is refunded through the payment provider and answers `pending` until the ' +
          'provider confirms it (the test provider at once); an order on account or on a ' +
          'purchase order gets a credit note that lowers what its invoice owes, what exceeds ' +
          "it becoming the company's credit. Never more than was captured less the refunds " +
          'pending or done: above that is a 400 naming `amount`; an order not paid is a 409 ' +
          'and one that does not exist a 404. The order then reads partly refunded or ' +
          'refunded; the buyer is e-mailed once the refund succeeds. In the activity log.',
        status: 201,
        response: { 201: refundAnswer },
      },
    })
    .input(refundInput.extend({ id: idParam }))
    .mutation(({ ctx, input: { id, ...refund } }) =>
      refundOrder(paymentDeps(ctx, ctx.log), ctx.staff, id, refund),
    ),

  /** An order's refunds, the newest first. */
  list: staffProcedure('orders.view')
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/orders/:id/refunds',
        tags: ['orders', 'payments'],
        summary: "An order's refunds, the newest first (staff); the total is in X-Total-Count",
        description:
          '`page` (from 1) and `pageSize` (1 to 100, default 50). The answer is the page as a ' +
          'JSON array of `{id, amount, status, method, reason, createdAt}`; a failed refund ' +
          'gave its amount back. 404 for no such order.',
        response: { 200: z.array(refundSummary) },
      },
    })
    .input(refundListInput.extend({ id: idParam }))
    .query(({ ctx, input: { id, ...page } }) => listRefunds(ctx.db, id, page)),
});
