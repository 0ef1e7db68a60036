import { placeOrderInput } from '../orders/shared/order-input.ts';
import { requestQuote } from '../quotes/index.ts';
import { createTRPCRouter, publicProcedure } from '../trpc.ts';

export const checkoutRouter = createTRPCRouter({
  /**
   * Request Quote: places the order at database prices; the sales team follows up. Counted per
   * client and per e-mail address (POST /api/orders calls this too, so both meet one limit).
   */
  requestQuote: publicProcedure.input(placeOrderInput).mutation(async ({ ctx, input }) => {
    await ctx.rateLimits.consumeOrderRequest(ctx.clientIp, input.customerEmail);
    return requestQuote(
      ctx.db,
      { ...input, customerId: ctx.session.customerId },
      ctx.settings.shopEmail,
    );
  }),
});
