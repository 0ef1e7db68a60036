import {
  adminUsers,
  categories,
  localUsers,
  orders,
  products,
  type Database,
  type StaffRole,
} from '@buildright/db';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import * as z from 'zod';
import { DomainError, rewriteProductMemberPrices } from '../index.ts';
import type { TestShop } from './test-shop.ts';

let counter = 0;
const unique = (prefix: string) => `${prefix} ${++counter}-${Date.now()}`;

export async function addCategory(
  db: Database,
  values: { name?: string; isActive?: boolean } = {},
) {
  const [category] = await db
    .insert(categories)
    .values({ name: values.name ?? unique('Category'), isActive: values.isActive ?? true })
    .returning();
  return category!;
}

export async function addProduct(
  db: Database,
  values: {
    categoryId: number;
    name?: string;
    description?: string;
    price?: string;
    salePrice?: string | null;
    stock?: number;
    isActive?: boolean;
  },
) {
  // As the catalogue writes one: what members of companies with a price list pay follows it.
  const product = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({
        name: values.name ?? unique('Product'),
        description: values.description ?? '<p>Sturdy and reliable.</p>',
        price: values.price ?? '100.00',
        salePrice: values.salePrice ?? null,
        stock: values.stock ?? 20,
        categoryId: values.categoryId,
        isActive: values.isActive ?? true,
        images: [{ url: '/demo-images/bucket-1.svg', order: 0 }],
      })
      .returning();
    await rewriteProductMemberPrices(tx, [row!.id]);
    return row!;
  });
  return product;
}

/** A checkout's contact details, as a buyer fills them in. */
export const buyer = {
  customerName: 'Jordan Miller',
  customerEmail: 'jordan@miller-build.com',
  customerPhone: '+1 503 555 0100',
  customerAddress: '12 Quarry Road\nPortland, OR 97201',
};

export const CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
};

/** A card that passes a card form's checks, with the given number. */
export const card = (cardNumber: string) => ({ cardNumber, expiry: '12 / 40', cvc: '123' });

/**
 * A customer with an account, signed in: their id, e-mail and the procedures as they call them.
 * The account is written directly (no password to sign in with): signing up and in are tested
 * over HTTP.
 */
export async function newCustomer(shop: TestShop) {
  const username = `cust${++counter}${Date.now()}`;
  const [user] = await shop.db
    .insert(localUsers)
    .values({
      username,
      email: `${username}@example.com`,
      password: 'not a password hash: signs in nowhere',
      firstName: 'Casey',
      lastName: 'Builder',
    })
    .returning({ id: localUsers.id, email: localUsers.email });
  return { ...user!, api: shop.as({ customerId: user!.id }) };
}

export type Customer = Awaited<ReturnType<typeof newCustomer>>;

/** A staff member with `role`, signed in on the admin site: their id and procedures. */
export async function newStaff(shop: TestShop, role: StaffRole) {
  const [member] = await shop.db
    .insert(adminUsers)
    .values({
      username: `${role}${++counter}${Date.now()}`,
      password: 'not a password hash: signs in nowhere',
      staffRole: role,
    })
    .returning({ id: adminUsers.id });
  return { id: member!.id, api: shop.as({ adminId: member!.id }) };
}

/**
 * Why a call was refused, as a client reads it: the code, the first problem's message, and the
 * problems by field (`lines.0.quantity`) when the input was at fault. Fails when it succeeded.
 */
export async function refusalOf(call: Promise<unknown>) {
  const error = await call.then(
    () => new Error('The call was not refused'),
    (reason: unknown) => reason,
  );
  if (!(error instanceof TRPCError)) throw error;
  const { cause } = error;
  const issues =
    cause instanceof z.ZodError ? cause.issues : cause instanceof DomainError ? cause.issues : [];
  const fields: Record<string, string[]> = {};
  for (const issue of issues) (fields[issue.path.join('.')] ??= []).push(issue.message);
  return { code: error.code, message: issues[0]?.message ?? error.message, fields };
}

export const stockOf = async (db: Database, id: number) =>
  (await db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

export const orderRow = async (db: Database, id: number) =>
  (await db.select().from(orders).where(eq(orders.id, id)))[0];
