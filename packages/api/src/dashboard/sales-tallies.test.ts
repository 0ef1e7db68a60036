import { invoices, orderItems, orders, products, refunds } from '@buildright/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../database/index.ts';
import { foldTallies } from '../orders/index.ts';
import { addCategory, addProduct, newStaff } from '../testing/fixtures.ts';
import { addOrder, addRefund, DAY, dayAt } from '../testing/orders.ts';
import { createTestShop, type TestShop } from '../testing/test-shop.ts';

/**
 * The dashboard's sales tallies are kept by triggers: product_sales (what each product sold each
 * day) and sales_days (each day's orders and revenue) by those on orders and their lines,
 * recent_product_sales (what each product sold in the best sellers' window) by one on
 * product_sales; refunds take theirs off on their own days by triggers on refunds. Summed per
 * key, each says what reading every order that counts as a sale, less its refunds that have not
 * failed, says, after each change the shop makes to an order, its lines or its refunds.
 */
let shop: TestShop;
let owner: Awaited<ReturnType<typeof newStaff>>;
beforeAll(async () => {
  shop = await createTestShop();
  owner = await newStaff(shop, 'owner');
});
afterAll(() => shop?.close());

/** The dashboard's best sellers, as staff read them. */
const topProducts = () => owner.api.stats.topProducts();

type Row = { day: string; product: number; name: string; units: number; cents: string };

const countsAsSale = sql`o.status <> 'awaiting_approval'
  and (o.payment_status in ('paid', 'partly_refunded', 'refunded')
    or (o.payment_method in ('po', 'account') and o.status <> 'cancelled'))`;

/** Each refund not failed, as rows of what it gave back: its day, product and lines. */
const refundLines = sql`select ((r.created_at at time zone 'UTC')::date)::text as day,
    coalesce((l->>'productId')::int, 0) as product,
    case when l->>'productId' is null then l->>'name' else '' end as name,
    -(l->>'units')::int as units, -(l->>'cents')::bigint as cents
  from refunds r cross join lateral jsonb_array_elements(r.lines) l
  where r.status <> 'failed'`;

async function kept() {
  return rowsOf<Row>(
    await shop.db.execute(sql`select day::text as day, product_id as product, line_name as name,
        sum(units)::int as units, sum(cents)::text as cents
      from product_sales group by 1, 2, 3
      having sum(units) <> 0 or sum(cents) <> 0 order by 1, 2, 3`),
  );
}

async function fromTheOrders() {
  return rowsOf<Row>(
    await shop.db.execute(sql`select day, product, name, sum(units)::int as units,
        sum(cents)::text as cents
      from (
        select ((o.sold_at at time zone 'UTC')::date)::text as day,
          coalesce(l.product_id, 0) as product,
          case when l.product_id is null then l.name else '' end as name,
          l.quantity as units, round(l.unit_price * 100)::bigint * l.quantity as cents
        from orders o join order_items l on l.order_id = o.id
        where ${countsAsSale}
        union all ${refundLines}
      ) sold
      group by 1, 2, 3 having sum(units) <> 0 or sum(cents) <> 0 order by 1, 2, 3`),
  );
}

/** sales_days summed per day, and each day's orders that count as sales. */
async function salesDaysKeptAndCounted() {
  const days = (query: ReturnType<typeof sql>) => shop.db.execute(query).then(rowsOf);
  return Promise.all([
    days(sql`select day::text as day, sum(orders)::int as orders, sum(cents)::text as cents
      from sales_days group by 1 having sum(orders) <> 0 or sum(cents) <> 0 order by 1`),
    days(sql`select day, sum(orders)::int as orders, sum(cents)::text as cents from (
        select ((o.sold_at at time zone 'UTC')::date)::text as day, 1 as orders,
          round(o.total * 100)::bigint as cents
        from orders o where ${countsAsSale}
        union all
        select ((r.created_at at time zone 'UTC')::date)::text, -(r.undoes_sale::int),
          -round(r.amount * 100)::bigint
        from refunds r where r.status <> 'failed'
      ) sold group by 1 having sum(orders) <> 0 or sum(cents) <> 0 order by 1`),
  ]);
}

/** recent_product_sales summed per product, and product_sales summed over its window. */
async function recentKeptAndSummed() {
  const sums = (from: ReturnType<typeof sql>) =>
    shop.db
      .execute(
        sql`select product_id as product, line_name as name, sum(units)::int as units,
          sum(cents)::text as cents ${from}
          group by 1, 2 having sum(units) <> 0 or sum(cents) <> 0 order by 1, 2`,
      )
      .then(rowsOf);
  return Promise.all([
    sums(sql`from recent_product_sales`),
    sums(sql`from product_sales where day >= (select from_day from recent_sales_window)`),
  ]);
}

/** A moment's UTC day, as the database writes it. */
const dayOf = async (at: Date) =>
  rowsOf<{ day: string }>(
    await shop.db.execute(
      sql`select ((${at.toISOString()}::timestamptz at time zone 'UTC')::date)::text as day`,
    ),
  )[0]!;

