// The scale build's business: customers, orders with lines and history, quotes, and staff records.
import { hashPassword } from '@buildright/api';
import { companies, firstNames, lastNames } from './vocabulary.ts';
import { inHalves, type ScaleSizes, type Sql } from './build-sql.ts';

export async function loadCustomers(sql: Sql, sizes: ScaleSizes) {
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

export async function loadOrders(sql: Sql, sizes: ScaleSizes) {
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

export async function loadQuotes(sql: Sql, sizes: ScaleSizes) {
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

export async function loadStaffRecords(sql: Sql, sizes: ScaleSizes) {
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
