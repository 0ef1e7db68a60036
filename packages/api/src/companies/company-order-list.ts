// A company's orders, a page at a time: for its admins and approvers, and for staff.
import { desc, eq } from 'drizzle-orm';
import { orders, type Database } from '@buildright/db';
import { countMatching } from '../database/index.ts';
import { notFound } from '../errors.ts';
import { companyById } from './company-reads.ts';
import { requireRole } from './membership.ts';
import {
  companyOrdersInput,
  type CompanyOrderPage,
  type CompanyOrdersInput,
} from './shared/company-orders.ts';

const COMPANY_ORDER_PAGE_SIZE = 25;

/** The newest first, by the (company_id, created_at, id) index read backwards. */
async function companyOrderPage(
  db: Database,
  companyId: number,
  input: CompanyOrdersInput,
): Promise<CompanyOrderPage> {
  const { page } = companyOrdersInput.parse(input);
  const ofCompany = eq(orders.companyId, companyId);
  const rows = await db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      placedBy: orders.customerName,
      total: orders.total,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      poNumber: orders.poNumber,
    })
    .from(orders)
    .where(ofCompany)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(COMPANY_ORDER_PAGE_SIZE)
    .offset((page - 1) * COMPANY_ORDER_PAGE_SIZE);
  const counted = await countMatching(
    db,
    db.select({ id: orders.id }).from(orders).where(ofCompany),
  );
  return { orders: rows, ...counted, pageSize: COMPANY_ORDER_PAGE_SIZE };
}

/** Every member's orders for the company, for its admins and approvers. */
export async function myCompanyOrders(db: Database, customerId: number, input: CompanyOrdersInput) {
  const member = await requireRole(
    db,
    customerId,
    ['admin', 'approver'],
    "see the company's orders",
  );
  return companyOrderPage(db, member.companyId, input);
}

export async function staffCompanyOrders(
  db: Database,
  companyId: number,
  input: CompanyOrdersInput,
) {
  if (!(await companyById(db, companyId))) throw notFound(`No company with id ${companyId}`);
  return companyOrderPage(db, companyId, input);
}
