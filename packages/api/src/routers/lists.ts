import * as z from 'zod';
import { idInput, idParam, requiredText } from '../shared/fields.ts';
import { createTRPCRouter, customerProcedure } from '../trpc.ts';
import {
  listFromOrder,
  listToCart,
  addToSavedList,
  changeSavedList,
  createSavedList,
  deleteSavedList,
  getSavedList,
  listSavedLists,
} from '../lists/index.ts';
import {
  MAX_LIST_NAME,
  listAdditionInput,
  listChangeInput,
  listToCartInput,
  newListInput,
} from '../lists/shared/lists.ts';

/** A signed-in customer's saved lists; another customer's list is not found. */
export const listsRouter = createTRPCRouter({
  list: customerProcedure.query(({ ctx }) => listSavedLists(ctx.db, ctx.customerId)),

  byId: customerProcedure
    .input(idInput)
    .query(({ ctx, input }) => getSavedList(ctx.db, ctx.customerId, input.id)),

  create: customerProcedure
    .input(newListInput)
    .mutation(({ ctx, input }) => createSavedList(ctx.db, ctx.customerId, input)),

  /** From one of the customer's orders: the products it still can, as ordered. */
  createFromOrder: customerProcedure
    .input(z.object({ orderId: idParam, name: requiredText('Name is required', MAX_LIST_NAME) }))
    .mutation(({ ctx, input }) => listFromOrder(ctx.db, ctx.customerId, input.orderId, input.name)),

  change: customerProcedure
    .input(z.object({ id: idParam, change: listChangeInput }))
    .mutation(({ ctx, input }) => changeSavedList(ctx.db, ctx.customerId, input.id, input.change)),

  add: customerProcedure
    .input(listAdditionInput.extend({ id: idParam }))
    .mutation(({ ctx, input }) => addToSavedList(ctx.db, ctx.customerId, input.id, input.lines)),

  delete: customerProcedure
    .input(idInput)
    .mutation(({ ctx, input }) => deleteSavedList(ctx.db, ctx.customerId, input.id)),

  /** The lines (all, or the products named) ready for the cart, and those the stock refuses. */
  toCart: customerProcedure
    .input(listToCartInput.extend({ id: idParam }))
    .query(({ ctx, input }) => listToCart(ctx.db, ctx.customerId, input.id, input.productIds)),
});
