/**
 * Builds a distributor-sized database on a PostgreSQL server with set-based SQL: products,
 * machines and fitment, customers, orders with their lines and history, quotes, contact
 * messages, activity and mail. Rows are drawn from a deterministic hash of their number, so
 * every build holds the same data. Triggers are off while loading (the search document and the
 * word list are written here as the triggers would), and the two halves of each large table are
 * loaded on two connections at once.
 */
import postgres from 'postgres';
import { hashPassword } from '@buildright/api';
import { connect, migrate } from '@buildright/db';
import {
  brands,
  companies,
  firstNames,
  kinds,
  lastNames,
  machineMakes,
  ranges,
  sentences,
} from './vocabulary.ts';

export interface ScaleSizes {
  products: number;
  machines: number;
  customers: number;
  orders: number;
  quotes: number;
  contactMessages: number;
  auditEntries: number;
  emails: number;
}

/** A distributor's size: the goals of the scale bench hold at these. */
export const distributorSizes: ScaleSizes = {
  products: 1_000_000,
  machines: 5_000,
  customers: 100_000,
  orders: 1_000_000,
  quotes: 50_000,
  contactMessages: 50_000,
  auditEntries: 500_000,
  emails: 300_000,
};

/** Bumped whenever the data drawn changes, so an older build is rebuilt. */
const BUILD_VERSION = 1;

type Sql = postgres.Sql;

const log = (message: string) => console.log(`  ${message}`);

