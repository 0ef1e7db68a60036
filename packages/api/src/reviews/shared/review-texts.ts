import type { ReviewStatus } from '@buildright/db/domain';

export const reviewStatusLabels: Record<ReviewStatus, string> = {
  pending: 'Pending',
  published: 'Published',
  hidden: 'Hidden',
};

/** Why a signed-in customer may not review a product: they have not received it. */
export const REVIEW_NOT_RECEIVED = 'Only customers who received this product can review it';
