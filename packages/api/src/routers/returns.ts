import * as z from 'zod';
import { orderIdOf } from '../orders/index.ts';
import {
  ORDER_LOOKUP_MISS,
  orderLookupInput,
  orderReferenceOf,
} from '../orders/shared/order-lookup.ts';
import { notFound } from '../errors.ts';
import { paymentDeps } from '../payments/index.ts';
import {
  addReturnPhotos,
  approveReturn,
  buyerReturnsOfOrder,
  cancelReturn,
  claimWarranty,
  closeReturn,
  getReturn,
  listReturns,
  photoOfLink,
  receiveReturn,
  refundReturn,
  rejectReturn,
  replaceClaim,
  requestReturn,
} from '../returns/index.ts';
import {
  MAX_RETURN_PHOTOS,
  otherNeedsNote,
  returnListInput,
  returnReceiveInput,
  returnRefundInput,
  returnRejectInput,
  returnRequestFields,
  warrantyClaimFields,
} from '../returns/shared/returns.ts';
import { idInput, idParam } from '../shared/fields.ts';
import {
  createTRPCRouter,
  customerProcedure,
  publicProcedure,
  rateLimited,
  staffProcedure,
} from '../trpc.ts';
import type { Context } from '../context.ts';

/**
 * The order a guest names by its number, counted against the order lookup's limit per order
 * (its limit per client is the procedure's own), and the guest as the returns know them: their
 * address is checked against the order by whatever they ask. A number of no order is the
 * lookup's one 404.
 */
async function guestOrderOf(ctx: Context, lookup: z.output<typeof orderLookupInput>) {
  const reference = orderReferenceOf(lookup.orderNumber);
  const orderId = await orderIdOf(ctx.db, reference);
  await ctx.rateLimits.consume('orderLookupOrder', String(orderId ?? JSON.stringify(reference)));
  if (orderId === null) throw notFound(ORDER_LOOKUP_MISS);
  const buyer = { guestEmail: lookup.email, ip: ctx.clientIp, missingMessage: ORDER_LOOKUP_MISS };
  return { orderId, buyer };
}

const CHOOSE_PHOTO = 'Choose a photo to upload';

/** The photos' files, which the multipart REST routes read; a JSON call cannot carry them. */
const photoFiles = z
  .array(
    z.strictObject(
      {
        name: z.string().max(255, 'The file name must be at most 255 characters'),
        bytes: z.custom<Uint8Array>((bytes) => bytes instanceof Uint8Array, {
          error: CHOOSE_PHOTO,
        }),
      },
      { error: CHOOSE_PHOTO },
    ),
    { error: CHOOSE_PHOTO },
  )
  .min(1, CHOOSE_PHOTO)
  .max(MAX_RETURN_PHOTOS, `At most ${MAX_RETURN_PHOTOS} photos`);

const view = staffProcedure('orders.view');
const handle = staffProcedure('returns.manage');

const returnShape =
  'A return: `{id, number, orderId, kind, status, reason, note, rejectionReason, requestedBy, ' +
  'replacementOrderId, customerName, customerEmail, lines: [{itemId, productId, name, ' +
  'unitPrice, quantity, receivedQuantity, restock}], refunds: [{id, amount, status, method, ' +
  'reason, createdAt}], photos: [{id, url}], createdAt, updatedAt}`; `number` is "RMA-000001", ' +
  '`photos[].url` a link to the photo that works for an hour or two, `kind` return or ' +
  'warranty (a warranty claim: reason defective, `note` the defect, `replacementOrderId` the ' +
  'order at 0.00 that replaced it), `status` requested, approved, rejected, received, ' +
  'replaced, refunded, closed or cancelled.';

const photoRules =
  `\`photos\` (optional, at most ${MAX_RETURN_PHOTOS}) names photos by the ids their upload ` +
  'answered (multipart POST /api/orders/my/{id}/returns/photos, or ' +
  '/api/orders/lookup/returns/photos for a guest), each uploaded for this order and named by ' +
  'no other request: a 400 naming `photos.N` otherwise. ';

