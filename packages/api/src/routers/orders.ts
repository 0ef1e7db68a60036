import * as z from 'zod';
import { guestHoldListInput } from '../orders/shared/guest-holds.ts';
import { orderListInput } from '../orders/shared/order-list.ts';
import { idParam, idInput } from '../shared/fields.ts';
import { cartLines, orderUpdateInput } from '../orders/shared/order-input.ts';
import { priceCart } from '../pricing/index.ts';
import {
  listGuestHolds,
  releaseGuestHold,
  paymentDeps,
  startApprovedOrderPayment,
  closeOpenCardPayment,
} from '../payments/index.ts';
import {
  getOrder,
  listOrders,
  deleteOrder,
  updateOrder,
  lookUpOrder,
  orderIdOf,
} from '../orders/index.ts';
import { orderLookupInput, orderReferenceOf } from '../orders/shared/order-lookup.ts';
import {
  createTRPCRouter,
  customerProcedure,
  publicProcedure,
  rateLimited,
  staffProcedure,
} from '../trpc.ts';

/** Order edits move stock (a cancelled order gives its units back), which the shop shows. */
const fulfil = staffProcedure('orders.fulfil');
const manage = staffProcedure('orders.manage');
const view = staffProcedure('orders.view');

export const ordersRouter = createTRPCRouter({
  /** The cart priced for the caller (a member at their company's prices): what it shows. */
  priceCart: publicProcedure
    .input(z.strictObject({ items: cartLines }))
    .query(({ ctx, input }) => priceCart(ctx.db, ctx.session.customerId, input.items)),

  /**
   * A guest's order by number and e-mail address, limited per client and per order number, so
   * neither the ids nor a buyer's address can be guessed at speed.
   */
  lookup: publicProcedure
    .use(rateLimited('orderLookupClient'))
    .input(orderLookupInput)
    .mutation(async ({ ctx, input }) => {
      const reference = orderReferenceOf(input.orderNumber);
      const orderId = await orderIdOf(ctx.db, reference);
      // Counted per order, whichever of its numbers was given.
      await ctx.rateLimits.consume(
        'orderLookupOrder',
        String(orderId ?? JSON.stringify(reference)),
      );
      return lookUpOrder(ctx.db, { orderId, email: input.email });
    }),

  /** A page of the signed-in customer's own orders, newest first, and how many there are. */
  mine: customerProcedure
    .input(orderListInput)
    .query(({ ctx, input }) => listOrders(ctx.db, { ...input, customerId: ctx.customerId })),

  /**
   * The card payment of the signed-in customer's order that their company approved: a 409 with
   * the reason when it is not waiting for one (paid, cancelled, still awaiting approval, late).
   */
  payApproved: customerProcedure
    .input(idInput)
    .mutation(({ ctx, input }) =>
      startApprovedOrderPayment(paymentDeps(ctx, ctx.log), ctx.customerId, input.id),
    ),

  /** A page of every order, newest first, filtered and searched, and how many match. */
  list: view.input(orderListInput).query(({ ctx, input }) => listOrders(ctx.db, input)),

  /** One order, for the admin's order view (a link may open an order on no page of the list). */
  byId: view.input(idInput).query(({ ctx, input }) => getOrder(ctx.db, input.id)),

  update: fulfil
    .input(z.object({ id: idParam, values: orderUpdateInput }))
    .mutation(async ({ ctx, input }) => {
      if (input.values.status === 'cancelled') {
        await closeOpenCardPayment(paymentDeps(ctx, ctx.log), input.id);
      }
      return updateOrder(ctx.db, ctx.staff, input.id, input.values, ctx.settings.shopEmail);
    }),

  /** A page of guests' unconfirmed requests that hold stock, newest first, and how many. */
  holds: view.input(guestHoldListInput).query(({ ctx, input }) => listGuestHolds(ctx.db, input)),

  /** Cancels a guest's unconfirmed request, so its units go back on sale; the buyer is not told. */
  releaseHold: fulfil.input(idInput).mutation(async ({ ctx, input }) => {
    await releaseGuestHold(paymentDeps(ctx, ctx.log), ctx.staff, input.id);
    return getOrder(ctx.db, input.id);
  }),

  delete: manage.input(idInput).mutation(async ({ ctx, input }) => {
    await deleteOrder(ctx.db, ctx.staff, input.id);
    return { id: input.id };
  }),
});
