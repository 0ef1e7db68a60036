import { eq } from 'drizzle-orm';
import { productReviews, products, type Database } from '@buildright/db';
import { notFound } from '../errors.ts';
import { recordAudit, type StaffActor } from '../audit/index.ts';
import { staffReview, type StaffReview } from './read.ts';

type Verdict = 'published' | 'hidden';

const actions = { published: 'review.published', hidden: 'review.hidden' } as const;

/**
 * Staff publish a review onto its product's page or hide it from there. The product's rating
 * follows by the reviews' triggers, which also drop every process's cached pages.
 */
async function moderate(
  db: Database,
  actor: StaffActor,
  id: number,
  status: Verdict,
): Promise<StaffReview> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        status: productReviews.status,
        authorName: productReviews.authorName,
        productName: products.name,
      })
      .from(productReviews)
      .innerJoin(products, eq(products.id, productReviews.productId))
      .where(eq(productReviews.id, id))
      .for('update', { of: productReviews });
    if (!before) throw notFound(`No review with id ${id}`);
    if (before.status === status) return;
    await tx
      .update(productReviews)
      .set({ status, moderatedAt: new Date() })
      .where(eq(productReviews.id, id));
    await recordAudit(tx, actor, {
      action: actions[status],
      entityType: 'review',
      entityId: id,
      entityLabel: `Review of ${before.productName} by ${before.authorName}`,
      changes: [{ field: 'status', from: before.status, to: status }],
    });
  });
  return (await staffReview(db, id))!;
}

export const publishReview = (db: Database, actor: StaffActor, id: number) =>
  moderate(db, actor, id, 'published');

export const hideReview = (db: Database, actor: StaffActor, id: number) =>
  moderate(db, actor, id, 'hidden');
