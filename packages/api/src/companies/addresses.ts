// A company's shared delivery addresses: every member reads them at checkout; its admins keep them.
import { and, asc, eq } from 'drizzle-orm';
import { companyAddresses, type Database, type Transaction } from '@buildright/db';
import { conflict, notFound } from '../errors.ts';
import { recordAudit } from '../audit/index.ts';
import { lockCompany } from './credit.ts';
import { membershipOf } from './company-reads.ts';
import { customerActor, requireRole } from './membership.ts';
import {
  MAX_COMPANY_ADDRESSES,
  type CompanyAddress,
  type CompanyAddressValues,
} from './shared/company-addresses.ts';

type Db = Database | Transaction;

const columns = {
  id: companyAddresses.id,
  label: companyAddresses.label,
  recipientName: companyAddresses.recipientName,
  phone: companyAddresses.phone,
  address: companyAddresses.address,
};

const MANAGE = "manage the company's delivery addresses";

const noSuchAddress = (id: number) => notFound(`No company address with id ${id}`);

function addressesOf(db: Db, companyId: number): Promise<CompanyAddress[]> {
  return db
    .select(columns)
    .from(companyAddresses)
    .where(eq(companyAddresses.companyId, companyId))
    .orderBy(asc(companyAddresses.label), asc(companyAddresses.id));
}

/** The company's addresses by label, for any member; none for a customer without a company. */
export async function listCompanyAddresses(db: Db, customerId: number): Promise<CompanyAddress[]> {
  const member = await membershipOf(db, customerId);
  return member ? addressesOf(db, member.companyId) : [];
}

/**
 * A company admin's change to the addresses, in a transaction that holds the company row, so the
 * limit holds when two admins add at once; written to the activity log.
 */
async function changeAddresses<T>(
  db: Database,
  customerId: number,
  change: (tx: Transaction, company: { id: number; name: string }) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { companyId } = await requireRole(tx, customerId, 'admin', MANAGE);
    return change(tx, await lockCompany(tx, companyId));
  });
}

/** The activity log's entry: the company, and the address as it was and became. */
async function audit(
  tx: Transaction,
  customerId: number,
  company: { id: number; name: string },
  action: 'company.address_added' | 'company.address_changed' | 'company.address_removed',
  change: { from: CompanyAddress | null; to: CompanyAddress | null },
) {
  const text = (address: CompanyAddress | null) =>
    address && `${address.label}: ${address.recipientName}, ${address.address}`;
  await recordAudit(tx, await customerActor(tx, customerId), {
    action,
    entityType: 'company',
    entityId: company.id,
    entityLabel: company.name,
    changes: [{ field: 'delivery address', from: text(change.from), to: text(change.to) }],
  });
}

export function addCompanyAddress(
  db: Database,
  customerId: number,
  values: CompanyAddressValues,
): Promise<CompanyAddress> {
  return changeAddresses(db, customerId, async (tx, company) => {
    if ((await addressesOf(tx, company.id)).length >= MAX_COMPANY_ADDRESSES) {
      throw conflict(
        `A company keeps at most ${MAX_COMPANY_ADDRESSES} delivery addresses; remove one first`,
      );
    }
    const [created] = await tx
      .insert(companyAddresses)
      .values({ ...values, companyId: company.id })
      .returning(columns);
    await audit(tx, customerId, company, 'company.address_added', { from: null, to: created! });
    return created!;
  });
}

export function updateCompanyAddress(
  db: Database,
  customerId: number,
  id: number,
  values: CompanyAddressValues,
): Promise<CompanyAddress> {
  return changeAddresses(db, customerId, async (tx, company) => {
    const own = and(eq(companyAddresses.id, id), eq(companyAddresses.companyId, company.id));
    const [before] = await tx.select(columns).from(companyAddresses).where(own);
    if (!before) throw noSuchAddress(id);
    const [updated] = await tx
      .update(companyAddresses)
      .set({ ...values, updatedAt: new Date() })
      .where(own)
      .returning(columns);
    await audit(tx, customerId, company, 'company.address_changed', { from: before, to: updated! });
    return updated!;
  });
}

export function removeCompanyAddress(db: Database, customerId: number, id: number) {
  return changeAddresses(db, customerId, async (tx, company) => {
    const [removed] = await tx
      .delete(companyAddresses)
      .where(and(eq(companyAddresses.id, id), eq(companyAddresses.companyId, company.id)))
      .returning(columns);
    if (!removed) throw noSuchAddress(id);
    await audit(tx, customerId, company, 'company.address_removed', { from: removed, to: null });
  });
}
