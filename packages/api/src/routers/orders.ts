import * as z from 'zod';
import { idParam, orderUpdateInput } from '../shared/schemas.ts';
import { catalogChanged } from '../services/catalog-events.ts';
import { deleteOrder, listOrders, updateOrder } from '../services/orders.ts';
import { adminProcedure, createTRPCRouter, customerProcedure } from '../trpc.ts';

export const ordersRouter = createTRPCRouter({
  /** The signed-in customer's own orders, newest first. */
  mine: customerProcedure.query(({ ctx }) => listOrders(ctx.db, { customerId: ctx.customerId })),

  list: adminProcedure.query(({ ctx }) => listOrders(ctx.db)),

  update: adminProcedure
    .input(z.object({ id: idParam, values: orderUpdateInput }))
    .mutation(async ({ ctx, input }) => {
      const order = await updateOrder(ctx.db, input.id, input.values);
      await catalogChanged(ctx.db, ctx.catalogCache);
      return order;
    }),

  delete: adminProcedure.input(z.object({ id: idParam })).mutation(async ({ ctx, input }) => {
    await deleteOrder(ctx.db, input.id);
    await catalogChanged(ctx.db, ctx.catalogCache);
    return { id: input.id };
  }),
});