async function timed(label: string, work: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  await work();
  log(`${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

/** Runs `load(from, to)` for the halves of 1..count on two connections at once. */
async function inHalves(
  sql: Sql,
  count: number,
  load: (tx: postgres.TransactionSql, from: number, to: number) => Promise<unknown>,
) {
  const middle = Math.floor(count / 2);
  await Promise.all(
    [
      [1, middle],
      [middle + 1, count],
    ].map(([from, to]) =>
      sql.begin(async (tx) => {
        await tx`set local session_replication_role = replica`;
        await load(tx, from!, to!);
      }),
    ),
  );
}

async function createHelpers(sql: Sql) {
  // A number in [0, 1) drawn from a row's number and a salt: the same on every build.
  await sql`create or replace function bench_rand(n bigint, salt int) returns float8
    language sql immutable parallel safe as
    $$ select (hashint8(n * 1000003 + salt) & 2147483647)::float8 / 2147483648.0 $$`;
  await sql`create or replace function bench_pick(items text[], n bigint, salt int) returns text
    language sql immutable parallel safe as
    $$ select items[1 + floor(bench_rand(n, salt) * array_length(items, 1))::int] $$`;
  await sql`drop table if exists bench_kinds`;
  await sql`create table bench_kinds (
    idx int primary key, category_id int not null, category text not null, attachment boolean not null,
    price_min int not null, price_max int not null, nouns text[] not null, qualifiers text[] not null)`;
}

async function loadCategoriesAndMachines(sql: Sql, sizes: ScaleSizes) {
  const categoryRows = await sql<{ id: number; name: string }[]>`
    insert into categories (name, description)
    select name, 'Everything in ' || name
    from unnest(${kinds.map((k) => k.category)}::text[]) as name
    returning id, name`;
  const idOf = new Map(categoryRows.map((row) => [row.name, row.id]));
  for (const [idx, kind] of kinds.entries()) {
    await sql`insert into bench_kinds values (${idx}, ${idOf.get(kind.category)!}, ${kind.category},
      ${kind.attachment}, ${kind.price[0]}, ${kind.price[1]}, ${kind.nouns}, ${kind.qualifiers})`;
  }
  await sql`
    insert into machine_models (make, model, operating_weight_kg, pin_diameter_mm, coupler)
    select bench_pick(${machineMakes}, g, 1),
      case when g % 7 = 3 then 'SL' else chr(65 + (g % 26)) || chr(65 + (g / 26 % 26)) end
        || (100 + g) || '-' || (1 + g % 9),
      w, case when g % 7 = 3 then null
              when w < 2000 then 35 when w < 4000 then 40 when w < 8000 then 50
              when w < 15000 then 65 when w < 25000 then 80 else 100 end,
      case when g % 7 = 3 then 'skid-steer'
           else bench_pick(array['pin-on', 'hydraulic', 'mechanical', 'tiltrotator'], g, 3) end
    from generate_series(1, ${sizes.machines}) g,
      lateral (select (8 + floor(bench_rand(g, 2) * 492))::int * 100 as w) weight`;
}

async function loadProducts(sql: Sql, sizes: ScaleSizes) {
  await inHalves(
    sql,
    sizes.products,
    (tx, from, to) => tx`
    insert into products (id, name, description, price, sale_price, category_id, stock, sku,
      is_active, fits_universal, fit_min_weight_kg, fit_max_weight_kg, fit_pin_mm, fit_coupler,
      search_vector, created_at, updated_at)
    select g, named.name, described.description, named.price, named.sale_price, k.category_id,
      case when bench_rand(g, 20) < 0.2 then 0 else 1 + floor(bench_rand(g, 21) * 200)::int end,
      named.sku, bench_rand(g, 22) >= 0.03,
      not k.attachment,
      case when k.attachment and bench_rand(g, 30) < 0.7 then weight.lo end,
      case when k.attachment and bench_rand(g, 30) < 0.7 then weight.hi end,
      case when k.attachment and bench_rand(g, 30) < 0.7 and bench_rand(g, 33) < 0.5
           then (array[35, 40, 50, 65, 80, 100])[1 + floor(bench_rand(g, 34) * 6)::int] end,
      case when k.attachment and bench_rand(g, 30) < 0.7 and bench_rand(g, 35) < 0.4
           then bench_pick(array['pin-on', 'hydraulic', 'mechanical'], g, 36) end,
      search_document(named.name, named.sku, k.category, described.description),
      named.created_at, named.created_at + (now() - named.created_at) * bench_rand(g, 41)
    from generate_series(${from}::int, ${to}::int) g
    join bench_kinds k on k.idx = floor(bench_rand(g, 1) * ${kinds.length})::int
    cross join lateral (
      select bench_pick(${brands}, g, 2) as brand,
        'BR-' || lpad((1000 + g)::text, greatest(6, length((1000 + g)::text)), '0') as sku,
        now() - interval '1 day' * 1100 * bench_rand(g, 40) as created_at,
        (k.price_min + floor(bench_rand(g, 6) * (k.price_max - k.price_min)))::numeric(10, 2)
          + (array[0, 0.5, 0.95, 0.99])[1 + floor(bench_rand(g, 7) * 4)::int] as price
    ) drawn
    cross join lateral (
      select drawn.*, drawn.brand || ' ' || bench_pick(k.qualifiers, g, 3) || ' '
          || bench_pick(k.nouns, g, 4) || ' '
          || case when k.attachment then (20 + floor(bench_rand(g, 5) * 60)::int * 10) || ' mm'
                  else 'Model ' || chr(65 + floor(bench_rand(g, 5) * 26)::int) || (100 + g % 900) end
          as name,
        case when bench_rand(g, 8) < 0.15
             then round(drawn.price * (0.8 + bench_rand(g, 9) * 0.15)::numeric, 2) end as sale_price
    ) named
    cross join lateral (
      select '<p>The <strong>' || named.name || '</strong> by ' || named.brand || ', from the '
        || bench_pick(${ranges}, g, 10) || ' range. ' || bench_pick(${sentences}, g, 11) || ' '
        || bench_pick(${sentences}, g, 12) || ' ' || bench_pick(${sentences}, g, 13)
        || '</p><ul><li>Weight: ' || (5 + floor(bench_rand(g, 14) * 900)) || ' kg</li><li>Made in '
        || bench_pick(array['Germany', 'Sweden', 'the UK', 'Japan', 'the USA'], g, 15)
        || '</li></ul>' as description
    ) described
    cross join lateral (
      select (array[800, 1500, 3000, 6000, 10000, 18000, 25000])[c] as lo,
             (array[2000, 4000, 8000, 12000, 20000, 30000, 50000])[c] as hi
      from (select 1 + floor(bench_rand(g, 31) * 7)::int as c) class
    ) weight`,
  );
  await sql`select setval('products_id_seq', ${sizes.products})`;
  await sql`select setval('product_sku_seq', ${1000 + sizes.products})`;
  const vocabulary = [
    ...kinds.flatMap((k) => [k.category, ...k.nouns, ...k.qualifiers]),
    ...brands,
    ...sentences,
    ...ranges,
    'The by from the range Weight kg Made in Germany Sweden UK Japan USA mm Model',
  ].join(' ');
  await sql`select search_words_add(${vocabulary})`;
  await inHalves(
    sql,
    sizes.products,
    (tx, from, to) => tx`
    insert into product_fitments (product_id, machine_model_id)
    select distinct p.id, 1 + floor(bench_rand(p.id * 16 + n, 50) * ${sizes.machines})::int
    from products p, generate_series(1, 2 + p.id % 7) n
    where p.id between ${from} and ${to} and not p.fits_universal and bench_rand(p.id, 30) >= 0.5`,
  );
}

async function loadCustomers(sql: Sql, sizes: ScaleSizes) {
  const password = await hashPassword('bench-customer-password');
  await sql`
    insert into local_users (id, username, email, password, first_name, last_name, phone, company, created_at)
    select g, 'customer' || g, 'customer' || g || '@example.com', ${password},
      bench_pick(${firstNames}, g, 1), bench_pick(${lastNames}, g, 2),
      '+1 555 ' || lpad((g % 10000)::text, 4, '0'),
      case when bench_rand(g, 3) < 0.4 then bench_pick(${companies}, g, 4) end,
      now() - interval '1 day' * 1500 * bench_rand(g, 5)
    from generate_series(1, ${sizes.customers}) g`;
  await sql`select setval('local_users_id_seq', ${sizes.customers})`;
  await sql`
    insert into customer_addresses (customer_id, label, recipient_name, address, is_default)
    select g, 'Yard', 'Site office', (g % 900 + 1) || ' Quarry Road, Springfield', true
    from generate_series(1, ${sizes.customers}) g`;
  await sql`
    insert into customer_machines (customer_id, machine_model_id)
    select distinct g, 1 + floor(bench_rand(g * 3 + n, 6) * ${sizes.machines})::int
    from generate_series(1, ${sizes.customers}, 2) g, generate_series(1, 2) n`;
}

async function loadOrders(sql: Sql, sizes: ScaleSizes) {
  // Lines first (1 to 5 per order, 3 on average), so each order's total is their sum.
  await sql`drop table if exists bench_lines`;
  await sql`create unlogged table bench_lines (order_id int, line int, product_id int, quantity int)`;
  await inHalves(
    sql,
    sizes.orders,
    (tx, from, to) => tx`
    insert into bench_lines
    select o, n, 1 + floor(bench_rand(o * 8 + n, 60) * ${sizes.products})::int,
      1 + floor(bench_rand(o * 8 + n, 61) * 4)::int
    from generate_series(${from}::int, ${to}::int) o, generate_series(1, 1 + o % 5) n`,
  );
  await sql`create index on bench_lines (order_id)`;
  await inHalves(
    sql,
    sizes.orders,
    (tx, from, to) => tx`
    insert into orders (id, customer_id, customer_name, customer_email, customer_phone,
      customer_address, total, po_number, status, tracking_number, estimated_delivery,
      payment_method, payment_status, payment_provider_id, created_at, updated_at, sold_at)
    select o, drawn.customer, drawn.first || ' ' || drawn.last,
      case when drawn.customer is null
           then lower(drawn.first || '.' || drawn.last) || o || '@guest.example'
           else 'customer' || drawn.customer || '@example.com' end,
      '+1 555 ' || lpad((o % 10000)::text, 4, '0'), (o % 900 + 1) || ' Quarry Road, Springfield',
      totals.total,
      case when drawn.method = 'po' then 'PO-' || (100000 + o % 900000) end,
      drawn.status,
      case when drawn.status in ('shipped', 'delivered') then 'TRK' || lpad(o::text, 10, '0') end,
      case when drawn.status = 'shipped' then drawn.created_at + interval '5 days' end,
      drawn.method,
      case when drawn.method = 'card' then
             case when drawn.status = 'cancelled' then 'refunded'
                  when drawn.status = 'pending' and bench_rand(o, 5) < 0.3 then 'pending'
                  else 'paid' end
           when drawn.method = 'po' and drawn.status = 'delivered' then 'paid'
           else 'unpaid' end,
      case when drawn.method = 'card' then 'pi_bench_' || o end,
      drawn.created_at, drawn.created_at + interval '2 days', drawn.created_at
    from generate_series(${from}::int, ${to}::int) o
    cross join lateral (
      select case when bench_rand(o, 1) < 0.6 then 1 + floor(bench_rand(o, 2) * ${sizes.customers})::int end as customer,
        bench_pick(${firstNames}, o, 3) as first, bench_pick(${lastNames}, o, 4) as last,
        case when bench_rand(o, 6) < 0.7 then 'card' when bench_rand(o, 6) < 0.85 then 'po' else 'quote' end as method,
        case when bench_rand(o, 7) < 0.70 then 'delivered' when bench_rand(o, 7) < 0.75 then 'shipped'
             when bench_rand(o, 7) < 0.80 then 'processing' when bench_rand(o, 7) < 0.90 then 'pending'
             else 'cancelled' end as status,
        now() - interval '1 day' * 1826 * (1 - o::float8 / ${sizes.orders}) - interval '1 minute' * 600 * bench_rand(o, 8) as created_at
    ) drawn
    join (
      select l.order_id, sum(l.quantity * p.price) as total
      from bench_lines l join products p on p.id = l.product_id
      where l.order_id between ${from} and ${to}
      group by l.order_id
    ) totals on totals.order_id = o`,
  );
  await sql`select setval('orders_id_seq', ${sizes.orders})`;
  await inHalves(
    sql,
    sizes.orders,
    (tx, from, to) => tx`
    insert into order_items (order_id, product_id, name, category, image_url, unit_price, quantity)
    select l.order_id, l.product_id, p.name, k.category, null, p.price, l.quantity
    from bench_lines l
    join products p on p.id = l.product_id
    join bench_kinds k on k.category_id = p.category_id
    where l.order_id between ${from} and ${to}
    order by l.order_id, l.line`,
  );
  await inHalves(
    sql,
    sizes.orders,
    (tx, from, to) => tx`
    insert into order_status_events (order_id, status, changed_at)
    select id, 'pending', created_at from orders where id between ${from} and ${to}
    union all
    select id, status, created_at + interval '2 days' from orders
    where id between ${from} and ${to} and status <> 'pending'`,
  );
  await sql`drop table bench_lines`;
}

async function loadQuotes(sql: Sql, sizes: ScaleSizes) {
  await sql`
    insert into quotes (order_id, token, status, requested_lines, created_at, status_changed_at,
      buyer_name, buyer_email)
    select o.id, md5('quote ' || o.id),
      bench_pick(array['requested', 'quoted', 'quoted', 'changes_requested', 'accepted', 'ordered',
        'declined', 'expired', 'withdrawn'], o.id, 70),
      (select jsonb_agg(jsonb_build_object('productId', i.product_id, 'name', i.name,
          'sku', p.sku, 'category', i.category,
          'imageUrl', null, 'unitPrice', i.unit_price, 'quantity', i.quantity) order by i.id)
       from order_items i join products p on p.id = i.product_id where i.order_id = o.id),
      o.created_at, o.created_at + interval '1 day', o.customer_name, o.customer_email
    from orders o
    where o.payment_method = 'quote'
    order by o.id desc
    limit ${sizes.quotes}`;
  await sql`
    insert into quote_revisions (quote_id, number, lines, subtotal, discount, delivery_charge,
      total, valid_until, note, created_at, sent_at)
    select q.id, 1, q.requested_lines, o.total, 0, 0, o.total,
      (q.created_at + interval '30 days')::date, 'Prices as agreed', q.created_at, q.created_at
    from quotes q join orders o on o.id = q.order_id
    where q.status <> 'requested'`;
  await sql`
    insert into quote_messages (quote_id, author, body, created_at)
    select id, 'buyer', 'Can you deliver this to site next week?', created_at
    from quotes where id % 3 = 0`;
}

async function loadStaffRecords(sql: Sql, sizes: ScaleSizes) {
  await sql`
    insert into contact_submissions (name, email, phone, company, subject, message, created_at, read_at)
    select bench_pick(${firstNames}, g, 1) || ' ' || bench_pick(${lastNames}, g, 2),
      'visitor' || g || '@example.com', null, bench_pick(${companies}, g, 3),
      bench_pick(array['Delivery question', 'Bulk pricing', 'Fitment help', 'Hire enquiry'], g, 4),
      'Hello, I would like to know more about your range. Message ' || g,
      now() - interval '1 minute' * (${sizes.contactMessages} - g) * 7,
      case when g < ${sizes.contactMessages} - 50 then now() end
    from generate_series(1, ${sizes.contactMessages}) g`;
  const [admin] = await sql<{ id: number }[]>`
    insert into admin_users (username, password, staff_role)
    values ('scale-owner', ${await hashPassword('bench-owner-password')}, 'owner')
    returning id`;
  await inHalves(
    sql,
    sizes.auditEntries,
    (tx, from, to) => tx`
    insert into audit_entries (at, actor_id, actor_name, action, entity_type, entity_id, entity_label, changes)
    select now() - interval '1 second' * (${sizes.auditEntries} - g) * 60, ${admin!.id}, 'scale-owner',
      case when g % 3 = 0 then 'order.updated' else 'product.updated' end,
      case when g % 3 = 0 then 'order' else 'product' end,
      1 + g % 100000, case when g % 3 = 0 then 'Order #' || (1 + g % 100000) else 'Product ' || (1 + g % 100000) end,
      jsonb_build_array(jsonb_build_object('field', 'stock', 'from', g % 50, 'to', g % 50 + 5))
    from generate_series(${from}::int, ${to}::int) g`,
  );
  await inHalves(
    sql,
    sizes.emails,
    (tx, from, to) => tx`
    insert into outbox_emails (template, recipient, subject, data, status, attempts, next_attempt_at,
      last_error, created_at, sent_at)
    select 'order-placed', 'customer' || (1 + g % 100000) || '@example.com', 'Your order',
      jsonb_build_object('orderId', g), case when g % 250 = 0 then 'failed' else 'sent' end,
      case when g % 250 = 0 then 8 else 1 end, now(),
      case when g % 250 = 0 then '550 mailbox unavailable' end,
      now() - interval '1 minute' * (${sizes.emails} - g),
      case when g % 250 <> 0 then now() - interval '1 minute' * (${sizes.emails} - g) end
    from generate_series(${from}::int, ${to}::int) g`,
  );
}

/**
 * A migrated database named `name` on the server at `serverUrl`, filled to `sizes`. One that an
 * earlier run built with the same version and sizes is kept (after applying new migrations).
 */
export async function scaleDatabase(
  serverUrl: string,
  name: string,
  sizes: ScaleSizes,
  rebuild: boolean,
): Promise<string> {
  const stamp = JSON.stringify({ version: BUILD_VERSION, sizes });
  const server = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const [existing] = await server`select 1 from pg_database where datname = ${name}`;
  let reuse = false;
  if (existing && !rebuild) {
    const probe = postgres(url.toString(), { max: 1, onnotice: () => {} });
    const [row] = await probe`select shobj_description(oid, 'pg_database') as stamp
      from pg_database where datname = current_database()`;
    reuse = row?.stamp === stamp;
    await probe.end();
  }
  if (!reuse) {
    await server.unsafe(`drop database if exists ${name} with (force)`);
    await server.unsafe(`create database ${name}`);
  }
  await server.end();

  const connection = await connect({ databaseUrl: url.toString(), maxConnections: 2 });
  await migrate(connection);
  await connection.close();
  if (reuse) {
    // New migrations may have added indexes on expressions, which have no statistics until now.
    const analyse = postgres(url.toString(), { max: 1, onnotice: () => {} });
    await analyse.unsafe('analyze');
    await analyse.end();
    log(`kept the database ${name} of an earlier run (--rebuild builds it again)`);
    return url.toString();
  }

  const sql = postgres(url.toString(), { max: 2, onnotice: () => {} });
  await sql`set maintenance_work_mem = '512MB'`;
  const started = performance.now();
  await timed('helpers', () => createHelpers(sql));
  await timed(`${kinds.length} categories, ${sizes.machines} machines`, () =>
    loadCategoriesAndMachines(sql, sizes),
  );
  await timed(`${sizes.products} products with fitment`, () => loadProducts(sql, sizes));
  await timed(`${sizes.customers} customers`, () => loadCustomers(sql, sizes));
  await timed(`${sizes.orders} orders with lines and history`, () => loadOrders(sql, sizes));
  await timed(`${sizes.quotes} quotes`, () => loadQuotes(sql, sizes));
  await timed('contact messages, activity, mail', () => loadStaffRecords(sql, sizes));
  await sql`drop table bench_kinds`;
  await sql`drop function bench_pick, bench_rand`;
  // The load ran with triggers off, so the maintained counts start from the rows themselves.
  await timed('tallies', () => sql`select refill_tallies()`);
  await timed('vacuum analyze', () => sql.unsafe('vacuum (analyze)'));
  await sql.unsafe(`comment on database ${name} is '${stamp}'`);
  log(`built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  await sql.end();
  return url.toString();
}
