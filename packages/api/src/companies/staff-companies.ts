// The staff's side of companies: the paged list, one company, and the terms staff grant.
import { desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { companies, companyMembers, type Database, type Transaction } from '@buildright/db';
import { notFound } from '../errors.ts';
import { countMatching, type Counted } from '../database/index.ts';
import { changedFields, recordAudit, type StaffActor } from '../audit/index.ts';
import { companyById, companyColumns, membersOf, openInvitationsOf } from './company-reads.ts';
import {
  type Company,
  type CompanyListInput,
  type CompanyMember,
  type CompanyTermsInput,
  type OpenCompanyInvitation,
  companyListInput,
} from './shared/company.ts';

interface CompanyListRow extends Company {
  memberCount: number;
}

interface CompanyList extends Counted {
  companies: CompanyListRow[];
}

const memberCount = sql<number>`(select count(*)::int from ${companyMembers}
  where ${companyMembers.companyId} = ${companies.id})`;

function searchOf(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
  return or(sql`${companies.name} ilike ${pattern}`, sql`${companies.taxId} ilike ${pattern}`);
}

/**
 * A page of companies, newest first (the (created_at, id) index read backwards), searched by name
 * or tax id, with how many match.
 */
export async function listCompanies(db: Database, input: CompanyListInput): Promise<CompanyList> {
  const { page, pageSize, q } = companyListInput.parse(input);
  const where = searchOf(q);
  const rows = await db
    .select({ ...companyColumns, memberCount })
    .from(companies)
    .where(where)
    .orderBy(desc(companies.createdAt), desc(companies.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const counted = await countMatching(
    db,
    db.select({ id: companies.id }).from(companies).where(where),
  );
  return { companies: rows, ...counted };
}

interface StaffCompanyView {
  company: Company;
  members: CompanyMember[];
  invitations: OpenCompanyInvitation[];
}

export async function getCompany(
  db: Database | Transaction,
  id: number,
): Promise<StaffCompanyView> {
  const company = await companyById(db, id);
  if (!company) throw notFound(`No company with id ${id}`);
  return {
    company,
    members: await membersOf(db, id),
    invitations: await openInvitationsOf(db, id),
  };
}

const termFields = ['paymentTerms', 'creditLimit', 'creditHold', 'graceDays'] as const;

/** Staff grant a company its terms and credit; the change is in the activity log. */
export function setCompanyTerms(
  db: Database,
  actor: StaffActor,
  id: number,
  input: CompanyTermsInput,
): Promise<StaffCompanyView> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(companyColumns)
      .from(companies)
      .where(eq(companies.id, id))
      .for('update');
    if (!before) throw notFound(`No company with id ${id}`);
    await tx
      .update(companies)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(companies.id, id));
    await recordAudit(tx, actor, {
      action: 'company.updated',
      entityType: 'company',
      entityId: id,
      entityLabel: before.name,
      changes: changedFields(before, input, termFields),
    });
    return getCompany(tx, id);
  });
}
