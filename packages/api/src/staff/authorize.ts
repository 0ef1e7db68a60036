import type { Database } from '@buildright/db';
import type { SessionPort } from '../shared/ports.ts';
import { DomainError } from '../errors.ts';
import { roleMay, staffRoleLabels, type StaffPermission } from './shared/staff.ts';
import { findAdmin, type AdminUser } from '../customers/index.ts';

const NOT_STAFF_MESSAGE = 'Please sign in as an administrator';

/**
 * The signed-in staff member, if their role has `permission`; otherwise the refusal a caller
 * sees (401 signed out or disabled, 403 a customer or a role without it). Every staff
 * procedure, and the REST routes that are not procedures, ask here.
 */
export async function authorizeStaff(
  db: Database,
  session: Pick<SessionPort, 'adminId' | 'customerId'>,
  permission: StaffPermission,
): Promise<AdminUser> {
  const { adminId, customerId } = session;
  if (adminId === null) {
    throw customerId === null
      ? new DomainError('UNAUTHORIZED', NOT_STAFF_MESSAGE)
      : new DomainError('FORBIDDEN', 'Administrators only');
  }
  // Disabling an account ends its sessions; this catches a call already on its way.
  const staff = await findAdmin(db, adminId);
  if (!staff) throw new DomainError('UNAUTHORIZED', NOT_STAFF_MESSAGE);
  if (!roleMay(staff.staffRole, permission)) {
    throw new DomainError(
      'FORBIDDEN',
      `Your role (${staffRoleLabels[staff.staffRole]}) does not allow this`,
    );
  }
  return staff;
}