const requestRules =
  '`{lines: [{itemId, quantity}], reason, note?, photos?}`: `itemId` a line of the order (its ' +
  '`lines[].itemId`), `quantity` a JSON whole number from 1 to what the line may still return ' +
  "(the order answers' `returnableQuantity`: delivered, less what returns and claims not " +
  'rejected or cancelled hold), ' +
  '`reason` damaged, defective, wrong_item, not_needed or other (which needs `note`). The order ' +
  "must be delivered and within the shop's return window (30 days from delivery unless the " +
  'shop set another): a 409 with the reason otherwise. A bad line is a 400 naming ' +
  '`lines.N.itemId` or `lines.N.quantity`, and nothing is asked. ' +
  photoRules +
  'Answers 201 with the return; the buyer is e-mailed its number. ';

const claimRules =
  '`{lines: [{itemId, quantity}], description, photos?}`: `itemId` a line of the order (its ' +
  '`lines[].itemId`), `quantity` a JSON whole number from 1 to what the line may still claim ' +
  "(the order answers' `claimableQuantity`: delivered, less what returns and claims not " +
  'rejected or cancelled hold, and 0 within the return window or after the warranty; the ' +
  "answers' `warrantyEndsAt` says when it ends), `description` the defect (1 to 2000 " +
  'characters). The order must be delivered, past its return window (within it, a 409 says ' +
  'to ask for a return) and within two years of its delivery (a 409 after). A bad line is a ' +
  '400 naming `lines.N.itemId` or `lines.N.quantity`, and nothing is claimed. ' +
  photoRules +
  'Answers 201 with the claim (a return of kind `warranty`); the buyer is e-mailed its number. ';

const staffStep = (what: string) =>
  `${what} Follows the return's table of moves: any other move is a 409 with the reason and ` +
  `changes nothing. In the activity log. ${returnShape}`;

