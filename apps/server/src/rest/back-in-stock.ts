import { backInStockInput, backInStockTokenInput, idInput } from '@buildright/api/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const backInStockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/products/:id/back-in-stock',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'E-mail me when this out-of-stock product is back',
        description:
          'One e-mail each time its stock goes from 0 to more (queued through the outbox, with an ' +
          'unsubscribe link); asking again changes nothing. 409 while it is in stock, 404 for a ' +
          'product the shop does not show. 20 requests per 10 minutes per client (429 past that).',
        params: idInput,
        body: backInStockInput,
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await request.api.backInStock.request({
          productId: request.params.id,
          email: request.body.email,
        }),
      ),
  );

  app.post(
    '/api/back-in-stock/unsubscribe',
    {
      schema: {
        tags: ['catalogue'],
        summary: "Stop a back-in-stock request: the e-mail's unsubscribe link",
        description: '404 when the link was already used or never existed.',
        body: backInStockTokenInput,
      },
    },
    async (request) => request.api.backInStock.cancel(request.body),
  );
};
