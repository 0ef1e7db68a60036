import { eq, sql } from 'drizzle-orm';
import { adminUsers, localUsers, type Database } from '@buildright/db';
import { conflict, DomainError } from '../errors.ts';
import type { LoginInput, RegisterInput } from '../shared/schemas.ts';
import { voidResetLinks } from './password-reset.ts';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords.ts';
import { isUniqueViolation } from './postgres-errors.ts';

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
  role: string;
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

const adminColumns = { id: adminUsers.id, username: adminUsers.username, role: adminUsers.role };

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

export async function authenticateAdmin(
  db: Database,
  { username, password }: LoginInput,
): Promise<AdminUser> {
  const [found] = await db
    .select({ ...adminColumns, passwordHash: adminUsers.password })
    .from(adminUsers)
    .where(eq(adminUsers.username, username));
  if (!found) {
    await verifyAgainstNothing(password);
    throw invalidCredentials();
  }
  if (found.role !== 'admin' || !(await verifyPassword(found.passwordHash, password))) {
    throw invalidCredentials();
  }
  const { passwordHash: _, ...admin } = found;
  return admin;
}

export async function findAdmin(db: Database, id: number): Promise<AdminUser | null> {
  const [found] = await db.select(adminColumns).from(adminUsers).where(eq(adminUsers.id, id));
  return found && found.role === 'admin' ? found : null;
}

/** Creates the admin, or sets a new password for an existing one (start-up bootstrap). */
/**
 * Creates the admin, or sets a new password (and the e-mail, when given) for an existing one
 * (start-up bootstrap); reset links sent before no longer work.
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
        set: { password: passwordHash, role: 'admin', ...(email ? { email } : {}) },
      })
      .returning({ id: adminUsers.id });
    await voidResetLinks(tx, { adminId: saved!.id });
  });
}

export async function countCustomers(db: Database): Promise<number> {
  return db.$count(localUsers);
}
