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
    .use(rateLimited('backInStock'))
    .input(backInStockInput.extend({ productId: idParam }))
    .mutation(({ ctx, input }) => requestBackInStock(ctx.db, input.productId, input.email)),

  /** The e-mail's unsubscribe link. */
  cancel: publicProcedure
    .use(rateLimited('backInStock'))
    .input(backInStockTokenInput)
    .mutation(({ ctx, input }) => cancelBackInStock(ctx.db, input.token)),
});
