import { staffPermissionOf } from '@buildright/api';
import { guestHoldListInput, idInput } from '@buildright/api/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toDocumentedOrder } from './shapes.ts';

const holdsDescription =
  'Orders placed without an account that hold stock while nobody has paid or confirmed them: ' +
  'quote requests, accepted quotes whose card payment is open, unpaid card checkouts. ' +
  "Together they may hold at most half of a product's units (at least one). Newest first, " +
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
        summary: "Guests' unconfirmed requests holding stock, a page at a time (staff)",
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
        summary: "Release a guest's unconfirmed request: cancel it, its units back on sale (staff)",
        description:
          'Cancels the order through the order lifecycle (an open quote is withdrawn, an open ' +
          'card payment cancelled at the provider) and records "Released hold" in the activity ' +
          'log. The buyer is not e-mailed. An order that is no longer an unconfirmed guest ' +
          'request (confirmed, paid, cancelled, or placed with an account) is a 409 with the ' +
          'reason and changes nothing.',
        params: idInput,
      },
    },
    async (request) => toDocumentedOrder(await request.api.orders.releaseHold(request.params)),
  );
};
