import * as z from 'zod';
import { addressInput, passwordChangeInput, profileInput } from '../customers/shared/account.ts';
import { idParam, idInput } from '../shared/fields.ts';
import {
  addAddress,
  deleteAddress,
  listAddresses,
  makeDefaultAddress,
  updateAddress,
  changePassword,
  updateProfile,
} from '../customers/index.ts';
import { getCustomerOrder, reorder } from '../orders/index.ts';
import { withReturnableQuantities } from '../returns/index.ts';
import { addToFleet, listFleet, removeFromFleet } from '../catalogue/index.ts';
import { createTRPCRouter, customerProcedure, rateLimited } from '../trpc.ts';

const addressesRouter = createTRPCRouter({
  list: customerProcedure.query(({ ctx }) => listAddresses(ctx.db, ctx.customerId)),

  add: customerProcedure
    .input(addressInput)
    .mutation(({ ctx, input }) => addAddress(ctx.db, ctx.customerId, input)),

  update: customerProcedure
    .input(z.object({ id: idParam, values: addressInput }))
    .mutation(({ ctx, input }) => updateAddress(ctx.db, ctx.customerId, input.id, input.values)),

  makeDefault: customerProcedure
    .input(idInput)
    .mutation(({ ctx, input }) => makeDefaultAddress(ctx.db, ctx.customerId, input.id)),

  delete: customerProcedure.input(idInput).mutation(async ({ ctx, input }) => {
    await deleteAddress(ctx.db, ctx.customerId, input.id);
    return { id: input.id };
  }),
});

/** The machines a customer has picked in the shop (a contractor's fleet). */
const machinesRouter = createTRPCRouter({
  list: customerProcedure.query(({ ctx }) => listFleet(ctx.db, ctx.customerId)),

  add: customerProcedure
    .input(idInput)
    .mutation(({ ctx, input }) => addToFleet(ctx.db, ctx.customerId, input.id)),

  remove: customerProcedure
    .input(idInput)
    .mutation(({ ctx, input }) => removeFromFleet(ctx.db, ctx.customerId, input.id)),
});

const ordersRouter = createTRPCRouter({
  /**
   * One of the customer's own orders with its status history, each line with its
   * `returnableQuantity` and `claimableQuantity` (what its order page offers to return or to
   * claim under warranty), and when its warranty ends.
   */
  byId: customerProcedure.input(idInput).query(async ({ ctx, input }) => {
    const order = await getCustomerOrder(ctx.db, ctx.customerId, input.id);
    return (await withReturnableQuantities(ctx.db, [order]))[0]!;
  }),

  /** "Order again": the order's lines as the catalogue sells them today. */
  reorder: customerProcedure
    .input(idInput)
    .query(({ ctx, input }) => reorder(ctx.db, ctx.customerId, input.id)),
});

/** The signed-in customer's own profile, password, address book and orders. */
export const accountRouter = createTRPCRouter({
  updateProfile: customerProcedure
    .input(profileInput)
    .mutation(({ ctx, input }) => updateProfile(ctx.db, ctx.customerId, input)),

  // It checks a password, so it counts against the same limit as signing in.
  changePassword: customerProcedure
    .use(rateLimited('signIn'))
    .input(passwordChangeInput)
    .mutation(async ({ ctx, input }) => {
      await changePassword(
        ctx.db,
        { customerId: ctx.customerId, keepSessionId: ctx.session.id },
        input,
      );
      return { success: true };
    }),

  addresses: addressesRouter,
  machines: machinesRouter,
  orders: ordersRouter,
});
