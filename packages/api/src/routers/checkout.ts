import { placeOrderInput } from '../shared/schemas.ts';
import { requestQuote } from '../services/quotes/request.ts';
import { createTRPCRouter, publicProcedure } from '../trpc.ts';

export const checkoutRouter = createTRPCRouter({
  /** Request Quote: places the order at database prices; the sales team follows up. */
  requestQuote: publicProcedure
    .input(placeOrderInput)
    .mutation(({ ctx, input }) =>
      requestQuote(
        ctx.db,
        { ...input, customerId: ctx.session.customerId },
        ctx.settings.shopEmail,
      ),
    ),
});
