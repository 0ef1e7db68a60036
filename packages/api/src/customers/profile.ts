import { eq } from 'drizzle-orm';
import { localUsers, type Database } from '@buildright/db';
import { badRequest, conflict, notFound } from '../errors.ts';
import type { PasswordChangeInput, ProfileValues } from './shared/account.ts';
import { asCurrentUser, customerColumns, type CurrentUser } from './auth.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { isUniqueViolation } from '../database/index.ts';
import { voidResetLinks } from './password-reset.ts';
import { endSessionsOf } from './sessions.ts';

export async function updateProfile(
  db: Database,
  customerId: number,
  values: ProfileValues,
): Promise<CurrentUser> {
  try {
    const [updated] = await db
      .update(localUsers)
      .set(values)
      .where(eq(localUsers.id, customerId))
      .returning(customerColumns);
    if (!updated) throw notFound('Your account no longer exists');
    return asCurrentUser(updated);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('An account with that email already exists');
    throw error;
  }
}

/**
 * Sets a new password once the current one is proven, and signs the account out everywhere
 * else: whoever knew the old password loses the sessions it opened.
 */
export async function changePassword(
  db: Database,
  { customerId, keepSessionId }: { customerId: number; keepSessionId: string },
  input: PasswordChangeInput,
): Promise<void> {
  const [found] = await db
    .select({ passwordHash: localUsers.password })
    .from(localUsers)
    .where(eq(localUsers.id, customerId));
  if (!found || !(await verifyPassword(found.passwordHash, input.currentPassword))) {
    throw badRequest('Your current password is incorrect');
  }
  const password = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(localUsers).set({ password }).where(eq(localUsers.id, customerId));
    await endSessionsOf(tx, { customerId }, keepSessionId);
    await voidResetLinks(tx, { customerId });
  });
}
