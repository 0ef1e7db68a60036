CREATE TABLE "product_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"product_id" integer NOT NULL,
	"line_name" text NOT NULL,
	"units" integer NOT NULL,
	"cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_sales_day_idx" ON "product_sales" USING btree ("day");--> statement-breakpoint
-- What counts as a sale (the dashboard's rule, sales.ts countsAsSale, and orders_sales_idx): a
-- paid order, or one accepted on a purchase order or placed on account, not refunded; never a
-- cancelled one or one awaiting its company's approval.
CREATE FUNCTION order_counts_as_sale(status text, payment_status text, payment_method text)
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT status NOT IN ('cancelled', 'awaiting_approval')
    AND (payment_status = 'paid'
      OR (payment_method IN ('po', 'account') AND payment_status <> 'refunded'))
$$;--> statement-breakpoint
-- Lines added to, changed in or taken from an order that counts as a sale change its day's sales.
-- An order's own deletion is handled before it (product_sales_of_deleted_order): by the time
-- its lines are deleted with it, it is gone and they are not counted here.
CREATE FUNCTION product_sales_of_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_sales (day, product_id, line_name, units, cents)
    SELECT (o.sold_at AT TIME ZONE 'UTC')::date, coalesce(l.product_id, 0),
      CASE WHEN l.product_id IS NULL THEN l.name ELSE '' END,
      sum(l.quantity), sum(round(l.unit_price * 100)::bigint * l.quantity)
    FROM new_rows l JOIN orders o ON o.id = l.order_id
    WHERE order_counts_as_sale(o.status, o.payment_status, o.payment_method)
    GROUP BY 1, 2, 3;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO product_sales (day, product_id, line_name, units, cents)
    SELECT (o.sold_at AT TIME ZONE 'UTC')::date, coalesce(l.product_id, 0),
      CASE WHEN l.product_id IS NULL THEN l.name ELSE '' END,
      -sum(l.quantity), -sum(round(l.unit_price * 100)::bigint * l.quantity)
    FROM old_rows l JOIN orders o ON o.id = l.order_id
    WHERE order_counts_as_sale(o.status, o.payment_status, o.payment_method)
    GROUP BY 1, 2, 3;
  ELSE
    INSERT INTO product_sales (day, product_id, line_name, units, cents)
    SELECT day, product_id, line_name, sum(units), sum(cents) FROM (
      SELECT l.order_id, coalesce(l.product_id, 0) AS product_id,
        CASE WHEN l.product_id IS NULL THEN l.name ELSE '' END AS line_name,
        -l.quantity AS units, -(round(l.unit_price * 100)::bigint * l.quantity) AS cents
      FROM old_rows l
      UNION ALL
      SELECT l.order_id, coalesce(l.product_id, 0),
        CASE WHEN l.product_id IS NULL THEN l.name ELSE '' END,
        l.quantity, round(l.unit_price * 100)::bigint * l.quantity
      FROM new_rows l
    ) changed
    JOIN LATERAL (SELECT (o.sold_at AT TIME ZONE 'UTC')::date AS day FROM orders o
      WHERE o.id = changed.order_id
        AND order_counts_as_sale(o.status, o.payment_status, o.payment_method)) sold ON true
    GROUP BY 1, 2, 3 HAVING sum(units) <> 0 OR sum(cents) <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_sales_lines_insert AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_sales_of_lines();--> statement-breakpoint
CREATE TRIGGER product_sales_lines_update AFTER UPDATE ON order_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_sales_of_lines();--> statement-breakpoint
CREATE TRIGGER product_sales_lines_delete AFTER DELETE ON order_items
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_sales_of_lines();--> statement-breakpoint
-- An order that starts or stops counting as a sale, or moves to another day (its invoice issued),
-- moves its lines' sales: taken from the day it counted on, added to the day it counts on now.
CREATE FUNCTION product_sales_of_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH sold AS (
    SELECT o.id,
      CASE WHEN order_counts_as_sale(o.status, o.payment_status, o.payment_method)
        THEN (o.sold_at AT TIME ZONE 'UTC')::date END AS was,
      CASE WHEN order_counts_as_sale(n.status, n.payment_status, n.payment_method)
        THEN (n.sold_at AT TIME ZONE 'UTC')::date END AS now
    FROM old_rows o JOIN new_rows n ON n.id = o.id
  ), moved AS (
    SELECT id, was AS day, -1 AS sign FROM sold WHERE was IS NOT NULL AND was IS DISTINCT FROM now
    UNION ALL
    SELECT id, now, 1 FROM sold WHERE now IS NOT NULL AND was IS DISTINCT FROM now
  )
  INSERT INTO product_sales (day, product_id, line_name, units, cents)
  SELECT m.day, coalesce(l.product_id, 0), CASE WHEN l.product_id IS NULL THEN l.name ELSE '' END,
    sum(m.sign * l.quantity), sum(m.sign * round(l.unit_price * 100)::bigint * l.quantity)
  FROM moved m JOIN order_items l ON l.order_id = m.id
  GROUP BY 1, 2, 3
  HAVING sum(m.sign * l.quantity) <> 0 OR sum(m.sign * round(l.unit_price * 100)::bigint * l.quantity) <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_sales_orders_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_sales_of_orders();--> statement-breakpoint
CREATE FUNCTION product_sales_of_deleted_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF order_counts_as_sale(OLD.status, OLD.payment_status, OLD.payment_method) THEN
    INSERT INTO product_sales (day, product_id, line_name, units, cents)
    SELECT (OLD.sold_at AT TIME ZONE 'UTC')::date, coalesce(l.product_id, 0),
      CASE WHEN l.product_id IS NULL THEN l.name ELSE '' END,
      -sum(l.quantity), -sum(round(l.unit_price * 100)::bigint * l.quantity)
    FROM order_items l WHERE l.order_id = OLD.id
    GROUP BY 1, 2, 3;
  END IF;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER product_sales_order_delete BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION product_sales_of_deleted_order();--> statement-breakpoint
CREATE TRIGGER product_sales_orders_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION tallies_clear('product_sales');--> statement-breakpoint
CREATE TRIGGER product_sales_lines_truncate AFTER TRUNCATE ON order_items
  FOR EACH STATEMENT EXECUTE FUNCTION tallies_clear('product_sales');--> statement-breakpoint
-- Folds the last two days' rows of changes into one row per product and day (a product sold
-- many times a day leaves one row, not one per sale); older days change seldom (a refund, a
-- cancellation) and are left as they are, their sums being right either way. Safe to run from
-- several processes at once, as fold_tallies is, which runs it.
CREATE FUNCTION fold_product_sales() RETURNS void LANGUAGE sql AS $$
  WITH recent AS (
    SELECT day, product_id, line_name FROM product_sales
    WHERE day >= (now() AT TIME ZONE 'UTC')::date - 1
    GROUP BY 1, 2, 3 HAVING count(*) > 1
  ), gone AS (
    DELETE FROM product_sales s USING recent r
    WHERE s.day = r.day AND s.product_id = r.product_id AND s.line_name = r.line_name
    RETURNING s.day, s.product_id, s.line_name, s.units, s.cents
  )
  INSERT INTO product_sales (day, product_id, line_name, units, cents)
  SELECT day, product_id, line_name, sum(units), sum(cents) FROM gone
  GROUP BY 1, 2, 3 HAVING sum(units) <> 0 OR sum(cents) <> 0;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION fold_tallies() RETURNS void LANGUAGE sql AS $$
  WITH gone AS (DELETE FROM order_tallies RETURNING status, payment_status, orders, total)
  INSERT INTO order_tallies (status, payment_status, orders, total)
  SELECT status, payment_status, sum(orders), sum(total) FROM gone
  GROUP BY 1, 2 HAVING sum(orders) <> 0 OR sum(total) <> 0;
  WITH gone AS (
    DELETE FROM product_tallies
    RETURNING category_id, is_active, products, in_stock, on_sale, in_stock_on_sale
  )
  INSERT INTO product_tallies (category_id, is_active, products, in_stock, on_sale, in_stock_on_sale)
  SELECT category_id, is_active, sum(products), sum(in_stock), sum(on_sale), sum(in_stock_on_sale)
  FROM gone
  GROUP BY 1, 2 HAVING sum(products) <> 0;
  WITH gone AS (DELETE FROM customer_tallies RETURNING customers)
  INSERT INTO customer_tallies (customers)
  SELECT sum(customers) FROM gone HAVING sum(customers) <> 0;
  SELECT fold_product_sales();
