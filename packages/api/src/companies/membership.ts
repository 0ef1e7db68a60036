// A customer's company: setting one up, what a member sees, inviting, joining, members' roles.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  companies,
  companyInvitations,
  companyMembers,
  localUsers,
  type Database,
  type Transaction,
} from '@buildright/db';
import { conflict, forbidden, notFound } from '../errors.ts';
import { accountName, hashLinkToken, newLinkToken } from '../customers/index.ts';
import { enqueueEmail } from '../mail/index.ts';
import { recordAudit } from '../audit/index.ts';
import type { RateLimits } from '../database/index.ts';
import { accountStandingOf } from './credit.ts';
import { companyById, membersOf, membershipOf, openInvitationsOf } from './company-reads.ts';
import {
  COMPANY_INVITATION_DAYS,
  companyRoleDescriptions,
  companyRoleLabels,
  type CompanyInput,
  type CompanyInvitationInput,
  type CompanyInvitationView,
  type CompanyMemberInput,
  type CompanyRole,
  type MyCompany,
} from './shared/company.ts';

type Db = Database | Transaction;

const NO_COMPANY = 'You do not belong to a company yet';
const INVITATION_GONE = 'This invitation is no longer valid: ask your company admin for a new one';

/** The customer as the activity log names them (a customer, not staff), and by their name. */
export async function customerActor(db: Db, customerId: number) {
  const [user] = await db
    .select({ username: localUsers.username, email: localUsers.email, name: accountName })
    .from(localUsers)
    .where(eq(localUsers.id, customerId));
  return {
    id: null,
    username: `${user!.username} (customer)`,
    ip: null,
    email: user!.email,
    name: user!.name,
  };
}

const roleName = (role: CompanyRole) => companyRoleLabels[role].toLowerCase();

/** The member's company and role, or a 403 naming the role the action needs. */
export async function requireRole(
  db: Db,
  customerId: number,
  roles: CompanyRole | readonly CompanyRole[],
  action: string,
) {
  const allowed: readonly CompanyRole[] = typeof roles === 'string' ? [roles] : roles;
  const member = await membershipOf(db, customerId);
  if (!member) throw notFound(NO_COMPANY);
  if (!allowed.includes(member.role)) {
    throw forbidden(
      `Only a company ${allowed.map(roleName).join(' or ')} can ${action}; you are a ${roleName(member.role)}`,
    );
  }
  return member;
}

/** One customer's company changes take turns: their account row is the lock. */
async function lockCustomer(tx: Transaction, customerId: number) {
  await tx
    .select({ id: localUsers.id })
    .from(localUsers)
    .where(eq(localUsers.id, customerId))
    .for('update');
}

/** The company as a member sees it; open invitations only for its admins. */
export async function myCompany(db: Db, customerId: number): Promise<MyCompany> {
  const member = await membershipOf(db, customerId);
  if (!member) throw notFound(NO_COMPANY);
  const company = (await companyById(db, member.companyId))!;
  return {
    company,
    role: member.role,
    account: await accountStandingOf(db, company),
    members: await membersOf(db, member.companyId),
    invitations: member.role === 'admin' ? await openInvitationsOf(db, member.companyId) : [],
  };
}

/** A customer sets up their firm and becomes its admin; a member of one cannot start another. */
export function createCompany(
  db: Database,
  customerId: number,
  input: CompanyInput,
): Promise<MyCompany> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    if (await membershipOf(tx, customerId)) {
      throw conflict('You already belong to a company; leave it before you set up another');
    }
    const [company] = await tx
      .insert(companies)
      .values({ ...input, apEmail: input.apEmail ?? null })
      .returning({ id: companies.id });
    await tx.insert(companyMembers).values({ customerId, companyId: company!.id, role: 'admin' });
    await recordAudit(tx, await customerActor(tx, customerId), {
      action: 'company.created',
      entityType: 'company',
      entityId: company!.id,
      entityLabel: input.name,
    });
    return myCompany(tx, customerId);
  });
}

/**
 * A company admin invites an address, with the role and limits it will have; the link goes out
 * through the outbox. Inviting the same address again replaces its open invitation. Each
 * invitation is an e-mail to an address someone typed, so it is counted first (per client,
 * account, company and mailbox) and refused with a 429 past any of those limits, sending nothing.
 */
export async function inviteToCompany(
  deps: { db: Database; rateLimits: RateLimits; clientIp: string },
  customerId: number,
  input: CompanyInvitationInput,
): Promise<{ email: string; role: CompanyRole; expiresAt: Date }> {
  const { companyId } = await requireRole(deps.db, customerId, 'admin', 'invite members');
  await deps.rateLimits.consumeCompanyInvitation({
    clientIp: deps.clientIp,
    customerId,
    companyId,
    email: input.email,
  });
  return deps.db.transaction(async (tx) => {
    const [already] = await tx
      .select({ id: companyMembers.customerId })
      .from(companyMembers)
      .innerJoin(localUsers, eq(localUsers.id, companyMembers.customerId))
      .where(
        and(
          eq(companyMembers.companyId, companyId),
          sql`lower(${localUsers.email}) = lower(${input.email})`,
        ),
      );
    if (already) throw conflict(`${input.email} is already a member of the company`);

    await tx
      .delete(companyInvitations)
      .where(
        and(
          eq(companyInvitations.companyId, companyId),
          isNull(companyInvitations.acceptedAt),
          sql`lower(${companyInvitations.email}) = lower(${input.email})`,
        ),
      );
    const token = newLinkToken();
    const expiresAt = new Date(Date.now() + COMPANY_INVITATION_DAYS * 24 * 60 * 60_000);
    await tx.insert(companyInvitations).values({
      companyId,
      email: input.email,
      role: input.role,
      orderLimit: input.orderLimit ?? null,
      monthlyLimit: input.monthlyLimit ?? null,
      tokenHash: hashLinkToken(token),
      invitedBy: customerId,
      expiresAt,
    });
    const actor = await customerActor(tx, customerId);
    const company = (await companyById(tx, companyId))!;
    await enqueueEmail(
      tx,
      'companyInvitation',
      { to: input.email },
      {
        invitedBy: actor.email,
        companyName: company.name,
        role: companyRoleLabels[input.role],
        roleDescription: companyRoleDescriptions[input.role],
        token,
        validFor: `${COMPANY_INVITATION_DAYS} days`,
      },
    );
    await recordAudit(tx, actor, {
      action: 'company.member_invited',
      entityType: 'company',
      entityId: companyId,
      entityLabel: company.name,
      changes: [{ field: 'invited', from: null, to: `${input.email} (${input.role})` }],
    });
    return { email: input.email, role: input.role, expiresAt };
  });
}

