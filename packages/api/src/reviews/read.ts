import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { productRatings, productReviews, products, type Database } from '@buildright/db';
import type { ReviewStatus, StaffReviewListQuery } from './shared/reviews.ts';

/** A published review as the product page shows it. */
export interface PublishedReview {
  id: number;
  rating: number;
  title: string;
  body: string;
  authorName: string;
  submittedAt: Date;
}

export interface PublishedReviewPage {
  reviews: PublishedReview[];
  /** How many are published, on every page. */
  total: number;
}

/** A review as staff moderate it. */
export interface StaffReview extends PublishedReview {
  productId: number;
  productName: string;
  status: ReviewStatus;
  moderatedAt: Date | null;
}

export interface StaffReviewPage {
  reviews: StaffReview[];
  total: number;
}

const publishedColumns = {
  id: productReviews.id,
  rating: productReviews.rating,
  title: productReviews.title,
  body: productReviews.body,
  authorName: productReviews.authorName,
  submittedAt: productReviews.submittedAt,
};

const newestFirst = [desc(productReviews.submittedAt), desc(productReviews.id)];

/** A page of a product's published reviews, newest first; the total is the product's tally. */
export async function publishedReviews(
  db: Database,
  productId: number,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<PublishedReviewPage> {
  const [reviews, [tally]] = await Promise.all([
    db
      .select(publishedColumns)
      .from(productReviews)
      .where(and(eq(productReviews.productId, productId), eq(productReviews.status, 'published')))
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: productRatings.reviewCount })
      .from(productRatings)
      .where(eq(productRatings.productId, productId)),
  ]);
  return { reviews, total: tally?.total ?? 0 };
}

const staffColumns = {
  ...publishedColumns,
  productId: productReviews.productId,
  productName: products.name,
  status: productReviews.status,
  moderatedAt: productReviews.moderatedAt,
};

/** Reviews for staff, newest first, all or in one status, and how many match. */
export async function staffReviews(
  db: Database,
  { status, page, pageSize }: StaffReviewListQuery,
): Promise<StaffReviewPage> {
  const where: SQL | undefined = status ? eq(productReviews.status, status) : undefined;
  const [reviews, [matching]] = await Promise.all([
    db
      .select(staffColumns)
      .from(productReviews)
      .innerJoin(products, eq(products.id, productReviews.productId))
      .where(where)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(productReviews).where(where),
  ]);
  return { reviews, total: matching?.total ?? 0 };
}

/** One review as staff see it; undefined when there is none. */
export async function staffReview(db: Database, id: number): Promise<StaffReview | undefined> {
  const [review] = await db
    .select(staffColumns)
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .where(eq(productReviews.id, id));
  return review;
}
