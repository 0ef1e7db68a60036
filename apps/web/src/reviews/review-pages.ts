import { REVIEW_PAGE_SIZE } from '@buildright/api/shared';

/** The first page of a product's reviews: the page's loader fetches it before drawing. */
export const firstReviewPage = (productId: number) => ({
  productId,
  page: 1,
  pageSize: REVIEW_PAGE_SIZE,
});
