import { eq } from 'drizzle-orm';
import { localUsers, type Database } from '@buildright/db';

/**
 * How a review names its author in public: the first name and the last name's initial ("Casey
 * B."), or the username without a first name. A full name is the customer's, not the shop's, to
 * publish.
 */
function reviewerName(account: {
  firstName: string | null;
  lastName: string | null;
  username: string;
}): string {
  const first = account.firstName?.trim();
  if (!first) return account.username;
  const initial = account.lastName?.trim().charAt(0);
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

export async function reviewerNameOf(db: Database, customerId: number): Promise<string> {
  const [account] = await db
    .select({
      firstName: localUsers.firstName,
      lastName: localUsers.lastName,
      username: localUsers.username,
    })
    .from(localUsers)
    .where(eq(localUsers.id, customerId));
  return account ? reviewerName(account) : 'A customer';
}
