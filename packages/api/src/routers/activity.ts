import { activityQuery } from '../audit/shared/activity.ts';
import { idInput } from '../shared/fields.ts';
import { listActivity, listActivityActors, recordHistory } from '../audit/index.ts';
import { createTRPCRouter, staffProcedure } from '../trpc.ts';

/** The activity log, read-only: nothing in the API changes or deletes an entry. */
export const activityRouter = createTRPCRouter({
  list: staffProcedure('activity.view')
    .input(activityQuery)
    .query(({ ctx, input }) => listActivity(ctx.db, input)),

  actors: staffProcedure('activity.view').query(({ ctx }) => listActivityActors(ctx.db)),

  /** A product's history, for whoever may see the product. */
  product: staffProcedure('catalog.view')
    .input(idInput)
    .query(({ ctx, input }) => recordHistory(ctx.db, 'product', input.id)),

  /** An order's history, for whoever may see the order. */
  order: staffProcedure('orders.view')
    .input(idInput)
    .query(({ ctx, input }) => recordHistory(ctx.db, 'order', input.id)),
});
