import * as z from 'zod';
import { reviewStatuses, type ReviewStatus } from '@buildright/db/domain';
import { pageField, pageSizeField, requiredText } from '../../shared/fields.ts';
import {
  MAX_REVIEW_PAGE_SIZE,
  MAX_STAFF_REVIEW_PAGE_SIZE,
  REVIEW_PAGE_SIZE,
  STAFF_REVIEW_PAGE_SIZE,
} from './review-page-sizes.ts';

export { reviewStatuses, type ReviewStatus };
// What the shop's pages show of reviews, in a module without zod: a product page loads no schema.
export { REVIEW_NOT_RECEIVED, reviewStatusLabels } from './review-texts.ts';

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MIN = 10;
export const REVIEW_BODY_MAX = 4000;

const ratingMessage = 'Rating must be a whole number of stars from 1 to 5';

/**
 * What a customer writes about a product. The rating is a JSON number of stars: "5" is text, not
 * a rating, and is refused like 0, 6 or 4.5.
 */
export const reviewInput = z.object({
  rating: z.int({ error: ratingMessage }).min(1, ratingMessage).max(5, ratingMessage),
  title: requiredText('Title is required', REVIEW_TITLE_MAX),
  body: z
    .string({ error: `Review must be at least ${REVIEW_BODY_MIN} characters` })
    .trim()
    .min(REVIEW_BODY_MIN, `Review must be at least ${REVIEW_BODY_MIN} characters`)
    .max(REVIEW_BODY_MAX, `Review must be at most ${REVIEW_BODY_MAX} characters`),
});
export type ReviewInput = z.infer<typeof reviewInput>;

/** A page of a product's published reviews, newest first. */
export const reviewPageInput = z.object({
  page: pageField,
  pageSize: pageSizeField(MAX_REVIEW_PAGE_SIZE, REVIEW_PAGE_SIZE),
});

/** Staff's list of reviews, newest first, all or those in one status. */
export const staffReviewListInput = z.object({
  status: z
    .enum(reviewStatuses, { error: `Status must be one of ${reviewStatuses.join(', ')}` })
    .optional(),
  page: pageField,
  pageSize: pageSizeField(MAX_STAFF_REVIEW_PAGE_SIZE, STAFF_REVIEW_PAGE_SIZE),
});
export type StaffReviewListInput = z.input<typeof staffReviewListInput>;
export type StaffReviewListQuery = z.output<typeof staffReviewListInput>;
