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
import {
  listChangedByMaker,
  listSummary,
  listToCartAnswer,
  listWhose,
  savedList,
} from './rest-docs.ts';

/** A signed-in customer's saved lists; another customer's list is not found. */
export const listsRouter = createTRPCRouter({
  list: customerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/lists',
        tags: ['lists'],
        summary:
          "The signed-in customer's saved lists, then those their company shares, each the one changed last first",
        description: `At most 50 own lists and 100 shared ones. ${listWhose}`,
        session: true,
        response: { 200: z.array(listSummary) },
      },
    })
    .query(({ ctx }) => listSavedLists(ctx.db, ctx.customerId)),

  byId: customerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/lists/:id',
        tags: ['lists'],
        summary: 'A saved list with its products at today’s prices and stock',
        description: listWhose,
        session: true,
        response: { 200: savedList },
      },
    })
    .input(idInput)
    .query(({ ctx, input }) => getSavedList(ctx.db, ctx.customerId, input.id)),

  create: customerProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/lists',
        tags: ['lists'],
        summary: 'Make a saved list, empty or with lines',
        description:
          'Each product once, sold by the shop now; at most 200 products and 50 lists (409 past ' +
          'that). `shared: true` shares it with the maker’s company (409 for a customer in none). ' +
          listWhose,
        session: true,
        status: 201,
        response: { 201: savedList },
      },
    })
    .input(newListInput)
    .mutation(({ ctx, input }) => createSavedList(ctx.db, ctx.customerId, input)),

  /** From one of the customer's orders: the products it still can, as ordered. */
  createFromOrder: customerProcedure
    .input(z.object({ orderId: idParam, name: requiredText('Name is required', MAX_LIST_NAME) }))
    .mutation(({ ctx, input }) => listFromOrder(ctx.db, ctx.customerId, input.orderId, input.name)),

  change: customerProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/api/lists/:id',
        tags: ['lists'],
        summary: 'Rename a saved list, replace its lines, or both',
        description:
          '`lines`, when sent, is the whole new list: a product left out is removed. A product the ' +
          'shop stopped selling may stay; a new one must be sold now. `shared` shares it with the ' +
          `maker’s company or takes it back. ${listChangedByMaker}`,
        session: true,
        bodyField: 'change',
        response: { 200: savedList },
      },
    })
    .input(z.object({ id: idParam, change: listChangeInput }))
    .mutation(({ ctx, input }) => changeSavedList(ctx.db, ctx.customerId, input.id, input.change)),

  add: customerProcedure
    .input(listAdditionInput.extend({ id: idParam }))
    .mutation(({ ctx, input }) => addToSavedList(ctx.db, ctx.customerId, input.id, input.lines)),

  delete: customerProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/api/lists/:id',
        tags: ['lists'],
        summary: 'Delete a saved list',
        description: listChangedByMaker,
        session: true,
        response: { 200: idInput },
      },
    })
    .input(idInput)
    .mutation(({ ctx, input }) => deleteSavedList(ctx.db, ctx.customerId, input.id)),

  /** The lines (all, or the products named) ready for the cart, and those the stock refuses. */
  toCart: customerProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/lists/:id/add-to-cart',
        tags: ['lists'],
        summary: 'A saved list’s lines (all, or the products named) ready for the cart',
        description:
          'The cart is kept by the browser, so this answers what to put in it: the lines the ' +
          'stock covers, and the lines it does not (no longer sold, out of stock, or fewer left ' +
          `than saved) with the number left. Nothing is changed. ${listWhose}`,
        session: true,
        response: { 200: listToCartAnswer },
      },
    })
    .input(listToCartInput.extend({ id: idParam }))
    .query(({ ctx, input }) => listToCart(ctx.db, ctx.customerId, input.id, input.productIds)),
});