function openInvitation(db: Db, token: string) {
  return db
    .select({
      id: companyInvitations.id,
      companyId: companyInvitations.companyId,
      companyName: companies.name,
      email: companyInvitations.email,
      role: companyInvitations.role,
      orderLimit: companyInvitations.orderLimit,
      monthlyLimit: companyInvitations.monthlyLimit,
      expiresAt: companyInvitations.expiresAt,
    })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .where(
      and(
        eq(companyInvitations.tokenHash, hashLinkToken(token)),
        isNull(companyInvitations.acceptedAt),
        gt(companyInvitations.expiresAt, sql`now()`),
      ),
    );
}

/** What the e-mailed link offers, before the invitee accepts it. */
export async function viewCompanyInvitation(
  db: Database,
  token: string,
): Promise<CompanyInvitationView> {
  const [invitation] = await openInvitation(db, token);
  if (!invitation) throw notFound(INVITATION_GONE);
  const { companyName, email, role, expiresAt } = invitation;
  return { companyName, email, role, expiresAt };
}

/**
 * The signed-in invitee joins with the role and limits they were invited with. The link is for
 * the address it was sent to, and works once.
 */
export function acceptCompanyInvitation(
  db: Database,
  customerId: number,
  token: string,
): Promise<MyCompany> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const [invitation] = await openInvitation(tx, token).for('update', { of: companyInvitations });
    if (!invitation) throw notFound(INVITATION_GONE);
    const actor = await customerActor(tx, customerId);
    if (actor.email.toLowerCase() !== invitation.email.toLowerCase()) {
      throw forbidden(
        `This invitation was sent to ${invitation.email}; sign in with that account to accept it`,
      );
    }
    if (await membershipOf(tx, customerId)) {
      throw conflict('You already belong to a company; leave it before you join another');
    }
    await tx.insert(companyMembers).values({
      customerId,
      companyId: invitation.companyId,
      role: invitation.role,
      orderLimit: invitation.orderLimit,
      monthlyLimit: invitation.monthlyLimit,
    });
    await tx
      .update(companyInvitations)
      .set({ acceptedAt: sql`now()` })
      .where(eq(companyInvitations.id, invitation.id));
    await recordAudit(tx, actor, {
      action: 'company.member_joined',
      entityType: 'company',
      entityId: invitation.companyId,
      entityLabel: invitation.companyName,
      changes: [{ field: 'member', from: null, to: `${invitation.email} (${invitation.role})` }],
    });
    return myCompany(tx, customerId);
  });
}

/**
 * A company admin sets a member's role and limits. The company row is the lock, so two admins
 * stepping down at once cannot leave it without one.
 */
export function changeCompanyMember(
  db: Database,
  customerId: number,
  memberId: number,
  input: CompanyMemberInput,
): Promise<MyCompany> {
  return db.transaction(async (tx) => {
    const { companyId } = await requireRole(tx, customerId, 'admin', 'change members');
    await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update');
    const [before] = await tx
      .select({
        role: companyMembers.role,
        orderLimit: companyMembers.orderLimit,
        monthlyLimit: companyMembers.monthlyLimit,
        email: localUsers.email,
      })
      .from(companyMembers)
      .innerJoin(localUsers, eq(localUsers.id, companyMembers.customerId))
      .where(and(eq(companyMembers.customerId, memberId), eq(companyMembers.companyId, companyId)));
    if (!before) throw notFound(`No member with id ${memberId} in your company`);
    if (before.role === 'admin' && input.role !== 'admin') {
      const admins = await tx.$count(
        companyMembers,
        and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'admin')),
      );
      if (admins <= 1)
        throw conflict('A company needs at least one admin: make another member admin first');
    }
    await tx.update(companyMembers).set(input).where(eq(companyMembers.customerId, memberId));
    const company = (await companyById(tx, companyId))!;
    await recordAudit(tx, await customerActor(tx, customerId), {
      action: 'company.member_changed',
      entityType: 'company',
      entityId: companyId,
      entityLabel: company.name,
      changes: (['role', 'orderLimit', 'monthlyLimit'] as const)
        .filter((field) => before[field] !== input[field])
        .map((field) => ({
          field: `${before.email} ${field}`,
          from: before[field],
          to: input[field],
        })),
    });
    return myCompany(tx, customerId);
  });
}
