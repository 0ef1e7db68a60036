import { sql, type SQL } from 'drizzle-orm';
import { invoices, orderItems, orders, products, type Database } from '@buildright/db';
import { fromCents } from '../../shared/money.ts';
import { rowsOf } from '../sql-rows.ts';

/**
 * What counts as a sale: a paid order (a card payment that went through), or an order accepted
 * on a purchase order, payable on invoice. Cancelled and refunded orders never count; an unpaid
 * card checkout or an open quote is not a sale yet.
 */
export const countsAsSale: SQL = sql`(
  ${orders.status} <> 'cancelled'
  and (
    ${orders.paymentStatus} = 'paid'
    or (${orders.paymentMethod} = 'po' and ${orders.paymentStatus} <> 'refunded')
  )
)`;

/**
 * When the sale was made: the invoice is issued the moment an order is paid or accepted on a
 * purchase order; an order from before invoices existed falls back to when it was placed.
 */
const soldAt = sql`coalesce(${invoices.issuedAt}, ${orders.createdAt})`;

/** Days are counted in UTC, the shop's reporting time zone. */
export const REPORTING_TIME_ZONE = 'UTC';

export interface SalesDay {
  /** "2026-10-17", a UTC calendar day. */
  date: string;
  orders: number;
  /** Decimal string, e.g. "1299.00". */
  revenue: string;
}

export interface SalesByDay {
  days: SalesDay[];
  totalOrders: number;
  totalRevenue: string;
  timeZone: string;
}

/** Cents as text, so no driver turns a bigint sum into a float. */
const centsText = (amount: SQL) => sql`coalesce(sum(round(${amount} * 100)::bigint), 0)::text`;

/** The last `days` UTC calendar days up to `now`, today included: [from, to). */
export function reportingWindow(now: Date, days: number) {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const dayMs = 24 * 60 * 60 * 1000;
  return {
    from: new Date(midnight - (days - 1) * dayMs),
    to: new Date(midnight + dayMs),
  };
}

const inWindow = ({ from, to }: { from: Date; to: Date }) =>
  sql`${soldAt} >= ${from.toISOString()}::timestamptz and ${soldAt} < ${to.toISOString()}::timestamptz`;

/**
 * Orders and revenue per day for the last `days` days up to `now`, today included; a day without
 * sales is there with zeros. Each order's revenue is its total (after any quote discount, with
 * delivery).
 */
export async function salesByDay(
  db: Database,
  { days, now = new Date() }: { days: number; now?: Date },
): Promise<SalesByDay> {
  const window = reportingWindow(now, days);
  const firstDay = window.from.toISOString().slice(0, 10);
  const result = await db.execute(sql`
    with series as (
      select d::date as day
      from generate_series(${firstDay}::date, ${firstDay}::date + ${days - 1}::int, interval '1 day') as d
    ),
    sales as (
      select (${soldAt} at time zone 'UTC')::date as day, ${orders.total} as total
      from ${orders}
      left join ${invoices} on ${invoices.orderId} = ${orders.id}
      where ${countsAsSale} and ${inWindow(window)}
    )
    select to_char(series.day, 'YYYY-MM-DD') as date,
           count(sales.day)::int as orders,
           ${centsText(sql`sales.total`)} as cents
    from series
    left join sales on sales.day = series.day
    group by series.day
    order by series.day`);
  const rows = rowsOf<{ date: string; orders: number | string; cents: string }>(result);
  let totalCents = 0;
  let totalOrders = 0;
  const salesDays = rows.map((row) => {
    const cents = Number(row.cents);
    totalCents += cents;
    totalOrders += Number(row.orders);
    return { date: row.date, orders: Number(row.orders), revenue: fromCents(cents) };
  });
  return {
    days: salesDays,
    totalOrders,
    totalRevenue: fromCents(totalCents),
    timeZone: REPORTING_TIME_ZONE,
  };
}

export interface TopProduct {
  /** Null when the product has since been deleted. */
  productId: number | null;
  name: string;
  units: number;
  /** Line revenue (unit price × quantity, before any quote discount or delivery). */
  revenue: string;
}

/** The best sellers by line revenue over the same days as the chart; units break ties. */
export async function topProducts(
  db: Database,
  { days, limit = 5, now = new Date() }: { days: number; limit?: number; now?: Date },
): Promise<TopProduct[]> {
  const revenueCents = sql<string>`sum(round(${orderItems.unitPrice} * 100)::bigint * ${orderItems.quantity})::text`;
  const units = sql<string>`sum(${orderItems.quantity})::text`;
  const rows = await db
    .select({
      productId: orderItems.productId,
      name: sql<string>`coalesce(max(${products.name}), max(${orderItems.name}))`,
      units,
      revenueCents,
    })
    .from(orderItems)
    .innerJoin(orders, sql`${orders.id} = ${orderItems.orderId}`)
    .leftJoin(invoices, sql`${invoices.orderId} = ${orders.id}`)
    .leftJoin(products, sql`${products.id} = ${orderItems.productId}`)
    .where(sql`${countsAsSale} and ${inWindow(reportingWindow(now, days))}`)
    // A deleted product's lines keep their own name.
    .groupBy(
      orderItems.productId,
      sql`case when ${orderItems.productId} is null then ${orderItems.name} end`,
    )
    .orderBy(
      sql`sum(round(${orderItems.unitPrice} * 100)::bigint * ${orderItems.quantity}) desc`,
      sql`sum(${orderItems.quantity}) desc`,
      sql`min(${orderItems.name})`,
    )
    .limit(limit);
  return rows.map((row) => ({
    productId: row.productId,
    name: row.name,
    units: Number(row.units),
    revenue: fromCents(Number(row.revenueCents)),
  }));
}
