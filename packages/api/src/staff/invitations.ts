import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { adminUsers, staffInvitations, type Database, type Transaction } from '@buildright/db';
import { badRequest, conflict, notFound } from '../errors.ts';
import { enqueueEmail } from '../mail/index.ts';
import { adminPaths, adminUrl } from '../shared/admin-paths.ts';
import {
  INVITATION_DAYS,
  INVITATION_REFUSED,
  staffRoleDescriptions,
  staffRoleLabels,
  type StaffRole,
} from './shared/staff.ts';
import type { AcceptInvitationInput, InviteStaffInput } from './shared/staff-input.ts';
import { recordAudit, type StaffActor } from '../audit/index.ts';
import { hashPassword, hashLinkToken, newLinkToken } from '../customers/index.ts';
import { isUniqueViolation } from '../database/index.ts';
const isOpen = and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt));
const sameEmail = (
  column: typeof adminUsers.email | typeof staffInvitations.email,
  email: string,
) => sql`lower(${column}) = lower(${email})`;

/** Closes the open invitation for `email`, if there is one; answers whether there was. */
async function revokeOpenInvitation(tx: Transaction, email: string): Promise<boolean> {
  const revoked = await tx
    .update(staffInvitations)
    .set({ revokedAt: sql`now()` })
    .where(and(isOpen, sameEmail(staffInvitations.email, email)))
    .returning({ id: staffInvitations.id });
  return revoked.length > 0;
}

/**
 * E-mails a one-time link with which `email` joins the staff in `role`. Inviting an address again
 * (to resend, or with another role) replaces its open invitation.
 */
export async function inviteStaff(
  deps: { db: Database; adminUrl: string },
  actor: StaffActor,
  input: InviteStaffInput,
): Promise<void> {
  const [member] = await deps.db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(sameEmail(adminUsers.email, input.email));
  if (member) throw conflict('A staff member already uses that e-mail address');

  const token = newLinkToken();
  await deps.db.transaction(async (tx) => {
    await revokeOpenInvitation(tx, input.email);
    await tx.insert(staffInvitations).values({
      email: input.email,
      staffRole: input.role,
      tokenHash: hashLinkToken(token),
      invitedBy: actor.id,
      expiresAt: new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60_000),
    });
    await enqueueEmail(
      tx,
      'staffInvitation',
      { to: input.email },
      {
        invitedBy: actor.username,
        role: staffRoleLabels[input.role],
        roleDescription: staffRoleDescriptions[input.role],
        acceptUrl: adminUrl(deps.adminUrl, adminPaths.invitation(token)),
        validFor: `${INVITATION_DAYS} days`,
      },
    );
    await recordAudit(tx, actor, {
      action: 'staff.invited',
      entityType: 'staff',
      entityLabel: input.email,
      changes: [{ field: 'role', from: null, to: input.role }],
    });
  });
}

export async function revokeInvitation(db: Database, actor: StaffActor, id: number) {
  await db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(staffInvitations)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(staffInvitations.id, id), isOpen))
      .returning({ email: staffInvitations.email });
    if (!revoked) throw notFound('Invitation not found');
    await recordAudit(tx, actor, {
      action: 'staff.invitation_revoked',
      entityType: 'staff',
      entityLabel: revoked.email,
    });
  });
}

const usable = (token: string) =>
  and(
    eq(staffInvitations.tokenHash, hashLinkToken(token)),
    isOpen,
    gt(staffInvitations.expiresAt, sql`now()`),
  );

export interface InvitationView {
  email: string;
  role: StaffRole;
}

/** What the link's page shows before the person chooses a username and password. */
export async function describeInvitation(db: Database, token: string): Promise<InvitationView> {
  const [invitation] = await db
    .select({ email: staffInvitations.email, role: staffInvitations.staffRole })
    .from(staffInvitations)
    .where(usable(token));
  if (!invitation) throw badRequest(INVITATION_REFUSED);
  return invitation;
}

/** Creates the staff account the invitation offered and uses the invitation up. */
export async function acceptInvitation(
  db: Database,
  input: AcceptInvitationInput,
  ip: string | null,
): Promise<{ adminId: number }> {
  const password = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [invitation] = await tx
        .select({
          id: staffInvitations.id,
          email: staffInvitations.email,
          role: staffInvitations.staffRole,
        })
        .from(staffInvitations)
        .where(usable(input.token))
        .for('update');
      if (!invitation) throw badRequest(INVITATION_REFUSED);
      const [created] = await tx
        .insert(adminUsers)
        .values({
          username: input.username,
          password,
          role: 'admin',
          email: invitation.email,
          staffRole: invitation.role,
          // Joining signs the new member in: it is their first sign-in.
          lastSignInAt: sql`now()`,
        })
        .returning({ id: adminUsers.id });
      const adminId = created!.id;
      await tx
        .update(staffInvitations)
        .set({ acceptedAt: sql`now()`, acceptedBy: adminId })
        .where(eq(staffInvitations.id, invitation.id));
      await recordAudit(
        tx,
        { id: adminId, username: input.username, ip },
        {
          action: 'staff.joined',
          entityType: 'staff',
          entityId: adminId,
          entityLabel: input.username,
          changes: [
            { field: 'email', from: null, to: invitation.email },
            { field: 'role', from: null, to: invitation.role },
          ],
        },
      );
      return { adminId };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const [taken] = await db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(adminUsers.username, input.username));
    throw conflict(
      taken ? 'That username is already taken' : 'A staff member already uses that e-mail address',
    );
  }
}
