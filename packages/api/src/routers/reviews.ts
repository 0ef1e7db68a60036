import * as z from 'zod';
import { idInput, idOf } from '../shared/fields.ts';
import { customerProcedure, createTRPCRouter, publicProcedure, staffProcedure } from '../trpc.ts';
import { getProduct } from '../catalogue/index.ts';
import {
  hideReview,
  publishReview,
  publishedReviews,
  staffReviews,
  reviewStanding,
  submitReview,
} from '../reviews/index.ts';
import { reviewInput, reviewPageInput, staffReviewListInput } from '../reviews/shared/reviews.ts';
const productId = idOf('Product id');
const moderation = staffProcedure('catalog.edit');

export const reviewsRouter = createTRPCRouter({
  /**
   * A page of a shown product's published reviews, newest first, kept with the catalogue's
   * answers until a review is published or hidden (the ratings' trigger clears them).
   */
  list: publicProcedure
    .input(reviewPageInput.extend({ productId }))
    .query(({ ctx, input: { productId, page, pageSize } }) =>
      ctx.catalogCache.get(`reviews:${productId}:${page}:${pageSize}`, async () => {
        await getProduct(ctx.db, productId);
        return publishedReviews(ctx.db, productId, { page, pageSize });
      }),
    ),

  /** Whether the signed-in customer may review the product, and their review if they wrote one. */
  mine: customerProcedure
    .input(z.strictObject({ productId }))
    .query(({ ctx, input }) => reviewStanding(ctx.db, ctx.customerId, input.productId)),

  /** Writes the customer's review, or replaces it; either way it waits for staff. */
  submit: customerProcedure
    .input(reviewInput.extend({ productId }))
    .mutation(({ ctx, input: { productId, ...review } }) =>
      submitReview(ctx.db, ctx.customerId, productId, review),
    ),

  staffList: moderation
    .input(staffReviewListInput)
    .query(({ ctx, input }) => staffReviews(ctx.db, input)),

  publish: moderation
    .input(idInput)
    .mutation(({ ctx, input }) => publishReview(ctx.db, ctx.staff, input.id)),

  hide: moderation
    .input(idInput)
    .mutation(({ ctx, input }) => hideReview(ctx.db, ctx.staff, input.id)),
});