$$;--> statement-breakpoint
-- What every order that counts as a sale sold, afresh, a row per product and day in day order.
CREATE FUNCTION refill_product_sales() RETURNS void LANGUAGE sql AS $$
  DELETE FROM product_sales;
  INSERT INTO product_sales (day, product_id, line_name, units, cents)
  SELECT (o.sold_at AT TIME ZONE 'UTC')::date, coalesce(l.product_id, 0),
    CASE WHEN l.product_id IS NULL THEN l.name ELSE '' END,
    sum(l.quantity), sum(round(l.unit_price * 100)::bigint * l.quantity)
  FROM orders o JOIN order_items l ON l.order_id = o.id
  WHERE order_counts_as_sale(o.status, o.payment_status, o.payment_method)
  GROUP BY 1, 2, 3 ORDER BY 1;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION refill_tallies() RETURNS void LANGUAGE sql AS $$
  DELETE FROM order_tallies;
  INSERT INTO order_tallies (status, payment_status, orders, total)
  SELECT status, payment_status, count(*), sum(total) FROM orders GROUP BY 1, 2;
  DELETE FROM product_tallies;
  INSERT INTO product_tallies (category_id, is_active, products, in_stock, on_sale, in_stock_on_sale)
  SELECT category_id, is_active, count(*), count(*) FILTER (WHERE stock > 0),
    count(*) FILTER (WHERE sale_price IS NOT NULL),
    count(*) FILTER (WHERE stock > 0 AND sale_price IS NOT NULL)
  FROM products GROUP BY 1, 2;
  DELETE FROM customer_tallies;
  INSERT INTO customer_tallies (customers) SELECT count(*) FROM local_users;
  SELECT refill_product_sales();
$$;--> statement-breakpoint
SELECT refill_product_sales();