export const returnsRouter = createTRPCRouter({
  /** The signed-in buyer (or their company's admin or approver) asks to return lines. */
  request: customerProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/orders/my/:id/returns',
        tags: ['orders', 'returns'],
        summary: 'Ask to return lines of a delivered order',
        description:
          requestRules +
          "Another customer's order is a 404; a company's admin or approver may return its " +
          `members' orders. ${returnShape}`,
        session: true,
        status: 201,
      },
    })
    .input(z.strictObject({ id: idParam, ...returnRequestFields }).superRefine(otherNeedsNote))
    .mutation(({ ctx, input: { id, ...request } }) =>
      requestReturn(
        { db: ctx.db, shopEmail: ctx.settings.shopEmail },
        { customerId: ctx.customerId },
        id,
        request,
      ),
    ),

  /** A guest asks to return lines of their order, naming it as the order lookup does. */
  guestRequest: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/orders/lookup/returns',
        tags: ['orders', 'returns'],
        summary: 'Ask to return lines of a delivered order found by number and e-mail (guests)',
        description:
          '`{orderNumber, email}` as POST /api/orders/lookup takes them (a wrong number or ' +
          'address is the same 404, and the same limits apply), with ' +
          requestRules +
          returnShape,
        status: 201,
      },
    })
    .use(rateLimited('orderLookupClient'))
    .input(
      z
        .strictObject({ ...orderLookupInput.shape, ...returnRequestFields })
        .superRefine(otherNeedsNote),
    )
    .mutation(async ({ ctx, input: { orderNumber, email, ...request } }) => {
      const { orderId, buyer } = await guestOrderOf(ctx, { orderNumber, email });
      return requestReturn(
        { db: ctx.db, shopEmail: ctx.settings.shopEmail },
        buyer,
        orderId,
        request,
      );
    }),

  /** The signed-in buyer (or their company's admin or approver) claims the warranty. */
  claimWarranty: customerProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/orders/my/:id/warranty-claims',
        tags: ['orders', 'returns'],
        summary: 'Claim the two-year warranty of defective lines of a delivered order',
        description:
          claimRules +
          "Another customer's order is a 404; a company's admin or approver may claim for its " +
          `members' orders. The claims are listed with the order's returns. ${returnShape}`,
        session: true,
        status: 201,
      },
    })
    .input(z.strictObject({ id: idParam, ...warrantyClaimFields }))
    .mutation(({ ctx, input: { id, ...claim } }) =>
      claimWarranty(
        { db: ctx.db, shopEmail: ctx.settings.shopEmail },
        { customerId: ctx.customerId },
        id,
        claim,
      ),
    ),

  /** A guest claims the warranty of their order, naming it as the order lookup does. */
  guestClaimWarranty: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/orders/lookup/warranty-claims',
        tags: ['orders', 'returns'],
        summary: 'Claim the warranty of an order found by number and e-mail (guests)',
        description:
          '`{orderNumber, email}` as POST /api/orders/lookup takes them (a wrong number or ' +
          'address is the same 404, and the same limits apply), with ' +
          claimRules +
          returnShape,
        status: 201,
      },
    })
    .use(rateLimited('orderLookupClient'))
    .input(z.strictObject({ ...orderLookupInput.shape, ...warrantyClaimFields }))
    .mutation(async ({ ctx, input: { orderNumber, email, ...claim } }) => {
      const { orderId, buyer } = await guestOrderOf(ctx, { orderNumber, email });
      return claimWarranty(
        { db: ctx.db, shopEmail: ctx.settings.shopEmail },
        buyer,
        orderId,
        claim,
      );
    }),

  /** An order's returns, for its buyer. */
  ofOrder: customerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/orders/my/:id/returns',
        tags: ['orders', 'returns'],
        summary: "The returns and warranty claims of the signed-in customer's order, newest first",
        description: `A JSON array of returns; another customer's order is a 404. ${returnShape}`,
        session: true,
      },
    })
    .input(idInput)
    .query(({ ctx, input }) =>
      buyerReturnsOfOrder(ctx.db, { customerId: ctx.customerId }, input.id),
    ),

  /**
   * The signed-in buyer uploads photos for a return or claim of their order. The files reach
   * this procedure through POST /api/orders/my/{id}/returns/photos (multipart).
   */
  addPhotos: customerProcedure
    .input(z.strictObject({ id: idParam, photos: photoFiles }))
    .mutation(async ({ ctx, input }) => ({
      photos: await addReturnPhotos(
        { db: ctx.db, files: ctx.returnPhotoFiles },
        { customerId: ctx.customerId },
        input.id,
        input.photos,
      ),
    })),

  /**
   * A guest uploads photos for a return or claim of their order, naming it as the order lookup
   * does, through POST /api/orders/lookup/returns/photos (multipart).
   */
  guestAddPhotos: publicProcedure
    .use(rateLimited('orderLookupClient'))
    .input(z.strictObject({ ...orderLookupInput.shape, photos: photoFiles }))
    .mutation(async ({ ctx, input: { photos, ...lookup } }) => {
      const { orderId, buyer } = await guestOrderOf(ctx, lookup);
      return {
        photos: await addReturnPhotos(
          { db: ctx.db, files: ctx.returnPhotoFiles },
          buyer,
          orderId,
          photos,
        ),
      };
    }),

  /** A guest's returns and claims of their order, found as the order lookup finds it. */
  guestList: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/orders/lookup/returns/list',
        tags: ['orders', 'returns'],
        summary: 'The returns and warranty claims of an order found by number and e-mail (guests)',
        description:
          '`{orderNumber, email}` as POST /api/orders/lookup takes them (a wrong number or ' +
          'address is the same 404, and the same limits apply). A JSON array of returns, ' +
          `newest first. ${returnShape}`,
      },
    })
    .use(rateLimited('orderLookupClient'))
    .input(orderLookupInput)
    .mutation(async ({ ctx, input }) => {
      const { orderId, buyer } = await guestOrderOf(ctx, input);
      return buyerReturnsOfOrder(ctx.db, buyer, orderId);
    }),

  /** A guest withdraws a return of their order that the shop has not answered yet. */
  guestCancel: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/orders/lookup/returns/:id/cancel',
        tags: ['orders', 'returns'],
        summary: 'Cancel a return request of an order found by number and e-mail (guests)',
        description:
          '`{orderNumber, email}` as POST /api/orders/lookup takes them (a wrong number or ' +
          'address is the same 404, and the same limits apply); `id` a return or claim of ' +
          'that order (a 404 otherwise). Only a requested one may be cancelled (a 409 with ' +
          `the reason otherwise). Its units may be asked for again. ${returnShape}`,
      },
    })
    .use(rateLimited('orderLookupClient'))
    .input(z.strictObject({ id: idParam, ...orderLookupInput.shape }))
    .mutation(async ({ ctx, input: { id, ...lookup } }) => {
      const { orderId, buyer } = await guestOrderOf(ctx, lookup);
      return cancelReturn({ db: ctx.db, shopEmail: ctx.settings.shopEmail }, buyer, id, orderId);
    }),

  /**
   * The photo a signed link names, for GET /api/return-photos/{id}, which sends its file: the
   * link is the proof, given only by reads of the return to those who may see it.
   */
  photo: publicProcedure
    .input(z.strictObject({ id: z.string(), expires: z.string(), signature: z.string() }))
    .query(({ ctx, input }) => photoOfLink(ctx.db, input)),

  /** The buyer withdraws a return the shop has not answered yet. */
  cancel: customerProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/returns/:id/cancel',
        tags: ['returns'],
        summary: 'Cancel a return request the shop has not answered yet (its buyer)',
        description:
          'Only a requested return may be cancelled (a 409 with the reason otherwise); ' +
          "another customer's return is a 404. Its units may be asked for again. " +
          returnShape,
        session: true,
      },
    })
    .input(idInput)
    .mutation(({ ctx, input }) =>
      cancelReturn(
        { db: ctx.db, shopEmail: ctx.settings.shopEmail },
        { customerId: ctx.customerId },
        input.id,
      ),
    ),

  /** The Returns desk: a page of returns, newest first. */
  list: view
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/returns',
        tags: ['returns'],
        summary: 'Returns, a page at a time, filtered and searched (staff); total in X-Total-Count',
        description:
          'Newest first: `page` (from 1) and `pageSize` (1 to 100, default 50); `kind` ' +
          '(return or warranty) and `status` filter; `q` finds an RMA number ("RMA-000042"), an order number (42 or #42), or a ' +
          "part of the buyer's e-mail or name. The answer is the page as a JSON array, how " +
          `many match in X-Total-Count. A bad value is a 400 naming the parameter. ${returnShape}`,
      },
    })
    .input(returnListInput)
    .query(({ ctx, input }) => listReturns(ctx.db, input)),

  byId: view
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/returns/:id',
        tags: ['returns'],
        summary: 'One return, with its lines and refunds (staff)',
        description: `404 for no such return. ${returnShape}`,
      },
    })
    .input(idInput)
    .query(({ ctx, input }) => getReturn(ctx.db, input.id)),

  approve: handle
    .meta({
      rest: {
        method: 'POST',
        path: '/api/admin/returns/:id/approve',
        tags: ['returns'],
        summary: 'Approve a return request (staff who handle orders)',
        description: staffStep(
          'A requested return becomes approved; the buyer is e-mailed the return slip (PDF).',
        ),
      },
    })
    .input(idInput)
    .mutation(({ ctx, input }) =>
      approveReturn({ db: ctx.db, shopEmail: ctx.settings.shopEmail }, ctx.staff, input.id),
    ),

  reject: handle
    .meta({
      rest: {
        method: 'POST',
        path: '/api/admin/returns/:id/reject',
        tags: ['returns'],
        summary:
          'Reject a return request or a warranty claim, with the reason (staff who handle orders)',
        description: staffStep(
          '`{reason}`: a requested return or claim becomes rejected; the buyer is e-mailed the ' +
            'reason and its units may be asked for again.',
        ),
      },
    })
    .input(returnRejectInput.extend({ id: idParam }))
    .mutation(({ ctx, input }) =>
      rejectReturn(
        { db: ctx.db, shopEmail: ctx.settings.shopEmail },
        ctx.staff,
        input.id,
        input.reason,
      ),
    ),

  receive: handle
    .meta({
      rest: {
        method: 'POST',
        path: '/api/admin/returns/:id/receive',
        tags: ['returns'],
        summary: 'Receive an approved return, line by line (staff who handle orders)',
        description: staffStep(
          '`{lines: [{itemId, quantity, restock}]}`: what arrived of each line (0 to what was ' +
            'asked; a line not given arrived with nothing) and whether it goes back on the ' +
            'shelf (`restock: true`, back in stock at once, e-mailing those waiting for it) or ' +
            'is scrapped. More than was asked, or a line not in the return, is a 400 naming ' +
            '`lines.N.quantity` or `lines.N.itemId`.',
        ),
      },
    })
    .input(returnReceiveInput.extend({ id: idParam }))
    .mutation(({ ctx, input: { id, ...received } }) =>
      receiveReturn({ db: ctx.db, shopEmail: ctx.settings.shopEmail }, ctx.staff, id, received),
    ),

  close: handle
    .meta({
      rest: {
        method: 'POST',
        path: '/api/admin/returns/:id/close',
        tags: ['returns'],
        summary: 'Close a received return without a refund (staff who handle orders)',
        description: staffStep('A received return becomes closed; nothing is refunded.'),
      },
    })
    .input(idInput)
    .mutation(({ ctx, input }) =>
      closeReturn({ db: ctx.db, shopEmail: ctx.settings.shopEmail }, ctx.staff, input.id),
    ),

  replace: handle
    .meta({
      rest: {
        method: 'POST',
        path: '/api/admin/returns/:id/replace',
        tags: ['returns', 'orders'],
        summary:
          'Answer a warranty claim with a replacement order at 0.00 (staff who handle orders)',
        description: staffStep(
          'A requested warranty claim becomes replaced: a new pending order at 0.00 (payment ' +
            'method quote, nothing to pay) for the claimed lines, to the same buyer and ' +
            'address, its stock reserved as for any order (a 409 naming a product out of ' +
            'stock or no longer sold, and nothing changes); `replacementOrderId` names it. ' +
            'The buyer is e-mailed the new order. A return (not a claim) is a 409.',
        ),
      },
    })
    .input(idInput)
    .mutation(({ ctx, input }) =>
      replaceClaim({ db: ctx.db, shopEmail: ctx.settings.shopEmail }, ctx.staff, input.id),
    ),

  refund: staffProcedure('refunds.manage')
    .meta({
      rest: {
        method: 'POST',
        path: '/api/admin/returns/:id/refund',
        tags: ['returns', 'payments'],
        summary: 'Refund a received return or a warranty claim (owners and managers)',
        description: staffStep(
          "`{amount?, note?}`: by default a return's received lines' value less the restocking " +
            "fee the shop set for its reason, a warranty claim's claimed lines' value (a claim " +
            'is refunded while requested, nothing to receive); `amount` (a decimal string ' +
            'above 0.00 with at most two decimals, at most that value) says otherwise. Refunded as ' +
            'POST /api/admin/orders/{id}/refunds refunds (reason `return`): never more than ' +
            'is left to refund of the order (a 400 naming `amount`), a 409 when the order ' +
            'was not paid. It becomes refunded; the buyer is e-mailed once the refund ' +
            'succeeds.',
        ),
      },
    })
    .input(returnRefundInput.extend({ id: idParam }))
    .mutation(({ ctx, input: { id, ...refund } }) =>
      refundReturn(paymentDeps(ctx, ctx.log), ctx.staff, id, refund),
    ),
});
