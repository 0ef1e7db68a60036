export { hideReview, publishReview } from './moderate.ts';
export {
  publishedReviews,
  staffReviews,
  type PublishedReview,
  type PublishedReviewPage,
  type StaffReview,
  type StaffReviewPage,
} from './read.ts';
export { reviewStanding, submitReview, type OwnReview, type ReviewStanding } from './submit.ts';
