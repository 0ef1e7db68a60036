import { idParam } from '../shared/fields.ts';
import {
  backInStockInput,
  backInStockTokenInput,
} from '../catalogue/shared/back-in-stock-input.ts';
import { createTRPCRouter, publicProcedure, rateLimited } from '../trpc.ts';
import { cancelBackInStock, requestBackInStock } from '../catalogue/index.ts';

export const backInStockRouter = createTRPCRouter({
  /** An e-mail to this address when the out-of-stock product returns. */
  request: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/products/:id/back-in-stock',
        tags: ['catalogue'],
        summary: 'E-mail me when this out-of-stock product is back',
        description:
          'One e-mail each time its stock goes from 0 to more (queued through the outbox, with an ' +
          'unsubscribe link); asking again changes nothing. 409 while it is in stock, 404 for a ' +
          'product the shop does not show. 20 requests per 10 minutes per client (429 past that).',
        params: { id: 'productId' },
        status: 201,
      },
    })
    .use(rateLimited('backInStock'))
    .input(backInStockInput.extend({ productId: idParam }))
    .mutation(({ ctx, input }) => requestBackInStock(ctx.db, input.productId, input.email)),

  /** The e-mail's unsubscribe link. */
  cancel: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/back-in-stock/unsubscribe',
        tags: ['catalogue'],
        summary: "Stop a back-in-stock request: the e-mail's unsubscribe link",
        description: '404 when the link was already used or never existed.',
      },
    })
    .use(rateLimited('backInStock'))
    .input(backInStockTokenInput)
    .mutation(({ ctx, input }) => cancelBackInStock(ctx.db, input.token)),
});
