import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  companies,
  companyInvitations,
  companyMembers,
  localUsers,
  type Database,
  type Transaction,
} from '@buildright/db';
import { accountName } from '../customers/index.ts';
import {
  MAX_COMPANY_MEMBERS,
  type Company,
  type CompanyMember,
  type OpenCompanyInvitation,
} from './shared/company.ts';

type Db = Database | Transaction;

/** The customer's company and role in it; undefined for a customer in no company. */
export async function membershipOf(db: Db, customerId: number) {
  const [member] = await db
    .select({ companyId: companyMembers.companyId, role: companyMembers.role })
    .from(companyMembers)
    .where(eq(companyMembers.customerId, customerId));
  return member;
}

export const companyColumns = {
  id: companies.id,
  name: companies.name,
  taxId: companies.taxId,
  billingAddress: companies.billingAddress,
  apEmail: companies.apEmail,
  paymentTerms: companies.paymentTerms,
  creditLimit: companies.creditLimit,
  creditHold: companies.creditHold,
  graceDays: companies.graceDays,
  createdAt: companies.createdAt,
};

export async function companyById(db: Db, id: number): Promise<Company | undefined> {
  const [company] = await db.select(companyColumns).from(companies).where(eq(companies.id, id));
  return company;
}

/** The company's members, the earliest to join first, by the name on their account. */
export function membersOf(db: Db, companyId: number): Promise<CompanyMember[]> {
  return db
    .select({
      customerId: companyMembers.customerId,
      name: accountName,
      email: localUsers.email,
      role: companyMembers.role,
      orderLimit: companyMembers.orderLimit,
      monthlyLimit: companyMembers.monthlyLimit,
      joinedAt: companyMembers.joinedAt,
    })
    .from(companyMembers)
    .innerJoin(localUsers, eq(localUsers.id, companyMembers.customerId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(companyMembers.joinedAt), asc(companyMembers.customerId))
    .limit(MAX_COMPANY_MEMBERS);
}

/** Invitations not yet accepted and not yet expired. */
export function openInvitationsOf(db: Db, companyId: number): Promise<OpenCompanyInvitation[]> {
  return db
    .select({
      id: companyInvitations.id,
      email: companyInvitations.email,
      role: companyInvitations.role,
      orderLimit: companyInvitations.orderLimit,
      monthlyLimit: companyInvitations.monthlyLimit,
      invitedAt: companyInvitations.createdAt,
      expiresAt: companyInvitations.expiresAt,
    })
    .from(companyInvitations)
    .where(
      and(
        eq(companyInvitations.companyId, companyId),
        isNull(companyInvitations.acceptedAt),
        gt(companyInvitations.expiresAt, sql`now()`),
      ),
    )
    .orderBy(asc(companyInvitations.createdAt))
    .limit(MAX_COMPANY_MEMBERS);
}
