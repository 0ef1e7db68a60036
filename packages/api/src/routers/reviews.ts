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
import {
  REVIEW_NOT_RECEIVED,
  reviewInput,
  reviewPageInput,
  staffReviewListInput,
} from '../reviews/shared/reviews.ts';
import { publishedReview, staffReview } from './rest-docs.ts';
const productId = idOf('Product id');
const moderation = staffProcedure('catalog.edit');

export const reviewsRouter = createTRPCRouter({
  /**
   * A page of a shown product's published reviews, newest first, kept with the catalogue's
   * answers until a review is published or hidden (the ratings' trigger clears them).
   */
  list: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/products/:id/reviews',
        tags: ['reviews'],
        summary: "A shown product's published reviews, newest first; the total is in X-Total-Count",
        description:
          `A page of ${publishedReview}: \`page\` (from 1) and \`pageSize\` (1 to 50, default ` +
          '5). The product answer carries their average and count (`rating`). A product the ' +
          'shop does not show is a 404.',
        params: { id: 'productId' },
      },
    })
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
    .meta({
      rest: {
        method: 'POST',
        path: '/api/products/:id/reviews',
        tags: ['reviews'],
        summary: 'Review a product the signed-in customer received, or change their review',
        description:
          '`rating` a JSON whole number from 1 to 5, `title` up to 120 characters, `body` 10 to ' +
          '4000. One review per customer and product: posting again replaces it. Either way it ' +
          'waits for staff (`status: pending`) before the shop shows it. 201 with the review ' +
          'when new, 200 when changed; 401 without a session; 403 for a customer none of whose ' +
          `delivered orders held the product ("${REVIEW_NOT_RECEIVED}").`,
        session: true,
        params: { id: 'productId' },
      },
    })
    .input(reviewInput.extend({ productId }))
    .mutation(({ ctx, input: { productId, ...review } }) =>
      submitReview(ctx.db, ctx.customerId, productId, review),
    ),

  staffList: moderation
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/reviews',
        tags: ['reviews'],
        summary:
          'Reviews to moderate, newest first, all or in one status; the total is in X-Total-Count',
        description:
          `A page of ${staffReview}. \`status\` filters; \`page\` (from 1) and \`pageSize\` (1 ` +
          'to 200, default 50).',
      },
    })
    .input(staffReviewListInput)
    .query(({ ctx, input }) => staffReviews(ctx.db, input)),

  publish: moderation
    .meta({
      rest: {
        method: 'POST',
        path: '/api/admin/reviews/:id/publish',
        tags: ['reviews'],
        summary: "Publish a review on its product's page",
        description: `Answers the review (${staffReview}); its product's rating counts it at once.`,
      },
    })
    .input(idInput)
    .mutation(({ ctx, input }) => publishReview(ctx.db, ctx.staff, input.id)),

  hide: moderation
    .meta({
      rest: {
        method: 'POST',
        path: '/api/admin/reviews/:id/hide',
        tags: ['reviews'],
        summary: "Hide a review from its product's page",
        description: `Answers the review; its product's rating no longer counts it.`,
      },
    })
    .input(idInput)
    .mutation(({ ctx, input }) => hideReview(ctx.db, ctx.staff, input.id)),
});
