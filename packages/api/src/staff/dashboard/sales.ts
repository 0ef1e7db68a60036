import { sql, type SQL } from 'drizzle-orm';
import { orders, products, productSales, type Database } from '@buildright/db';
import { calendarDay } from '../../shared/calendar-day.ts';
import { fromCents } from '../../shared/money.ts';
import { withInMemoryPlanning } from '../../database/planning.ts';
import { rowsOf } from '../../database/sql-rows.ts';

/**
 * What counts as a sale: a paid order (a card payment that went through), or an order accepted
 * on a purchase order or placed on a company's account, payable on invoice. Cancelled and
 * refunded orders never count; an unpaid card checkout, an open quote or an order awaiting its
 * company's approval is not a sale yet. The rule is the database's order_counts_as_sale (migration
 * 0040), which product_sales' triggers apply too; the planner inlines it, so orders_sales_idx,
 * whose predicate is the same, still answers.
 */
const countsAsSale: SQL = sql`order_counts_as_sale(${orders.status}, ${orders.paymentStatus}, ${orders.paymentMethod})`;

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
  const firstDay = calendarDay(window.from);
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
 * The best sellers by line revenue over the same days as the chart; units break ties. Read from
 * product_sales, what each product sold each day, which the triggers on orders and their lines
 * keep: a month is a row per product and day, not every line of the month's orders joined to its
 * order (35,000 lines: 55 ms at a million orders, against 25). Only the winners' names are
 * looked up; a line whose product is gone keeps its own name.
 */
export async function topProducts(
  db: Database,
  { days, limit = 5, now = new Date() }: { days: number; limit?: number; now?: Date },
): Promise<TopProduct[]> {
  const { from, to } = reportingWindow(now, days);
  const s = productSales;
  const result = await withInMemoryPlanning(db, (tx) =>
    tx.execute(sql`
    with best as (
      select ${s.productId} as product_id, ${s.lineName} as line_name,
             sum(${s.units}) as units, sum(${s.cents}) as cents
      from ${s}
      where ${s.day} >= ${calendarDay(from)}::date and ${s.day} < ${calendarDay(to)}::date
      group by ${s.productId}, ${s.lineName}
      having sum(${s.units}) <> 0 or sum(${s.cents}) <> 0
      order by sum(${s.cents}) desc, sum(${s.units}) desc, ${s.lineName}, ${s.productId}
      limit ${limit}
    )
    select nullif(best.product_id, 0) as "productId",
           coalesce(${products.name}, best.line_name) as name,
           best.units::text as units, best.cents::text as cents
    from best
    left join ${products} on ${products.id} = best.product_id
    order by best.cents desc, best.units desc, best.line_name, best.product_id`),
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
