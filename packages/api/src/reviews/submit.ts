import { and, eq, sql } from 'drizzle-orm';
import { productReviews, type Database } from '@buildright/db';
import { getProduct } from '../catalogue/index.ts';
import { forbidden } from '../errors.ts';
import { hasReceivedProduct } from '../orders/index.ts';
import { reviewerNameOf } from './author.ts';
import { REVIEW_NOT_RECEIVED, type ReviewInput, type ReviewStatus } from './shared/reviews.ts';

/** The signed-in customer's own review, with where it stands. */
export interface OwnReview {
  id: number;
  rating: number;
  title: string;
  body: string;
  status: ReviewStatus;
  submittedAt: Date;
}

/** Whether the customer may review the product, and the review they already wrote. */
export interface ReviewStanding {
  mayReview: boolean;
  review: OwnReview | null;
}

const ownColumns = {
  id: productReviews.id,
  rating: productReviews.rating,
  title: productReviews.title,
  body: productReviews.body,
  status: productReviews.status,
  submittedAt: productReviews.submittedAt,
};

export async function reviewStanding(
  db: Database,
  customerId: number,
  productId: number,
): Promise<ReviewStanding> {
  await getProduct(db, productId);
  const [mayReview, [review]] = await Promise.all([
    hasReceivedProduct(db, customerId, productId),
    db
      .select(ownColumns)
      .from(productReviews)
      .where(
        and(eq(productReviews.productId, productId), eq(productReviews.customerId, customerId)),
      ),
  ]);
  return { mayReview, review: review ?? null };
}

/**
 * A customer's review of a product the shop shows and one of their delivered orders held. Posting
 * again replaces their review, which waits for staff again, published or not.
 */
export async function submitReview(
  db: Database,
  customerId: number,
  productId: number,
  input: ReviewInput,
): Promise<{ review: OwnReview; created: boolean }> {
  await getProduct(db, productId);
  if (!(await hasReceivedProduct(db, customerId, productId))) throw forbidden(REVIEW_NOT_RECEIVED);
  const written = {
    ...input,
    authorName: await reviewerNameOf(db, customerId),
    status: 'pending' as const,
    submittedAt: new Date(),
  };
  const [saved] = await db
    .insert(productReviews)
    .values({ ...written, productId, customerId })
    .onConflictDoUpdate({
      target: [productReviews.productId, productReviews.customerId],
      set: written,
    })
    .returning({ ...ownColumns, created: sql<boolean>`xmax = 0` });
  const { created, ...review } = saved!;
  return { review, created };
}
