import { sql, type SQL } from 'drizzle-orm';
import { orderItems, orders, products, type Database } from '@buildright/db';
import { fromCents } from '../../shared/money.ts';
import { withInMemoryPlanning } from '../../database/planning.ts';
import { rowsOf } from '../../database/sql-rows.ts';

/**
 * What counts as a sale: a paid order (a card payment that went through), or an order accepted
 * on a purchase order or placed on a company's account, payable on invoice. Cancelled and
 * refunded orders never count; an unpaid card checkout, an open quote or an order awaiting its
 * company's approval is not a sale yet.
 */
const countsAsSale: SQL = sql`(
  ${orders.status} not in ('cancelled', 'awaiting_approval')
  and (
    ${orders.paymentStatus} = 'paid'
    or (${orders.paymentMethod} in ('po', 'account') and ${orders.paymentStatus} <> 'refunded')
  )
)`;

/** Days are counted in UTC, the shop's reporting time zone. */
const REPORTING_TIME_ZONE = 'UTC';

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
function reportingWindow(now: Date, days: number) {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const dayMs = 24 * 60 * 60 * 1000;
  return {
    from: new Date(midnight - (days - 1) * dayMs),
    to: new Date(midnight + dayMs),
  };
}

/**
 * When the sale was made (`sold_at`): the day the invoice was issued, which is the moment an order
 * is paid or accepted on a purchase order, or the day it was placed before then. Read, with
 * countsAsSale, from the index orders_sales_idx, whose predicate is the same.
 */
const inWindow = ({ from, to }: { from: Date; to: Date }) =>
  sql`${orders.soldAt} >= ${from.toISOString()}::timestamptz and ${orders.soldAt} < ${to.toISOString()}::timestamptz`;

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
  const result = await withInMemoryPlanning(db, (tx) =>
    tx.execute(sql`
    with series as (
      select d::date as day
      from generate_series(${firstDay}::date, ${firstDay}::date + ${days - 1}::int, interval '1 day') as d
    ),
    sales as (
      select (${orders.soldAt} at time zone 'UTC')::date as day, ${orders.total} as total
      from ${orders}
      where ${countsAsSale} and ${inWindow(window)}
    )
    select to_char(series.day, 'YYYY-MM-DD') as date,
           count(sales.day)::int as orders,
           ${centsText(sql`sales.total`)} as cents
    from series
    left join sales on sales.day = series.day
    group by series.day
    order by series.day`),
  );
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

/**
 * The best sellers by line revenue over the same days as the chart; units break ties. The lines
 * are summed first and only the winners' names looked up, so a busy month costs one pass over its
 * lines.
 */
export async function topProducts(
  db: Database,
  { days, limit = 5, now = new Date() }: { days: number; limit?: number; now?: Date },
): Promise<TopProduct[]> {
  const result = await withInMemoryPlanning(db, (tx) =>
    tx.execute(sql`
    with sold_lines as (
      select ${orderItems.productId} as product_id, ${orderItems.name} as name,
             ${orderItems.quantity} as quantity,
             round(${orderItems.unitPrice} * 100)::bigint * ${orderItems.quantity} as cents
      from ${orders}
      join ${orderItems} on ${orderItems.orderId} = ${orders.id}
      where ${countsAsSale} and ${inWindow(reportingWindow(now, days))}
    ),
    best as (
      -- A deleted product's lines keep their own name.
      select product_id, min(name) as line_name, sum(quantity) as units, sum(cents) as cents
      from sold_lines
      group by product_id, case when product_id is null then name end
      order by sum(cents) desc, sum(quantity) desc, min(name)
      limit ${limit}
    )
    select best.product_id as "productId", coalesce(${products.name}, best.line_name) as name,
           best.units::text as units, best.cents::text as cents
    from best
    left join ${products} on ${products.id} = best.product_id
    order by best.cents desc, best.units desc, best.line_name`),
  );
  return rowsOf<{ productId: number | null; name: string; units: string; cents: string }>(
    result,
  ).map((row) => ({
    productId: row.productId,
    name: row.name,
    units: Number(row.units),
    revenue: fromCents(Number(row.cents)),
  }));
}
