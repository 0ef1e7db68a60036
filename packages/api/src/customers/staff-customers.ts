// The staff's side of customer accounts: the paged, searched list and one customer in full.
import { desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { companies, companyMembers, localUsers, orders, type Database } from '@buildright/db';
import { countMatching, type Counted } from '../database/index.ts';
import { notFound } from '../errors.ts';
import { listAddresses, type SavedAddress } from './addresses.ts';
import { countCustomers } from './auth.ts';
import {
  customerListInput,
  MIN_CUSTOMER_SEARCH_LENGTH,
  type CustomerList,
  type CustomerListInput,
  type CustomerListItem,
} from './shared/staff-customers.ts';

/** The expression local_users_full_name_trgm_idx is built on, written the same way. */
const fullName = sql`(coalesce(${localUsers.firstName}, '') || ' ' || coalesce(${localUsers.lastName}, ''))`;

/**
 * The ids of the accounts whose username, e-mail, full name or company's name holds `q`. Each arm
 * is read from its trigram index (the three on local_users or'ed in one bitmap, the company's
 * name through companies_name_trgm_idx and its members), so a search reads its matches, not the
 * accounts.
 */
function matchingIds(db: Database, q: string): SQL {
  const pattern = `%${q.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
  return sql`(
    select ${localUsers.id} from ${localUsers}
    where ${localUsers.username} ilike ${pattern} or ${localUsers.email} ilike ${pattern}
      or ${fullName} ilike ${pattern}
    union
    ${db
      .select({ id: companyMembers.customerId })
      .from(companyMembers)
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(sql`${companies.name} ilike ${pattern}`)}
  )`;
}

const orderCount = sql<number>`(select count(*)::int from ${orders}
  where ${orders.customerId} = ${localUsers.id})`;

/** Accounts with their company (through the membership's primary key), none for no company. */
const withCompany = (db: Database) =>
  db
    .select({
      id: localUsers.id,
      username: localUsers.username,
      email: localUsers.email,
      firstName: localUsers.firstName,
      lastName: localUsers.lastName,
      phone: localUsers.phone,
      registeredAt: localUsers.createdAt,
      companyId: companies.id,
      companyName: companies.name,
      companyRole: companyMembers.role,
      orderCount,
    })
    .from(localUsers)
    .leftJoin(companyMembers, eq(companyMembers.customerId, localUsers.id))
    .leftJoin(companies, eq(companies.id, companyMembers.companyId));

type CustomerRow = Awaited<ReturnType<typeof withCompany>>[number];

function asListItem(row: CustomerRow): CustomerListItem {
  const { companyId, companyName, companyRole } = row;
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    registeredAt: row.registeredAt,
    orderCount: row.orderCount,
    company:
      companyId === null || companyName === null || companyRole === null
        ? null
        : { id: companyId, name: companyName, role: companyRole },
  };
}

/**
 * Which accounts a search finds: a part of the username, e-mail, full name or company's name; a
 * search too short for trigrams, the username or e-mail that it is (their unique lower() indexes).
 */
function searchOf(db: Database, q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  if (q.length < MIN_CUSTOMER_SEARCH_LENGTH) {
    const typed = q.toLowerCase();
    return or(
      sql`lower(${localUsers.username}) = ${typed}`,
      sql`lower(${localUsers.email}) = ${typed}`,
    );
  }
  return inArray(localUsers.id, matchingIds(db, q));
}

/**
 * A page of customer accounts, newest first (local_users_created_idx read backwards), with how
 * many match: every account from the tallies the triggers keep, a search counted up to the
 * usual limit.
 */
export async function listCustomers(db: Database, input: CustomerListInput): Promise<CustomerList> {
  const { page, pageSize, q } = customerListInput.parse(input);
  const where = searchOf(db, q);
  const newestFirst = [desc(localUsers.createdAt), desc(localUsers.id)];
  // The page's ids from the index alone first, so only its own rows are joined and counted.
  const pageIds = db
    .select({ id: localUsers.id })
    .from(localUsers)
    .where(where)
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const rows = await withCompany(db)
    .where(inArray(localUsers.id, pageIds))
    .orderBy(...newestFirst);
  const counted: Counted = q
    ? await countMatching(db, db.select({ id: localUsers.id }).from(localUsers).where(where))
    : { total: await countCustomers(db), totalIsEstimate: false };
  return { customers: rows.map(asListItem), ...counted };
}

export interface StaffCustomer extends CustomerListItem {
  phone: string | null;
  addresses: SavedAddress[];
}

/** One customer as staff see them: the account, its company, and the saved addresses. */
export async function getCustomer(db: Database, id: number): Promise<StaffCustomer> {
  const [row] = await withCompany(db).where(eq(localUsers.id, id));
  if (!row) throw notFound(`No customer with id ${id}`);
  return { ...asListItem(row), phone: row.phone, addresses: await listAddresses(db, id) };
}
