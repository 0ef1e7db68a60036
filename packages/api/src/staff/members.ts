import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { adminUsers, staffInvitations, type Database, type Transaction } from '@buildright/db';
import { badRequest, conflict, notFound } from '../errors.ts';
import type { StaffRole } from './shared/staff.ts';
import { recordAudit, type StaffActor } from '../audit/index.ts';
import { endSessionsOf } from '../customers/index.ts';

export interface StaffMember {
  id: number;
  username: string;
  email: string | null;
  role: StaffRole;
  disabled: boolean;
  lastSignInAt: Date | null;
  createdAt: Date;
}

export interface OpenInvitation {
  id: number;
  email: string;
  role: StaffRole;
  invitedBy: string | null;
  createdAt: Date;
  expiresAt: Date;
}

export interface StaffList {
  members: StaffMember[];
  /** Invitations not yet accepted, revoked or expired. */
  invitations: OpenInvitation[];
}

export async function listStaff(db: Database): Promise<StaffList> {
  const inviter = alias(adminUsers, 'inviter');
  const [members, invitations] = await Promise.all([
    db
      .select({
        id: adminUsers.id,
        username: adminUsers.username,
        email: adminUsers.email,
        role: adminUsers.staffRole,
        disabled: sql<boolean>`${adminUsers.disabledAt} is not null`,
        lastSignInAt: adminUsers.lastSignInAt,
        createdAt: adminUsers.createdAt,
      })
      .from(adminUsers)
      .where(eq(adminUsers.role, 'admin'))
      .orderBy(asc(adminUsers.username)),
    db
      .select({
        id: staffInvitations.id,
        email: staffInvitations.email,
        role: staffInvitations.staffRole,
        invitedBy: inviter.username,
        createdAt: staffInvitations.createdAt,
        expiresAt: staffInvitations.expiresAt,
      })
      .from(staffInvitations)
      .leftJoin(inviter, eq(inviter.id, staffInvitations.invitedBy))
      .where(
        and(
          isNull(staffInvitations.acceptedAt),
          isNull(staffInvitations.revokedAt),
          gt(staffInvitations.expiresAt, sql`now()`),
        ),
      )
      .orderBy(desc(staffInvitations.createdAt)),
  ]);
  return { members, invitations };
}

const LAST_OWNER = 'The shop needs at least one enabled owner';

/**
 * The member `id`, locked for the change, after checking that the change leaves an enabled owner
 * (the enabled owners are locked too, so two owners cannot demote each other at once).
 */
async function lockForChange(tx: Transaction, id: number, keepsOwner: boolean) {
  const owners = await tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(eq(adminUsers.staffRole, 'owner'), isNull(adminUsers.disabledAt)))
    .for('update');
  const [member] = await tx
    .select({
      id: adminUsers.id,
      username: adminUsers.username,
      role: adminUsers.staffRole,
      disabledAt: adminUsers.disabledAt,
    })
    .from(adminUsers)
    .where(and(eq(adminUsers.id, id), eq(adminUsers.role, 'admin')))
    .for('update');
  if (!member) throw notFound('Staff member not found');
  const isEnabledOwner = owners.some((owner) => owner.id === id);
  if (isEnabledOwner && !keepsOwner && owners.length === 1) throw conflict(LAST_OWNER);
  return member;
}

export async function setStaffRole(
  db: Database,
  actor: StaffActor,
  input: { id: number; role: StaffRole },
): Promise<void> {
  await db.transaction(async (tx) => {
    const member = await lockForChange(tx, input.id, input.role === 'owner');
    if (member.role === input.role) return;
    await tx.update(adminUsers).set({ staffRole: input.role }).where(eq(adminUsers.id, input.id));
    await recordAudit(tx, actor, {
      action: 'staff.role_changed',
      entityType: 'staff',
      entityId: member.id,
      entityLabel: member.username,
      changes: [{ field: 'role', from: member.role, to: input.role }],
    });
  });
}

/** Disabling signs the member out everywhere at once; enabling lets them sign in again. */
export async function setStaffDisabled(
  db: Database,
  actor: StaffActor,
  input: { id: number; disabled: boolean },
): Promise<void> {
  if (input.disabled && input.id === actor.id) {
    throw badRequest('You cannot disable your own account');
  }
  await db.transaction(async (tx) => {
    const member = await lockForChange(tx, input.id, !input.disabled);
    if ((member.disabledAt !== null) === input.disabled) return;
    await tx
      .update(adminUsers)
      .set({ disabledAt: input.disabled ? sql`now()` : null })
      .where(eq(adminUsers.id, input.id));
    if (input.disabled) await endSessionsOf(tx, { adminId: input.id }, '');
    await recordAudit(tx, actor, {
      action: input.disabled ? 'staff.disabled' : 'staff.enabled',
      entityType: 'staff',
      entityId: member.id,
      entityLabel: member.username,
      changes: [{ field: 'disabled', from: !input.disabled, to: input.disabled }],
    });
  });
}
