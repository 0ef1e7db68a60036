export { reviewsRouter } from './router.ts';
export type { PublishedReview, PublishedReviewPage, StaffReview, StaffReviewPage } from './read.ts';
export type { OwnReview, ReviewStanding } from './submit.ts';
