import { quickOrderInput } from '../catalogue/shared/quick-order.ts';
import { createTRPCRouter, publicProcedure } from '../trpc.ts';
import { resolveQuickOrder } from '../quick-order/index.ts';

export const quickOrderRouter = createTRPCRouter({
  /** Pasted lines of `SKU quantity` against the catalogue; a mutation, as a paste can be long. */
  resolve: publicProcedure
    .input(quickOrderInput)
    .mutation(({ ctx, input }) => resolveQuickOrder(ctx.db, input, ctx.session.customerId)),
});
