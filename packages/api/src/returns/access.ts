import { and, eq, sql } from 'drizzle-orm';
import { orders, type Database, type Transaction } from '@buildright/db';
import { customerActor, membershipOf } from '../companies/index.ts';
import { notFound } from '../errors.ts';

type Db = Database | Transaction;

/**
 * Who asks for or cancels a return: a signed-in customer (the order's buyer, or an admin or
 * approver of the company it was bought for), or a guest who named the order with the e-mail
 * address it was placed with, as the order lookup does.
 */
export type ReturnBuyer =
  | { customerId: number }
  | {
      guestEmail: string;
      ip: string | null;
      /** The lookup's one answer for a wrong number or address. */
      missingMessage: string;
    };

/** The activity log's name for a buyer. */
export interface BuyerActor {
  id: null;
  username: string;
  ip: string | null;
}

/**
 * The order when `buyer` may return its lines; another customer's order (or a wrong address)
 * is the same 404 as one that does not exist. Answers who asked, for the return and the log.
 */
export async function assertBuyerOf(
  db: Db,
  buyer: ReturnBuyer,
  orderId: number,
  /** What the 404 says: no such order, unless the caller named something else (a return). */
  missingMessage = `No order with id ${orderId}`,
): Promise<{ actor: BuyerActor; customerId: number | null; requestedBy: string }> {
  const missing = notFound('guestEmail' in buyer ? buyer.missingMessage : missingMessage);
  if ('guestEmail' in buyer) {
    const [order] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.id, orderId),
          sql`lower(${orders.customerEmail}) = ${buyer.guestEmail.trim().toLowerCase()}`,
        ),
      );
    if (!order) throw missing;
    const requestedBy = `${buyer.guestEmail.trim()} (guest)`;
    return {
      actor: { id: null, username: requestedBy, ip: buyer.ip },
      customerId: null,
      requestedBy,
    };
  }
  const [order] = await db
    .select({ customerId: orders.customerId, companyId: orders.companyId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw missing;
  if (order.customerId !== buyer.customerId) {
    const member = order.companyId === null ? undefined : await membershipOf(db, buyer.customerId);
    const seesCompanyOrders = member?.companyId === order.companyId && member.role !== 'buyer';
    if (!seesCompanyOrders) throw missing;
  }
  const { email: _email, name, ...actor } = await customerActor(db, buyer.customerId);
  return { actor, customerId: buyer.customerId, requestedBy: name };
}
