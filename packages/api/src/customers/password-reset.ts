import { and, eq, gt, sql } from 'drizzle-orm';
import {
  adminUsers,
  localUsers,
  passwordResetTokens,
  type Database,
  type Transaction,
} from '@buildright/db';
import { badRequest } from '../errors.ts';
import { enqueueEmail } from '../mail/index.ts';
import {
  describeLifetime,
  RESET_LINK_REFUSED,
  type AccountKind,
  type ResetPasswordInput,
} from './shared/password-reset.ts';
import { hashPassword } from './passwords.ts';
import { endSessionsOf, type SessionOwner } from './sessions.ts';
import { hashLinkToken as hashToken, newLinkToken } from './tokens.ts';

const ownerColumns = (owner: SessionOwner) =>
  'customerId' in owner
    ? eq(passwordResetTokens.customerId, owner.customerId)
    : eq(passwordResetTokens.adminId, owner.adminId);

/** Any password change makes earlier reset links worthless. */
export async function voidResetLinks(db: Database | Transaction, owner: SessionOwner) {
  await db.delete(passwordResetTokens).where(ownerColumns(owner));
}

async function findAccount(db: Database, email: string, kind: AccountKind) {
  if (kind === 'customer') {
    const [customer] = await db
      .select({
        id: localUsers.id,
        email: localUsers.email,
        name: sql<string>`coalesce(${localUsers.firstName}, ${localUsers.username})`,
      })
      .from(localUsers)
      .where(sql`lower(${localUsers.email}) = lower(${email})`);
    return (
      customer && { owner: { customerId: customer.id }, email: customer.email, name: customer.name }
    );
  }
  const [admin] = await db
    .select({ id: adminUsers.id, email: adminUsers.email, name: adminUsers.username })
    .from(adminUsers)
    .where(sql`lower(${adminUsers.email}) = lower(${email})`);
  return admin && { owner: { adminId: admin.id }, email: admin.email!, name: admin.name };
}

/**
 * E-mails a one-time link to the account using `email`, if there is one; the caller answers the
 * same either way. A new link voids the earlier ones.
 */
export async function requestPasswordReset(
  deps: { db: Database; publicUrl: string; linkMinutes: number },
  input: { email: string; account: AccountKind },
): Promise<void> {
  const account = await findAccount(deps.db, input.email, input.account);
  if (!account) return;
  const token = newLinkToken();
  await deps.db.transaction(async (tx) => {
    await voidResetLinks(tx, account.owner);
    await tx.insert(passwordResetTokens).values({
      ...account.owner,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + deps.linkMinutes * 60_000),
    });
    await enqueueEmail(
      tx,
      'passwordReset',
      { to: account.email },
      {
        name: account.name,
        resetUrl: `${deps.publicUrl}/reset-password?token=${token}`,
        validFor: describeLifetime(deps.linkMinutes),
      },
    );
  });
}

/**
 * Sets the new password if the link is valid, uses the link up and ends every session of the
 * account; the caller then signs the person in afresh. Answers whose password it was.
 */
export async function resetPassword(
  db: Database,
  input: ResetPasswordInput,
): Promise<SessionOwner> {
  const password = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [link] = await tx
      .delete(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(input.token)),
          gt(passwordResetTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({
        customerId: passwordResetTokens.customerId,
        adminId: passwordResetTokens.adminId,
      });
    if (!link) throw badRequest(RESET_LINK_REFUSED);
    const owner: SessionOwner =
      link.customerId !== null ? { customerId: link.customerId } : { adminId: link.adminId! };
    if ('customerId' in owner) {
      await tx.update(localUsers).set({ password }).where(eq(localUsers.id, owner.customerId));
    } else {
      await tx.update(adminUsers).set({ password }).where(eq(adminUsers.id, owner.adminId));
    }
    await voidResetLinks(tx, owner);
    await endSessionsOf(tx, owner, '');
    return owner;
  });
}
