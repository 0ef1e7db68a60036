import { staffPermissionOf, type CatalogCache } from '@buildright/api';
import {
  idInput,
  reviewInput,
  reviewPageInput,
  REVIEW_NOT_RECEIVED,
  staffReviewListInput,
} from '@buildright/api/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendPage } from './catalog.ts';

const tags = ['reviews'];

const publishedReview =
  '`{ id, rating, title, body, authorName, submittedAt }`: `rating` 1 to 5 stars, `authorName` ' +
  'the first name and last initial ("Casey B.")';

const staffReview =
  '`{ id, productId, productName, rating, title, body, authorName, status, submittedAt, ' +
  'moderatedAt }`: `status` pending (written or changed, waiting for staff), published or hidden';

/**
 * Verified buyers' product reviews: the shop shows the published ones; a customer reviews what a
 * delivered order brought them; staff publish or hide each review.
 */
export const reviewRoutes: FastifyPluginAsyncZod<{ catalogCache: CatalogCache }> = async (
  app,
  { catalogCache },
) => {
  app.get(
    '/api/products/:id/reviews',
    {
      schema: {
        tags,
        summary: "A shown product's published reviews, newest first; the total is in X-Total-Count",
        description:
          `A page of ${publishedReview}: \`page\` (from 1) and \`pageSize\` (1 to 50, default ` +
          '5). The product answer carries their average and count (`rating`). A product the ' +
          'shop does not show is a 404.',
        params: idInput,
        querystring: reviewPageInput,
      },
    },
    async (request, reply) => {
      const { reviews, total } = await request.api.reviews.list({
        productId: request.params.id,
        ...request.query,
      });
      return sendPage(catalogCache, request, reply, { body: reviews, total, view: 'shop' });
    },
  );

  app.post(
    '/api/products/:id/reviews',
    {
      schema: {
        tags,
        security: [{ session: [] }],
        summary: 'Review a product the signed-in customer received, or change their review',
        description:
          '`rating` a JSON whole number from 1 to 5, `title` up to 120 characters, `body` 10 to ' +
          '4000. One review per customer and product: posting again replaces it. Either way it ' +
          'waits for staff (`status: pending`) before the shop shows it. 201 with the review ' +
          'when new, 200 when changed; 401 without a session; 403 for a customer none of whose ' +
          `delivered orders held the product ("${REVIEW_NOT_RECEIVED}").`,
        params: idInput,
        body: reviewInput,
      },
    },
    async (request, reply) => {
      const { review, created } = await request.api.reviews.submit({
        productId: request.params.id,
        ...request.body,
      });
      return reply.status(created ? 201 : 200).send(review);
    },
  );

  app.get(
    '/api/admin/reviews',
    {
      config: { staff: staffPermissionOf('reviews.staffList') },
      schema: {
        tags,
        summary:
          'Reviews to moderate, newest first, all or in one status; the total is in X-Total-Count',
        description:
          `A page of ${staffReview}. \`status\` filters; \`page\` (from 1) and \`pageSize\` (1 ` +
          'to 200, default 50).',
        querystring: staffReviewListInput,
      },
    },
    async (request, reply) => {
      const { reviews, total } = await request.api.reviews.staffList(request.query);
      return reply.header('x-total-count', total).send(reviews);
    },
  );

  app.post(
    '/api/admin/reviews/:id/publish',
    {
      config: { staff: staffPermissionOf('reviews.publish') },
      schema: {
        tags,
        summary: "Publish a review on its product's page",
        description: `Answers the review (${staffReview}); its product's rating counts it at once.`,
        params: idInput,
      },
    },
    (request) => request.api.reviews.publish(request.params),
  );

  app.post(
    '/api/admin/reviews/:id/hide',
    {
      config: { staff: staffPermissionOf('reviews.hide') },
      schema: {
        tags,
        summary: "Hide a review from its product's page",
        description: `Answers the review; its product's rating no longer counts it.`,
        params: idInput,
      },
    },
    (request) => request.api.reviews.hide(request.params),
  );
};
