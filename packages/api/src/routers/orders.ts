import * as z from 'zod';
import { orderExportInput } from '../shared/csv.ts';
import { idInput, idParam, orderUpdateInput } from '../shared/schemas.ts';
import { exportOrdersCsv } from '../services/csv/order-export.ts';
import { deleteOrder, listOrders, updateOrder } from '../services/orders.ts';
import { changesCatalog, createTRPCRouter, customerProcedure, staffProcedure } from '../trpc.ts';

/** Order edits move stock (a cancelled order gives its units back), which the shop shows. */
const fulfil = staffProcedure('orders.fulfil').use(changesCatalog);
const manage = staffProcedure('orders.manage');

export const ordersRouter = createTRPCRouter({
  /** The signed-in customer's own orders, newest first. */
  mine: customerProcedure.query(({ ctx }) => listOrders(ctx.db, { customerId: ctx.customerId })),

  list: staffProcedure('orders.view').query(({ ctx }) => listOrders(ctx.db)),

  /** The accountant's CSV of the orders placed in a range of days. */
  exportCsv: manage
    .input(orderExportInput)
    .query(({ ctx, input }) => exportOrdersCsv(ctx.db, input)),

  update: fulfil
    .input(z.object({ id: idParam, values: orderUpdateInput }))
    .mutation(({ ctx, input }) =>
      updateOrder(ctx.db, ctx.staff, input.id, input.values, ctx.settings.shopEmail),
    ),

  delete: manage.use(changesCatalog).input(idInput).mutation(async ({ ctx, input }) => {
    await deleteOrder(ctx.db, ctx.staff, input.id);
    return { id: input.id };
  }),
});