const expectKept = async () => {
  expect(await kept()).toEqual(await fromTheOrders());
  const [days, counted] = await salesDaysKeptAndCounted();
  expect(days).toEqual(counted);
  const [recent, summed] = await recentKeptAndSummed();
  expect(recent).toEqual(summed);
};

describe("what each product sold each day, kept by the orders' triggers", () => {
  it('follows payment, invoicing, line changes, cancellation, refund and deletion', async () => {
    const { id: categoryId } = await addCategory(shop.db);
    const bucket = await addProduct(shop.db, { categoryId, name: 'Trench bucket' });
    const teeth = await addProduct(shop.db, { categoryId, name: 'Bucket teeth' });
    const ripper = await addProduct(shop.db, { categoryId, name: 'Ripper' });
    const line = (product: { id: number; name: string }, unitPrice: string, quantity: number) => ({
      productId: product.id,
      name: product.name,
      unitPrice,
      quantity,
    });

    // A card checkout waiting for its payment is no sale yet; paid, it is one today.
    const card = await addOrder(shop.db, {
      total: '260.30',
      paymentMethod: 'card',
      paymentStatus: 'pending',
      placed: dayAt(0),
      lines: [line(bucket, '250.10', 1), line(teeth, '5.10', 2)],
    });
    expect(await kept()).toEqual([]);
    await shop.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, card.id));
    await expectKept();

    // Accepted on a purchase order placed 40 days ago: a sale on the day its invoice is issued.
    const po = await addOrder(shop.db, {
      total: '990.00',
      status: 'processing',
      paymentMethod: 'po',
      paymentStatus: 'unpaid',
      placed: dayAt(40),
      lines: [line(ripper, '330.00', 3)],
    });
    await expectKept();
    await shop.db.insert(invoices).values({ orderId: po.id, document: {}, issuedAt: dayAt(1) });
    await expectKept();

    // Lines changed, added and taken away while the order counts.
    await shop.db
      .update(orderItems)
      .set({ quantity: 4 })
      .where(sql`${orderItems.orderId} = ${card.id} and ${orderItems.productId} = ${teeth.id}`);
    await shop.db.insert(orderItems).values({
      ...line(ripper, '330.00', 1),
      orderId: card.id,
      category: 'Buckets',
    });
    await shop.db
      .delete(orderItems)
      .where(sql`${orderItems.orderId} = ${card.id} and ${orderItems.productId} = ${bucket.id}`);
    await expectKept();

    // A status that changes nothing of the sale adds no row of changes.
    const changeRows = async () =>
      rowsOf<{ n: number }>(
        await shop.db.execute(sql`select count(*)::int as n from product_sales`),
      );
    const rowsBefore = await changeRows();
    await shop.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, po.id));
    expect(await changeRows()).toEqual(rowsBefore);

    // A product deleted since: its lines are kept under their own name.
    await shop.db.delete(products).where(eq(products.id, ripper.id));
    await expectKept();
    expect((await kept()).some((row) => row.product === 0 && row.name === 'Ripper')).toBe(true);

    // Refunded in part yesterday: the sale stays on its day, the refund comes off on its own.
    const refunded = await addOrder(shop.db, {
      total: '10.20',
      paymentMethod: 'card',
      paymentStatus: 'paid',
      placed: dayAt(2),
      lines: [line(teeth, '5.10', 2)],
    });
    await expectKept();
    const refund = await addRefund(shop.db, {
      orderId: refunded.id,
      amount: '4.00',
      on: dayAt(1),
      lines: [{ productId: teeth.id, name: teeth.name, units: 0, cents: 400 }],
    });
    await shop.db
      .update(orders)
      .set({ paymentStatus: 'partly_refunded' })
      .where(eq(orders.id, refunded.id));
    await expectKept();
    expect(await kept()).toContainEqual({
      day: (await dayOf(dayAt(1))).day,
      product: teeth.id,
      name: '',
      units: 0,
      cents: '-400',
    });
    // A refund that failed gives its amount back to the day it was taken from.
    await shop.db.update(refunds).set({ status: 'failed' }).where(eq(refunds.id, refund.id));
    await expectKept();

    // Cancelled after its money was taken, it stays sold until its cancellation's refund undoes
    // the sale (units too), on the day of that refund.
    await shop.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, card.id));
    await expectKept();
    await addRefund(shop.db, {
      orderId: card.id,
      amount: '260.30',
      on: dayAt(0),
      undoesSale: true,
      lines: [
        { productId: teeth.id, name: teeth.name, units: 4, cents: 2040 },
        { productId: null, name: 'Ripper', units: 1, cents: 33000 },
      ],
    });
    await expectKept();

    // Refilled from the orders and their refunds, the tallies say the same.
    await shop.db.execute(sql`select refill_tallies()`);
    await expectKept();

    // Deleted with its refunds: no longer sales.
    await shop.db.delete(orders).where(eq(orders.id, po.id));
    await shop.db.delete(orders).where(eq(orders.id, card.id));
    await shop.db.delete(orders).where(eq(orders.id, refunded.id));
    await expectKept();
    expect(await kept()).toEqual([]);
  });

  it('folds a day of many sales of a product into one row, keeping the sums', async () => {
    const { id: categoryId } = await addCategory(shop.db);
    const vest = await addProduct(shop.db, { categoryId, name: 'Hi-vis vest' });
    for (let i = 0; i < 4; i++) {
      await addOrder(shop.db, {
        total: '12.50',
        paymentMethod: 'card',
        paymentStatus: 'paid',
        placed: dayAt(0),
        lines: [{ productId: vest.id, name: vest.name, unitPrice: '12.50', quantity: 1 }],
      });
    }
    const vestRows = sql`select count(*)::int as n from product_sales where product_id = ${vest.id}`;
    expect(rowsOf<{ n: number }>(await shop.db.execute(vestRows))[0]).toEqual({ n: 4 });
    await foldTallies(shop.db);
    expect(rowsOf<{ n: number }>(await shop.db.execute(vestRows))[0]).toEqual({ n: 1 });
    await expectKept();
  });

  it("rolls the best sellers' window on, taking away the days it leaves", async () => {
    const { id: categoryId } = await addCategory(shop.db);
    const auger = await addProduct(shop.db, { categoryId, name: 'Auger bit' });
    const sold = (daysAgo: number, placed = dayAt(daysAgo)) =>
      addOrder(shop.db, {
        total: '400.00',
        paymentMethod: 'card',
        paymentStatus: 'paid',
        placed,
        lines: [{ productId: auger.id, name: auger.name, unitPrice: '400.00', quantity: 1 }],
      });
    await sold(20);
    await sold(35);
    // As if the window was last rolled 40 days ago: it still holds the sale of 35 days ago.
    await shop.db.execute(sql`update recent_sales_window
      set from_day = (now() at time zone 'UTC')::date - 40`);
    await shop.db.execute(sql`select refill_recent_product_sales()`);
    const auger400 = { productId: auger.id, name: 'Auger bit', units: 1, revenue: '400.00' };

    expect(await topProducts()).toContainEqual(auger400);
    const windowRolled = sql`select (from_day = (now() at time zone 'UTC')::date - 29) as rolled
      from recent_sales_window`;
    expect(rowsOf(await shop.db.execute(windowRolled))).toEqual([{ rolled: true }]);
    await expectKept();

    // The window's row deleted by hand: the next read starts the window afresh.
    await shop.db.execute(sql`delete from recent_sales_window`);
    expect(await topProducts()).toContainEqual(auger400);
    expect(rowsOf(await shop.db.execute(windowRolled))).toEqual([{ rolled: true }]);
    await expectKept();

    // A sale dated after today (a clock set wrong) is in the window's rows but not in its days.
    const ahead = await sold(0, new Date(Date.now() + 2 * DAY));
    expect(await topProducts()).toContainEqual(auger400);
    await shop.db.delete(orders).where(eq(orders.id, ahead.id));
    await expectKept();
  });

  it('ranks products sold since the last fold with the folded ones', async () => {
    const { id: categoryId } = await addCategory(shop.db);
    const sale = async (product: { id: number; name: string }, unitPrice: string) =>
      addOrder(shop.db, {
        total: unitPrice,
        paymentMethod: 'card',
        paymentStatus: 'paid',
        placed: dayAt(1),
        lines: [{ productId: product.id, name: product.name, unitPrice, quantity: 1 }],
      });
    const ladders = [];
    for (let rung = 1; rung <= 7; rung++) {
      ladders.push(await addProduct(shop.db, { categoryId, name: `Ladder ${rung}` }));
    }
    const ladderSales = await Promise.all(
      ladders.map((ladder, i) => sale(ladder, `${(i + 1) * 1000}.00`)),
    );
    await foldTallies(shop.db);
    const best = async () => (await topProducts()).map((row) => `${row.name}: ${row.revenue}`);
    expect(await best()).toEqual([
      'Ladder 7: 7000.00',
      'Ladder 6: 6000.00',
      'Ladder 5: 5000.00',
      'Ladder 4: 4000.00',
      'Ladder 3: 3000.00',
    ]);

    // Unfolded: the smallest sells again and leads; the largest is cancelled, refunded in full
    // (its sale undone) and drops out.
    await sale(ladders[0]!, '9000.00');
    await addRefund(shop.db, {
      orderId: ladderSales[6]!.id,
      amount: '7000.00',
      on: dayAt(0),
      undoesSale: true,
      lines: [{ productId: ladders[6]!.id, name: ladders[6]!.name, units: 1, cents: 700_000 }],
    });
    const expected = [
      'Ladder 1: 10000.00',
      'Ladder 6: 6000.00',
      'Ladder 5: 5000.00',
      'Ladder 4: 4000.00',
      'Ladder 3: 3000.00',
    ];
    expect(await best()).toEqual(expected);
    await foldTallies(shop.db);
    expect(await best()).toEqual(expected);
    await expectKept();
  });
});
