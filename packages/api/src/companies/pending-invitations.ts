// A company's invitations not yet taken up: listed for its admins, revoked by them or by staff.
import { and, eq, isNull } from 'drizzle-orm';
import { companyInvitations, type Database, type Transaction } from '@buildright/db';
import { notFound } from '../errors.ts';
import { recordAudit, type StaffActor } from '../audit/index.ts';
import { companyById, openInvitationsOf } from './company-reads.ts';
import { customerActor, requireRole } from './membership.ts';
import type { OpenCompanyInvitation } from './shared/company.ts';

/** The company's invitations still waiting to be accepted, the oldest first (its admins). */
export async function myCompanyInvitations(
  db: Database,
  customerId: number,
): Promise<OpenCompanyInvitation[]> {
  const { companyId } = await requireRole(db, customerId, 'admin', 'see its invitations');
  return openInvitationsOf(db, companyId);
}

/**
 * Deletes the company's invitation unless it was accepted: its link stops working at once (the
 * join page and accepting find nothing). Another company's, an accepted or an unknown one is a 404.
 */
async function revokeInvitation(
  tx: Transaction,
  actor: Parameters<typeof recordAudit>[1],
  companyId: number,
  invitationId: number,
): Promise<void> {
  const [revoked] = await tx
    .delete(companyInvitations)
    .where(
      and(
        eq(companyInvitations.id, invitationId),
        eq(companyInvitations.companyId, companyId),
        isNull(companyInvitations.acceptedAt),
      ),
    )
    .returning({ email: companyInvitations.email, role: companyInvitations.role });
  if (!revoked) throw notFound(`No pending invitation with id ${invitationId} in this company`);
  const company = (await companyById(tx, companyId))!;
  await recordAudit(tx, actor, {
    action: 'company.invitation_revoked',
    entityType: 'company',
    entityId: companyId,
    entityLabel: company.name,
    changes: [{ field: 'invited', from: `${revoked.email} (${revoked.role})`, to: null }],
  });
}

/** A company admin takes back an invitation of their company. */
export function revokeCompanyInvitation(
  db: Database,
  customerId: number,
  invitationId: number,
): Promise<void> {
  return db.transaction(async (tx) => {
    const { companyId } = await requireRole(tx, customerId, 'admin', 'revoke invitations');
    await revokeInvitation(tx, await customerActor(tx, customerId), companyId, invitationId);
  });
}

/** Staff take back an invitation of a company. */
export function staffRevokeCompanyInvitation(
  db: Database,
  actor: StaffActor,
  companyId: number,
  invitationId: number,
): Promise<void> {
  return db.transaction(async (tx) => {
    if (!(await companyById(tx, companyId))) throw notFound(`No company with id ${companyId}`);
    await revokeInvitation(tx, actor, companyId, invitationId);
  });
}
