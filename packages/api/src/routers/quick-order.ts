import { quickOrderInput } from '../catalogue/shared/quick-order.ts';
import { createTRPCRouter, publicProcedure } from '../trpc.ts';
import { resolveQuickOrder } from '../quick-order/index.ts';
import { quickOrderAnswer } from './rest-docs.ts';

export const quickOrderRouter = createTRPCRouter({
  /** Pasted lines of `SKU quantity` against the catalogue; a mutation, as a paste can be long. */
  resolve: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/quick-order/resolve',
        tags: ['catalogue'],
        summary:
          'Resolves lines of `SKU quantity` (tabs, commas, semicolons or spaces; quoted CSV; a heading line and blank lines skipped; a repeated SKU summed) to products with price, stock and fit, or a problem per line',
        response: { 200: quickOrderAnswer },
      },
    })
    .input(quickOrderInput)
    .mutation(({ ctx, input }) => resolveQuickOrder(ctx.db, input, ctx.session.customerId)),
});
