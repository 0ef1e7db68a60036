import { sql, type SQL } from 'drizzle-orm';
import {
  products,
  productSales,
  recentProductSales,
  salesDays,
  type Database,
  type Transaction,
} from '@buildright/db';
import { calendarDay } from '../shared/calendar-day.ts';
import { fromCents } from '../shared/money.ts';
import { withInMemoryPlanning, firstRow, rowsOf } from '../database/index.ts';
/*
 * What counts as a sale: a paid order (a card payment that went through), or an order accepted
 * on a purchase order or placed on a company's account, payable on invoice. Cancelled and
 * refunded orders never count; an unpaid card checkout, an open quote or an order awaiting its
 * company's approval is not a sale yet. The rule is the database's order_counts_as_sale (migration
 * 0040), which the triggers that keep sales_days and product_sales apply. A sale is made on the
 * day (UTC) its invoice is issued, which is the moment an order is paid or accepted on a purchase
 * order, or the day it was placed before then (orders.sold_at).
 */

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
 * Orders and revenue per day for the last `days` days up to `now`, today included; a day without
 * sales is there with zeros. Each order's revenue is its total (after any quote discount, with
 * delivery). Read from sales_days, a row per day once folded, not from every order of the days.
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
      select ${salesDays.day} as day, sum(${salesDays.orders}) as orders, sum(${salesDays.cents}) as cents
      from ${salesDays}
      where ${salesDays.day} >= ${firstDay}::date and ${salesDays.day} < ${calendarDay(window.to)}::date
      group by ${salesDays.day}
    )
    select to_char(series.day, 'YYYY-MM-DD') as date,
           coalesce(sales.orders, 0)::int as orders,
           coalesce(sales.cents, 0)::text as cents
    from series
    left join sales on sales.day = series.day
    order by series.day`),
  );
  const rows = rowsOf<{ date: string; orders: number | string; cents: string }>(result);
  let totalCents = 0;
  let totalOrders = 0;
  const chartDays = rows.map((row) => {
    const cents = Number(row.cents);
    totalCents += cents;
    totalOrders += Number(row.orders);
    return { date: row.date, orders: Number(row.orders), revenue: fromCents(cents) };
  });
  return {
    days: chartDays,
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

type BestSellersQuery = (limit: number) => SQL;

/** The best sellers of [from, to), summed from product_sales per product: a row per product and day. */
const bestOfDays =
  (from: Date, to: Date): BestSellersQuery =>
  (limit) => {
    const s = productSales;
    return sql`
      select ${s.productId} as product_id, ${s.lineName} as line_name,
             sum(${s.units}) as units, sum(${s.cents}) as cents
      from ${s}
      where ${s.day} >= ${calendarDay(from)}::date and ${s.day} < ${calendarDay(to)}::date
      group by ${s.productId}, ${s.lineName}
      having sum(${s.units}) <> 0 or sum(${s.cents}) <> 0
      order by sum(${s.cents}) desc, sum(${s.units}) desc, ${s.lineName}, ${s.productId}
      limit ${limit}`;
  };

/**
 * The best sellers of the window recent_product_sales holds. A product without rows of changes
 * has one folded row, its whole sum, so the best of those are the first rows of
 * recent_product_sales_best_idx; a product with rows of changes (sold since the last fold) is
 * summed, and either may win.
 */
const bestOfRecentSales: BestSellersQuery = (limit) => {
  const r = recentProductSales;
  return sql`
    with changed as (
      select distinct ${r.productId} as product_id, ${r.lineName} as line_name
      from ${r} where not ${r.folded}
    ),
    candidates as (
      (select ${r.productId} as product_id, ${r.lineName} as line_name from ${r}
        where ${r.folded} and not exists (select 1 from changed
          where changed.product_id = ${r.productId} and changed.line_name = ${r.lineName})
        order by ${r.cents} desc, ${r.units} desc, ${r.lineName}, ${r.productId}
        limit ${limit})
      union
      select product_id, line_name from changed
    )
    select ${r.productId} as product_id, ${r.lineName} as line_name,
           sum(${r.units}) as units, sum(${r.cents}) as cents
    from ${r} join candidates
      on candidates.product_id = ${r.productId} and candidates.line_name = ${r.lineName}
    group by ${r.productId}, ${r.lineName}
    having sum(${r.units}) <> 0 or sum(${r.cents}) <> 0
    order by sum(${r.cents}) desc, sum(${r.units}) desc, ${r.lineName}, ${r.productId}
    limit ${limit}`;
};

/**
 * recent_product_sales when it holds exactly [from, to): rolled on to `from` first (the first
 * read of a day takes away the day the window leaves), and no sale dated after `to`, which it
 * would hold. Otherwise (a window of other days) the sales of the days themselves.
 */
async function bestSellersOf(tx: Transaction, from: Date, to: Date): Promise<BestSellersQuery> {
  const window = firstRow<{ firstDay: string; later: boolean }>(
    await tx.execute(sql`select roll_recent_product_sales(${calendarDay(from)}::date)::text as "firstDay",
      exists (select 1 from ${productSales} where ${productSales.day} >= ${calendarDay(to)}::date) as later`),
  )!;
  return window.firstDay === calendarDay(from) && !window.later
    ? bestOfRecentSales
    : bestOfDays(from, to);
}

/**
 * The best sellers by line revenue over the same days as the chart; units break ties. The last
 * 30 days are read from recent_product_sales (a day's first read rolls it on): the first rows of
 * an index, not a month of product_sales summed per product, which grows with the catalogue
 * (docs/adr/0008-lists-and-dashboard-at-a-million-orders.md). Only the winners' names are looked
 * up; a line whose product is gone keeps its own name.
 */
export async function topProducts(
  db: Database,
  { days, limit = 5, now = new Date() }: { days: number; limit?: number; now?: Date },
): Promise<TopProduct[]> {
  const { from, to } = reportingWindow(now, days);
  const result = await withInMemoryPlanning(db, async (tx) => {
    const best = await bestSellersOf(tx, from, to);
    return tx.execute(sql`
    with best as (${best(limit)})
    select nullif(best.product_id, 0) as "productId",
           coalesce(${products.name}, best.line_name) as name,
           best.units::text as units, best.cents::text as cents
    from best
    left join ${products} on ${products.id} = best.product_id
    order by best.cents desc, best.units desc, best.line_name, best.product_id`);
  });
  return rowsOf<{ productId: number | null; name: string; units: string; cents: string }>(
    result,
  ).map((row) => ({
    productId: row.productId,
    name: row.name,
    units: Number(row.units),
    revenue: fromCents(Number(row.cents)),
  }));
}
