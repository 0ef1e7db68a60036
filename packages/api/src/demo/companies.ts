// A company for a new shop in demo mode: three members, Net 30 with credit, a price list, an order
// awaiting approval and an overdue invoice, made through the services buyers and staff use.
import { desc, eq, gte } from 'drizzle-orm';
import {
  adminUsers,
  categories,
  companyMembers,
  invoices,
  products,
  type Database,
} from '@buildright/db';
import {
  addCompanyAddress,
  createCompany,
  setCompanyTerms,
  setPriceList,
} from '../companies/index.ts';
import { registerCustomer } from '../customers/index.ts';
import { addDays, isoDate } from '../quotes/shared/quotes.ts';
import { fromCents, toCents } from '../shared/money.ts';
import { discountedCents } from '../catalogue/shared/pricing.ts';
import type { QuoteMailSettings } from '../quotes/index.ts';
import { placeOnAccount } from '../company-buying/index.ts';
/** The demo company's members sign in with these (customer accounts, password below). */
export const DEMO_COMPANY_PASSWORD = 'demo-company-1';
export const DEMO_COMPANY_MEMBERS = {
  admin: { username: 'dana.digger', firstName: 'Dana', lastName: 'Digger' },
  approver: { username: 'alex.approver', firstName: 'Alex', lastName: 'Approver' },
  buyer: { username: 'frankie.foreman', firstName: 'Frankie', lastName: 'Foreman' },
} as const;

const site = {
  customerPhone: '+1 503 555 0144',
  customerAddress: 'Site 14, Riverside Works\n2200 NW Front Ave\nPortland, OR 97209',
};

export async function seedDemoCompany(db: Database, settings: QuoteMailSettings): Promise<void> {
  const [staff] = await db
    .select({ id: adminUsers.id, username: adminUsers.username })
    .from(adminUsers)
    .limit(1);
  const stocked = await db
    .select({ id: products.id })
    .from(products)
    .where(gte(products.stock, 20))
    .orderBy(desc(products.price));
  if (!staff || stocked.length < 2) return;

  const account = async (
    member: (typeof DEMO_COMPANY_MEMBERS)[keyof typeof DEMO_COMPANY_MEMBERS],
  ) =>
    registerCustomer(db, {
      ...member,
      email: `${member.username}@digger-sons.example`,
      password: DEMO_COMPANY_PASSWORD,
    });
  const admin = await account(DEMO_COMPANY_MEMBERS.admin);
  const approver = await account(DEMO_COMPANY_MEMBERS.approver);
  const buyer = await account(DEMO_COMPANY_MEMBERS.buyer);
  const { company } = await createCompany(db, admin.id, {
    name: 'Digger & Sons Excavation',
    taxId: '93-1234567',
    billingAddress: '12 Quarry Road\nPortland, OR 97201',
    apEmail: 'ap@digger-sons.example',
  });
  // As if they had accepted the admin's e-mailed invitations.
  await db.insert(companyMembers).values([
    { companyId: company.id, customerId: approver.id, role: 'approver' },
    {
      companyId: company.id,
      customerId: buyer.id,
      role: 'buyer',
      orderLimit: '2500.00',
      monthlyLimit: '10000.00',
    },
  ]);
  await setCompanyTerms(db, { ...staff, ip: null }, company.id, {
    paymentTerms: 'net30',
    creditLimit: '50000.00',
    creditHold: false,
    graceDays: 30,
  });
  await seedDemoPriceList(db, { ...staff, ip: null }, company.id);

  for (const yard of [
    {
      label: 'Portland yard',
      recipientName: 'Yard office',
      phone: '503-555-0142',
      address: '12 Quarry Road, Portland, OR 97201',
    },
    {
      label: 'Site 14, Hillsboro',
      recipientName: 'Frankie Foreman',
      phone: null,
      address: '880 NE Airport Way, Hillsboro, OR 97124',
    },
  ]) {
    await addCompanyAddress(db, admin.id, yard);
  }

  const [cheap, dear] = [stocked.at(-1)!, stocked[0]!];
  const order = (
    customer: { id: number; firstName: string | null },
    productId: number,
    quantity: number,
  ) =>
    placeOnAccount(
      db,
      customer.id,
      {
        ...site,
        customerName: `${customer.firstName} of Digger & Sons`,
        customerEmail: 'site14@digger-sons.example',
        items: [{ productId, quantity }],
        poNumber: 'DS-2211',
      },
      settings.shopEmail,
    );
  // Last month's order, its invoice now overdue (within the grace days, so no hold yet).
  const late = await order(admin, cheap.id, 2);
  const issued = new Date(Date.now() - 45 * 86_400_000);
  await db
    .update(invoices)
    .set({ issuedAt: issued, dueOn: addDays(isoDate(issued), 30) })
    .where(eq(invoices.orderId, late.id));
  await order(buyer, cheap.id, 1);
  // Past Frankie's $2,500 order limit: it waits for Alex or Dana.
  await order(buyer, dear.id, 1);
}

/** Digger & Sons' contract: 12% off safety gear, and the cordless drill kit at a fixed price. */
async function seedDemoPriceList(
  db: Database,
  staff: { id: number; username: string; ip: null },
  companyId: number,
): Promise<void> {
  const [safety] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.name, 'Safety Gear'));
  const [drill] = await db
    .select({ sku: products.sku, price: products.price })
    .from(products)
    .where(eq(products.name, '20V Cordless Hammer Drill Kit'));
  await setPriceList(db, staff, companyId, {
    categories: safety ? [{ categoryId: safety.id, percentOff: '12.00' }] : [],
    products: drill
      ? [{ sku: drill.sku, price: fromCents(discountedCents(toCents(drill.price), '15')) }]
      : [],
  });
}
