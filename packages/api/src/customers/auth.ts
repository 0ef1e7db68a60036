import { eq, sql } from 'drizzle-orm';
import { adminUsers, customerTallies, localUsers, type Database } from '@buildright/db';
import { conflict, DomainError } from '../errors.ts';
import type { LoginInput, RegisterInput } from './shared/sign-in-input.ts';
import { permissionsOf, type StaffPermission, type StaffRole } from '../staff/shared/staff.ts';
import { recordAudit } from '../audit/index.ts';
import { voidResetLinks } from './password-reset.ts';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords.ts';
import { isUniqueViolation } from '../database/index.ts';

/** The signed-in person as the shop sees them (SPEC §3 "current customer user"). */
export interface CurrentUser {
  id: number;
  username: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  company: string | null;
  profileImageUrl: string | null;
  isAdmin: boolean;
}

export interface AdminUser {
  id: number;
  username: string;
  /** SPEC §3: 'admin' for every staff account. */
  role: string;
  staffRole: StaffRole;
  /** What this staff member may do; the admin site offers only these actions. */
  permissions: StaffPermission[];
}

const invalidCredentials = () => new DomainError('UNAUTHORIZED', 'Invalid credentials');

export const customerColumns = {
  id: localUsers.id,
  username: localUsers.username,
  email: localUsers.email,
  firstName: localUsers.firstName,
  lastName: localUsers.lastName,
  phone: localUsers.phone,
  company: localUsers.company,
};

const adminColumns = {
  id: adminUsers.id,
  username: adminUsers.username,
  role: adminUsers.role,
  staffRole: adminUsers.staffRole,
  disabledAt: adminUsers.disabledAt,
};

type AdminRow = { id: number; username: string; role: string; staffRole: StaffRole };

const asAdminUser = ({ id, username, role, staffRole }: AdminRow): AdminUser => ({
  id,
  username,
  role,
  staffRole,
  permissions: permissionsOf(staffRole),
});

const STAFF_DISABLED_MESSAGE = "This staff account is disabled. Ask the shop's owner to enable it.";

export function asCurrentUser(
  customer: Omit<CurrentUser, 'isAdmin' | 'profileImageUrl'>,
): CurrentUser {
  return { ...customer, profileImageUrl: null, isAdmin: false };
}

export function adminAsCurrentUser(admin: AdminUser): CurrentUser {
  return {
    id: admin.id,
    username: admin.username,
    email: null,
    firstName: null,
    lastName: null,
    phone: null,
    company: null,
    profileImageUrl: null,
    isAdmin: true,
  };
}

export async function registerCustomer(db: Database, input: RegisterInput): Promise<CurrentUser> {
  const password = await hashPassword(input.password);
  try {
    const [created] = await db
      .insert(localUsers)
      .values({ ...input, password })
      .returning(customerColumns);
    return asCurrentUser(created!);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const [taken] = await db
      .select({ id: localUsers.id })
      .from(localUsers)
      .where(sql`lower(${localUsers.username}) = lower(${input.username})`);
    throw conflict(
      taken ? 'That username is already taken' : 'An account with that email already exists',
    );
  }
}

export async function authenticateCustomer(
  db: Database,
  { username, password }: LoginInput,
): Promise<CurrentUser> {
  // Customers may sign in with their username or their e-mail address.
  const [found] = await db
    .select({ ...customerColumns, passwordHash: localUsers.password })
    .from(localUsers)
    .where(
      sql`lower(${localUsers.username}) = lower(${username}) or lower(${localUsers.email}) = lower(${username})`,
    )
    .limit(1);
  if (!found) {
    await verifyAgainstNothing(password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(found.passwordHash, password))) throw invalidCredentials();
  const { passwordHash: _, ...customer } = found;
  return asCurrentUser(customer);
}

export async function findCustomer(db: Database, id: number): Promise<CurrentUser | null> {
  const [found] = await db.select(customerColumns).from(localUsers).where(eq(localUsers.id, id));
  return found ? asCurrentUser(found) : null;
}

/**
 * The staff member with these credentials. A disabled account is refused with its own message,
 * but only once the password is right, so the message tells a stranger nothing. Every attempt,
 * refused or not, goes into the activity log.
 */
export async function authenticateAdmin(
  db: Database,
  { username, password }: LoginInput,
  ip: string | null,
): Promise<AdminUser> {
  const [found] = await db
    .select({ ...adminColumns, passwordHash: adminUsers.password })
    .from(adminUsers)
    .where(eq(adminUsers.username, username));
  const attempt = { id: found?.id ?? null, username, ip };
  const refuse = async (error: DomainError, reason: string) => {
    await recordAudit(db, attempt, {
      action: 'sign-in.failed',
      entityType: 'sign-in',
      entityId: found?.id ?? null,
      entityLabel: username,
      changes: [{ field: 'reason', from: null, to: reason }],
    });
    return error;
  };
  if (!found) {
    await verifyAgainstNothing(password);
    throw await refuse(invalidCredentials(), 'unknown username');
  }
  if (found.role !== 'admin' || !(await verifyPassword(found.passwordHash, password))) {
    throw await refuse(invalidCredentials(), 'wrong password');
  }
  if (found.disabledAt) {
    throw await refuse(new DomainError('FORBIDDEN', STAFF_DISABLED_MESSAGE), 'account disabled');
  }
  await db.transaction(async (tx) => {
    await tx
      .update(adminUsers)
      .set({ lastSignInAt: sql`now()` })
      .where(eq(adminUsers.id, found.id));
    await recordAudit(tx, attempt, {
      action: 'sign-in.succeeded',
      entityType: 'sign-in',
      entityId: found.id,
      entityLabel: username,
    });
  });
  return asAdminUser(found);
}

/** The signed-in staff member, while the account exists and is enabled. */
export async function findAdmin(db: Database, id: number): Promise<AdminUser | null> {
  const [found] = await db.select(adminColumns).from(adminUsers).where(eq(adminUsers.id, id));
  return found && found.role === 'admin' && !found.disabledAt ? asAdminUser(found) : null;
}

/**
 * Creates the admin, or sets a new password (and the e-mail, when given) for an existing one
 * (start-up bootstrap); reset links sent before no longer work. The configured admin is always
 * an enabled owner: the way back in when every other owner is locked out.
 */
export async function upsertAdmin(
  db: Database,
  admin: { username: string; password: string; email?: string },
) {
  const passwordHash = await hashPassword(admin.password);
  const email = admin.email ?? null;
  await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(adminUsers)
      .values({ username: admin.username, password: passwordHash, role: 'admin', email })
      .onConflictDoUpdate({
        target: adminUsers.username,
        set: {
          password: passwordHash,
          role: 'admin',
          staffRole: 'owner',
          disabledAt: null,
          ...(email ? { email } : {}),
        },
      })
      .returning({ id: adminUsers.id });
    await voidResetLinks(tx, { adminId: saved!.id });
  });
}

/** From the tallies kept by triggers on local_users: no request counts every account. */
export async function countCustomers(db: Database): Promise<number> {
  const [row] = await db
    .select({
      customers: sql<number>`coalesce(sum(${customerTallies.customers}), 0)`.mapWith(Number),
    })
    .from(customerTallies);
  return row?.customers ?? 0;
}
