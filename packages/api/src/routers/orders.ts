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
import { assertMayCancel, submitRefundsOf } from '../refunds/index.ts';
import { withReturnableQuantities } from '../returns/index.ts';
import type { Database } from '@buildright/db';
import {
  createTRPCRouter,
  customerProcedure,
  publicProcedure,
  rateLimited,
  staffProcedure,
} from '../trpc.ts';
import { holdsDescription, orderLinesDescription, orderPagingDescription } from './rest-docs.ts';

/**
 * One order with each line's `returnableQuantity` and `claimableQuantity` (what its buyer may
 * return or claim under warranty now) and its `warrantyEndsAt`.
 */
const returnable = async <O extends Parameters<typeof withReturnableQuantities>[1][number]>(
  db: Database,
  order: O,
) => (await withReturnableQuantities(db, [order]))[0]!;

/** A page of orders, each line with what it may give back (`returnable` above). */
const returnablePage = async (db: Database, page: Awaited<ReturnType<typeof listOrders>>) => ({
  ...page,
  orders: await withReturnableQuantities(db, page.orders),
});

/** Order edits move stock (a cancelled order gives its units back), which the shop shows. */
const fulfil = staffProcedure('orders.fulfil');
const manage = staffProcedure('orders.manage');
const view = staffProcedure('orders.view');

