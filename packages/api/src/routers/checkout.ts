import { placeOrderInput } from '../shared/schemas.ts';
import { catalogChanged } from '../services/catalog-events.ts';
import { requestQuote } from '../services/quotes/request.ts';
import { createTRPCRouter, publicProcedure } from '../trpc.ts';

export const checkoutRouter = createTRPCRouter({
  /** Request Quote: places the order at database prices; the sales team follows up. */
  requestQuote: publicProcedure.input(placeOrderInput).mutation(async ({ ctx, input }) => {
    const order = await requestQuote(
      ctx.db,
      { ...input, customerId: ctx.session.customerId },
      ctx.settings.shopEmail,
    );
    await catalogChanged(ctx.db, ctx.catalogCache);
    return order;
  }),
});
