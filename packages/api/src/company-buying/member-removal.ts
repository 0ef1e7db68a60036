// Removing a member from a company: by one of its admins, or by staff.
import { and, asc, eq, ne } from 'drizzle-orm';
import {
  companyMembers,
  localUsers,
  orders,
  type Database,
  type Transaction,
} from '@buildright/db';
import { conflict, notFound } from '../errors.ts';
import { handOverSharedLists } from '../lists/index.ts';
import { moveOrder } from '../orders/index.ts';
import { recordAudit, type StaffActor } from '../audit/index.ts';
import { companyById, lockCompany, customerActor, requireRole } from '../companies/index.ts';

interface Removal {
  companyId: number;
  memberId: number;
  /** Who the activity log names. */
  actor: Parameters<typeof recordAudit>[1];
  /** Staff removing them, whose cancelling of orders is logged too; null for a company admin. */
  staff: StaffActor | null;
  /** The admin removing them, who takes their shared lists; null when staff do. */
  byAdmin: number | null;
  /** "your company", "company 12": where a missing member was looked for. */
  where: string;
  shopEmail: string;
}

const CANCELLED_NOTE =
  'Cancelled: the buyer was removed from the company before the order was approved.';

/** The company's earliest admin other than `memberId`: who takes over what the member shared. */
async function otherAdmin(tx: Transaction, companyId: number, memberId: number) {
  const [admin] = await tx
    .select({ customerId: companyMembers.customerId })
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        eq(companyMembers.role, 'admin'),
        ne(companyMembers.customerId, memberId),
      ),
    )
    .orderBy(asc(companyMembers.joinedAt), asc(companyMembers.customerId))
    .limit(1);
  return admin?.customerId;
}

/**
 * Ends a member's part in the company, in one transaction:
 * - they are no member from the commit on: the session holds only who is signed in, and every
 *   company rule reads the membership from the database on each request, so their next call to
 *   a company route is a 404 and an order on account is refused;
 * - their orders awaiting the company's approval are cancelled through the order lifecycle, the
 *   units held for them going back on sale, and they are e-mailed; orders already placed (on
 *   account, approved, or approved and awaiting their card payment) stay the company's as they are;
 * - the lists they shared with the company are handed to an admin (the one removing them, else the
 *   earliest other admin) and stay shared; their own lists stay theirs;
 * - the invitations they sent stay pending, for the admins who remain to keep or revoke.
 * The last admin cannot be removed (409). Locks the member's row, then their orders, then the
 * company, in the order that placing and approving orders take them.
 */
async function removeMember(tx: Transaction, removal: Removal): Promise<void> {
  const { companyId, memberId } = removal;
  const [member] = await tx
    .select({ role: companyMembers.role, email: localUsers.email })
    .from(companyMembers)
    .innerJoin(localUsers, eq(localUsers.id, companyMembers.customerId))
    .where(and(eq(companyMembers.customerId, memberId), eq(companyMembers.companyId, companyId)))
    .for('update', { of: companyMembers });
  if (!member) throw notFound(`No member with id ${memberId} in ${removal.where}`);

  const waiting = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, memberId),
        eq(orders.companyId, companyId),
        eq(orders.status, 'awaiting_approval'),
      ),
    )
    .orderBy(asc(orders.id));
  for (const { id } of waiting) {
    await moveOrder(tx, id, 'cancelled', removal.staff, {
      note: CANCELLED_NOTE,
      notifyFrom: removal.shopEmail,
    });
  }

  const company = await lockCompany(tx, companyId);
  if (member.role === 'admin') {
    const admins = await tx.$count(
      companyMembers,
      and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'admin')),
    );
    if (admins <= 1) {
      throw conflict(
        'A company needs at least one admin: make another member admin before removing this one',
      );
    }
  }
  const heir =
    removal.byAdmin !== null && removal.byAdmin !== memberId
      ? removal.byAdmin
      : await otherAdmin(tx, companyId, memberId);
  const handedOver =
    heir === undefined ? 0 : await handOverSharedLists(tx, { from: memberId, to: heir, companyId });
  await tx.delete(companyMembers).where(eq(companyMembers.customerId, memberId));

  await recordAudit(tx, removal.actor, {
    action: 'company.member_removed',
    entityType: 'company',
    entityId: companyId,
    entityLabel: company.name,
    changes: [
      { field: 'member', from: `${member.email} (${member.role})`, to: null },
      ...(waiting.length > 0
        ? [
            {
              field: 'orders cancelled',
              from: null,
              to: waiting.map((order) => `#${order.id}`).join(', '),
            },
          ]
        : []),
      ...(handedOver > 0
        ? [{ field: 'shared lists handed over', from: null, to: handedOver }]
        : []),
    ],
  });
}

/** A company admin removes a member of their company (themselves too, while another admin stays). */
export function removeCompanyMember(
  db: Database,
  customerId: number,
  memberId: number,
  shopEmail: string,
): Promise<void> {
  return db.transaction(async (tx) => {
    const { companyId } = await requireRole(tx, customerId, 'admin', 'remove members');
    await removeMember(tx, {
      companyId,
      memberId,
      actor: await customerActor(tx, customerId),
      staff: null,
      byAdmin: customerId,
      where: 'your company',
      shopEmail,
    });
  });
}

/** Staff remove a member of a company. */
export function staffRemoveCompanyMember(
  db: Database,
  staff: StaffActor,
  companyId: number,
  memberId: number,
  shopEmail: string,
): Promise<void> {
  return db.transaction(async (tx) => {
    if (!(await companyById(tx, companyId))) throw notFound(`No company with id ${companyId}`);
    await removeMember(tx, {
      companyId,
      memberId,
      actor: staff,
      staff,
      byAdmin: null,
      where: `company ${companyId}`,
      shopEmail,
    });
  });
}
