import { and, eq } from 'drizzle-orm';
import { savedLists, type Transaction } from '@buildright/db';

/**
 * A member leaving a company hands the lists they shared with it to one of its admins, so the
 * company keeps them (still shared, now the admin's to change); their own lists stay theirs.
 * Answers how many changed hands. The admin may end up over the number of lists one person
 * keeps: they keep them all, and make a new one once they are below it again.
 */
export async function handOverSharedLists(
  tx: Transaction,
  handover: { from: number; to: number; companyId: number },
): Promise<number> {
  const moved = await tx
    .update(savedLists)
    .set({ customerId: handover.to })
    .where(
      and(eq(savedLists.customerId, handover.from), eq(savedLists.companyId, handover.companyId)),
    )
    .returning({ id: savedLists.id });
  return moved.length;
}
