import { staffPermissionOf } from '@buildright/api';
import { guestHoldListInput, idInput } from '@buildright/api/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toDocumentedOrder } from './shapes.ts';

const holdsDescription =
  'Orders that hold stock while nobody has paid or confirmed them: requests placed without an ' +
  'account (quote requests, accepted quotes whose card payment is open, unpaid card checkouts), ' +
  "which together may hold at most half of a product's units (at least one), and every card " +
  'checkout a signed-in customer has not paid (`signedIn: true`). `heldUntil` is when a card ' +
  "checkout's units go back on sale unless it is paid (the shop's card hold period). Newest first, " +
  'one page at a time: `page` (from 1, default 1) and `pageSize` (1 to 100, default 20); the ' +
  'answer is the page as a JSON array, the `X-Total-Count` header says how many there are ' +
  '(past 5,000 an estimate, flagged by `X-Total-Count-Estimated: true`).';

/** Staff's view of guests' unconfirmed requests, and releasing one. */
export const orderHoldRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/orders/holds',
    {
      config: { staff: staffPermissionOf('orders.holds') },
      schema: {
        tags: ['orders'],
        summary: 'Unpaid requests and card checkouts holding stock, a page at a time (staff)',
        description: holdsDescription,
        querystring: guestHoldListInput,
      },
    },
    async (request, reply) => {
      const { holds, total, totalIsEstimate } = await request.api.orders.holds(request.query);
      if (totalIsEstimate) reply.header('x-total-count-estimated', 'true');
      return reply.header('x-total-count', total).send(holds);
    },
  );

  app.post(
    '/api/orders/:id/release-hold',
    {
      config: { staff: staffPermissionOf('orders.releaseHold') },
      schema: {
        tags: ['orders'],
        summary: 'Release an unpaid hold: cancel the order, its units back on sale (staff)',
        description:
          'Cancels the order through the order lifecycle (an open quote is withdrawn, an open ' +
          'card payment cancelled at the provider) and records "Released hold" in the activity ' +
          'log. The buyer is not e-mailed. An order that no longer holds stock unpaid (confirmed, ' +
          "paid, cancelled, or a signed-in customer's order that is not an open card checkout) is " +
          'a 409 with the reason and changes nothing.',
        params: idInput,
      },
    },
    async (request) => toDocumentedOrder(await request.api.orders.releaseHold(request.params)),
  );
};