export const ordersRouter = createTRPCRouter({
  /** The cart priced for the caller (a member at their company's prices): what it shows. */
  priceCart: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/cart/prices',
        tags: ['orders'],
        summary: 'Price a cart for the caller, as placing it would now',
        description:
          '`{items: [{productId, quantity}]}` answers `{lines: [{productId, quantity, unitPrice, ' +
          'lineTotal}], total}`: each line at the volume tier for its quantity and, for a ' +
          "signed-in member, their company's price list. Products the shop no longer sells are " +
          'left out. Placing the order prices it again.',
      },
    })
    .input(z.strictObject({ items: cartLines }))
    .query(({ ctx, input }) => priceCart(ctx.db, ctx.session.customerId, input.items)),

  /**
   * A guest's order by number and e-mail address, limited per client and per order number, so
   * neither the ids nor a buyer's address can be guessed at speed.
   */
  lookup: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/orders/lookup',
        tags: ['orders'],
        summary: 'Find an order by its number and e-mail address (guests)',
        description:
          'The order as its buyer sees it on their order page: status and its history, lines, ' +
          'payment, tracking (with `trackingCarrier`: ups, fedex, usps, dhl, other or null) and ' +
          "delivery details; staff's notes are never included. `orderNumber` is the number on " +
          'the confirmation e-mail, as a JSON number (1042) or text ("1042" or "#1042"), or a quote ' +
          'request\'s quote number ("Q-000007"); the ' +
          'e-mail address is compared in any case. A wrong number and a wrong address are the ' +
          'same 404, so an answer tells nobody which orders exist; a malformed value is a 400 ' +
          'naming the field. Limited to 10 lookups per client and 5 per order number in 15 ' +
          'minutes (a 429 "Too many…" saying when to try again). ' +
          orderLinesDescription,
      },
    })
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
      return returnable(ctx.db, await lookUpOrder(ctx.db, { orderId, email: input.email }));
    }),

  /** A page of the signed-in customer's own orders, newest first, and how many there are. */
  mine: customerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/orders/my',
        tags: ['orders'],
        summary: "The signed-in customer's orders, a page at a time; the total is in X-Total-Count",
        description: `${orderPagingDescription} ${orderLinesDescription}`,
        session: true,
      },
    })
    .input(orderListInput)
    .query(async ({ ctx, input }) =>
      returnablePage(ctx.db, await listOrders(ctx.db, { ...input, customerId: ctx.customerId })),
    ),

  /**
   * The card payment of the signed-in customer's order that their company approved: a 409 with
   * the reason when it is not waiting for one (paid, cancelled, still awaiting approval, late).
   */
  payApproved: customerProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/orders/my/:id/payment',
        tags: ['orders', 'payments'],
        summary: "Pay the signed-in customer's approved card order",
        description:
          "A company member's card order that waited for approval is paid by its buyer within " +
          '3 days of the approval: answers the payment to confirm with the card form, ' +
          '`{clientSecret, orderId, amount, amountCents, currency, provider, publishableKey}`, ' +
          'for exactly the order total; asking again answers the same open payment. 404 for ' +
          "another customer's order; 409 with the reason when it is paid, cancelled, still " +
          'awaiting approval, past its day, or no such order.',
        session: true,
      },
    })
    .input(idInput)
    .mutation(({ ctx, input }) =>
      startApprovedOrderPayment(paymentDeps(ctx, ctx.log), ctx.customerId, input.id),
    ),

  /** A page of every order, newest first, filtered and searched, and how many match. */
  list: view
    .meta({
      rest: {
        method: 'GET',
        path: '/api/orders',
        tags: ['orders'],
        summary:
          'Orders, a page at a time, filtered and searched (admin); the total is in X-Total-Count',
        description: `${orderPagingDescription} ${orderLinesDescription}`,
      },
    })
    .input(orderListInput)
    .query(async ({ ctx, input }) => returnablePage(ctx.db, await listOrders(ctx.db, input))),

  /** One order, for the admin's order view (a link may open an order on no page of the list). */
  byId: view
    .input(idInput)
    .query(async ({ ctx, input }) => returnable(ctx.db, await getOrder(ctx.db, input.id))),

  update: fulfil
    .meta({
      rest: {
        method: 'PATCH',
        path: '/api/orders/:id/tracking',
        tags: ['orders'],
        summary: 'Set status, tracking number, estimated delivery and notes (admin)',
        description:
          'The status follows the order lifecycle: pending may become processing, shipped, ' +
          'delivered or cancelled; processing also pending again; shipped only delivered or ' +
          'cancelled (its units do not come back into stock); delivered is final; cancelled ' +
          'may be revived as pending, taking its units again. Any other move, or a revival ' +
          'whose units are gone, is a 409 with the reason and changes nothing. Cancelling an ' +
          'order that was paid refunds all that is left of it (a card refund, or a credit note ' +
          'on its invoice), which needs the role that may refund (a 403 otherwise).',
        bodyField: 'values',
      },
    })
    .input(z.object({ id: idParam, values: orderUpdateInput }))
    .mutation(async ({ ctx, input }) => {
      const deps = paymentDeps(ctx, ctx.log);
      if (input.values.status !== 'cancelled') {
        return returnable(
          ctx.db,
          await updateOrder(ctx.db, ctx.staff, input.id, input.values, ctx.settings.shopEmail),
        );
      }
      // Cancelling a paid order refunds what is left of it (refunds' subscriber, in the same
      // transaction); its card refund goes to the provider once that is committed.
      await assertMayCancel(deps, ctx.staff, input.id);
      await closeOpenCardPayment(deps, input.id);
      await updateOrder(ctx.db, ctx.staff, input.id, input.values, ctx.settings.shopEmail);
      await submitRefundsOf(deps, input.id);
      return returnable(ctx.db, await getOrder(ctx.db, input.id));
    }),

  /** A page of guests' unconfirmed requests that hold stock, newest first, and how many. */
  holds: view
    .meta({
      rest: {
        method: 'GET',
        path: '/api/orders/holds',
        tags: ['orders'],
        summary: 'Unpaid requests and card checkouts holding stock, a page at a time (staff)',
        description: holdsDescription,
      },
    })
    .input(guestHoldListInput)
    .query(({ ctx, input }) => listGuestHolds(ctx.db, input)),

  /** Cancels a guest's unconfirmed request, so its units go back on sale; the buyer is not told. */
  releaseHold: fulfil
    .meta({
      rest: {
        method: 'POST',
        path: '/api/orders/:id/release-hold',
        tags: ['orders'],
        summary: 'Release an unpaid hold: cancel the order, its units back on sale (staff)',
        description:
          'Cancels the order through the order lifecycle (an open quote is withdrawn, an open ' +
          'card payment cancelled at the provider) and records "Released hold" in the activity ' +
          'log. The buyer is not e-mailed. An order that no longer holds stock unpaid (confirmed, ' +
          "paid, cancelled, or a signed-in customer's order that is not an open card checkout) is " +
          'a 409 with the reason and changes nothing.',
      },
    })
    .input(idInput)
    .mutation(async ({ ctx, input }) => {
      await releaseGuestHold(paymentDeps(ctx, ctx.log), ctx.staff, input.id);
      return returnable(ctx.db, await getOrder(ctx.db, input.id));
    }),

  delete: manage
    .meta({
      rest: {
        method: 'DELETE',
        path: '/api/orders/:id',
        tags: ['orders'],
        summary: 'Delete an order (admin)',
        status: 204,
      },
    })
    .input(idInput)
    .mutation(async ({ ctx, input }) => {
      await deleteOrder(ctx.db, ctx.staff, input.id);
      return { id: input.id };
    }),
});
