-- Two tallies let the dashboard read its days without summing them afresh: sales_days, each
-- day's orders and revenue (the chart), and recent_product_sales, what each product sold from
-- recent_sales_window's day on (the best sellers of the last 30 days). The orders' index of
-- sales by day (orders_sales_idx) has no reader left.
CREATE TABLE "recent_product_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"line_name" text NOT NULL,
	"units" integer NOT NULL,
	"cents" bigint NOT NULL,
	"folded" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recent_sales_window" (
	"from_day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"orders" integer NOT NULL,
	"cents" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_sales_idx";--> statement-breakpoint
CREATE INDEX "recent_product_sales_best_idx" ON "recent_product_sales" USING btree ("cents" DESC NULLS FIRST,"units" DESC NULLS FIRST,"line_name","product_id") WHERE "recent_product_sales"."folded";--> statement-breakpoint
CREATE INDEX "recent_product_sales_key_idx" ON "recent_product_sales" USING btree ("product_id","line_name");--> statement-breakpoint
CREATE INDEX "recent_product_sales_changes_idx" ON "recent_product_sales" USING btree ("product_id","line_name") WHERE not "recent_product_sales"."folded";--> statement-breakpoint
CREATE INDEX "sales_days_day_idx" ON "sales_days" USING btree ("day");--> statement-breakpoint
-- An order that starts or stops counting as a sale, moves to another day (its invoice issued) or
-- changes its total while it counts moves its day's sales.
CREATE FUNCTION sales_days_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO sales_days (day, orders, cents)
    SELECT (sold_at AT TIME ZONE 'UTC')::date, count(*), sum(round(total * 100)::bigint)
    FROM new_rows WHERE order_counts_as_sale(status, payment_status, payment_method)
    GROUP BY 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO sales_days (day, orders, cents)
    SELECT (sold_at AT TIME ZONE 'UTC')::date, -count(*), -sum(round(total * 100)::bigint)
    FROM old_rows WHERE order_counts_as_sale(status, payment_status, payment_method)
    GROUP BY 1;
  ELSE
    INSERT INTO sales_days (day, orders, cents)
    SELECT day, sum(n), sum(c) FROM (
      SELECT (sold_at AT TIME ZONE 'UTC')::date AS day, -1 AS n, -round(total * 100)::bigint AS c
      FROM old_rows WHERE order_counts_as_sale(status, payment_status, payment_method)
      UNION ALL
      SELECT (sold_at AT TIME ZONE 'UTC')::date, 1, round(total * 100)::bigint
      FROM new_rows WHERE order_counts_as_sale(status, payment_status, payment_method)
    ) changed
    GROUP BY 1 HAVING sum(n) <> 0 OR sum(c) <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sales_days_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sales_days_record();--> statement-breakpoint
CREATE TRIGGER sales_days_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sales_days_record();--> statement-breakpoint
CREATE TRIGGER sales_days_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sales_days_record();--> statement-breakpoint
CREATE TRIGGER sales_days_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION tallies_clear('sales_days');--> statement-breakpoint
-- Every day's sales afresh, from the orders.
CREATE FUNCTION refill_sales_days() RETURNS void LANGUAGE sql AS $$
  DELETE FROM sales_days;
  INSERT INTO sales_days (day, orders, cents)
  SELECT (sold_at AT TIME ZONE 'UTC')::date, count(*), sum(round(total * 100)::bigint)
  FROM orders WHERE order_counts_as_sale(status, payment_status, payment_method)
  GROUP BY 1;
$$;--> statement-breakpoint
-- A day's rows of changes folded into one; a day of no sales left leaves no row.
CREATE FUNCTION fold_sales_days() RETURNS void LANGUAGE sql AS $$
  WITH changed AS (
    SELECT day FROM sales_days GROUP BY day HAVING count(*) > 1
  ), gone AS (
    DELETE FROM sales_days s USING changed c WHERE s.day = c.day
    RETURNING s.day, s.orders, s.cents
  )
  INSERT INTO sales_days (day, orders, cents)
  SELECT day, sum(orders), sum(cents) FROM gone
  GROUP BY 1 HAVING sum(orders) <> 0 OR sum(cents) <> 0;
$$;--> statement-breakpoint
-- One folded row per product at most, so that the best sellers' read may take a product's folded
-- row for its whole sum unless it has rows of changes: folds run one at a time (two at once could
-- each fold a part of a product's rows). Each statement's snapshot is taken after the lock.
CREATE FUNCTION fold_recent_product_sales() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('fold recent_product_sales'));
  WITH changed AS (
    SELECT DISTINCT product_id, line_name FROM recent_product_sales WHERE NOT folded
  ), gone AS (
    DELETE FROM recent_product_sales r USING changed c
    WHERE r.product_id = c.product_id AND r.line_name = c.line_name
    RETURNING r.product_id, r.line_name, r.units, r.cents
  )
  INSERT INTO recent_product_sales (product_id, line_name, units, cents, folded)
  SELECT product_id, line_name, sum(units), sum(cents), true FROM gone
  GROUP BY 1, 2 HAVING sum(units) <> 0 OR sum(cents) <> 0;
END $$;--> statement-breakpoint
-- Rows of product sales added or taken away (a sale, or a fold of product_sales, which takes
-- away what it adds back) change recent_product_sales when their day is in its window. The lock
-- is shared among the statements that record and exclusive to a roll, so that a row of a day the
-- window leaves is either taken away by the roll or never added.
CREATE FUNCTION recent_product_sales_record() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  first_day date;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT 1 FROM new_rows) THEN RETURN NULL; END IF;
  ELSIF NOT EXISTS (SELECT 1 FROM old_rows) THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(hashtext('roll recent_product_sales'));
  SELECT from_day INTO first_day FROM recent_sales_window;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO recent_product_sales (product_id, line_name, units, cents)
    SELECT product_id, line_name, sum(units), sum(cents) FROM new_rows
    WHERE day >= first_day GROUP BY 1, 2 HAVING sum(units) <> 0 OR sum(cents) <> 0;
  ELSE
    INSERT INTO recent_product_sales (product_id, line_name, units, cents)
    SELECT product_id, line_name, -sum(units), -sum(cents) FROM old_rows
    WHERE day >= first_day GROUP BY 1, 2 HAVING sum(units) <> 0 OR sum(cents) <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER recent_product_sales_insert AFTER INSERT ON product_sales
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION recent_product_sales_record();--> statement-breakpoint
CREATE TRIGGER recent_product_sales_delete AFTER DELETE ON product_sales
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION recent_product_sales_record();--> statement-breakpoint
CREATE TRIGGER recent_product_sales_truncate AFTER TRUNCATE ON product_sales
  FOR EACH STATEMENT EXECUTE FUNCTION tallies_clear('recent_product_sales');--> statement-breakpoint
-- Moves the window's first day on to `first_day` (never back), taking away the sales of the days
-- it leaves, and answers the window's first day.
CREATE FUNCTION roll_recent_product_sales(first_day date) RETURNS date LANGUAGE plpgsql AS $$
DECLARE
  held date := (SELECT from_day FROM recent_sales_window);
BEGIN
  IF first_day <= held THEN RETURN held; END IF;
  PERFORM pg_advisory_xact_lock(hashtext('roll recent_product_sales'));
  held := (SELECT from_day FROM recent_sales_window);
  IF held IS NULL THEN
    -- The window's row is gone (deleted by hand): the window starts afresh from first_day.
    PERFORM start_recent_sales_window(first_day);
    RETURN first_day;
  END IF;
  IF first_day <= held THEN RETURN held; END IF;
  INSERT INTO recent_product_sales (product_id, line_name, units, cents)
  SELECT product_id, line_name, -sum(units), -sum(cents) FROM product_sales
  WHERE day >= held AND day < first_day
  GROUP BY 1, 2 HAVING sum(units) <> 0 OR sum(cents) <> 0;
  UPDATE recent_sales_window SET from_day = first_day;
  PERFORM fold_recent_product_sales();
  RETURN first_day;
END $$;--> statement-breakpoint
-- What every product sold from the window's first day on, afresh.
CREATE FUNCTION refill_recent_product_sales() RETURNS void LANGUAGE sql AS $$
  DELETE FROM recent_product_sales;
  INSERT INTO recent_product_sales (product_id, line_name, units, cents, folded)
  SELECT product_id, line_name, sum(units), sum(cents), true FROM product_sales
  WHERE day >= (SELECT from_day FROM recent_sales_window)
  GROUP BY 1, 2 HAVING sum(units) <> 0 OR sum(cents) <> 0;
$$;--> statement-breakpoint
-- The window, with no row yet, starts at `first_day` with every product's sales since.
CREATE FUNCTION start_recent_sales_window(first_day date) RETURNS void LANGUAGE sql AS $$
  INSERT INTO recent_sales_window (from_day) VALUES (first_day);
  SELECT refill_recent_product_sales();
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION fold_tallies() RETURNS void LANGUAGE sql AS $$
  WITH gone AS (
    DELETE FROM order_tallies RETURNING status, payment_status, month, orders, total
  )
  INSERT INTO order_tallies (status, payment_status, month, orders, total)
  SELECT status, payment_status, month, sum(orders), sum(total) FROM gone
  GROUP BY 1, 2, 3 HAVING sum(orders) <> 0 OR sum(total) <> 0;
  WITH gone AS (
    DELETE FROM product_tallies
    RETURNING category_id, is_active, products, in_stock, on_sale, in_stock_on_sale
  )
  INSERT INTO product_tallies (category_id, is_active, products, in_stock, on_sale, in_stock_on_sale)
  SELECT category_id, is_active, sum(products), sum(in_stock), sum(on_sale), sum(in_stock_on_sale)
  FROM gone
  GROUP BY 1, 2 HAVING sum(products) <> 0;
  WITH gone AS (DELETE FROM product_id_blocks RETURNING from_id, products)
  INSERT INTO product_id_blocks (from_id, products)
  SELECT from_id, sum(products) FROM gone GROUP BY 1 HAVING sum(products) <> 0;
  WITH gone AS (DELETE FROM customer_tallies RETURNING customers)
  INSERT INTO customer_tallies (customers)
  SELECT sum(customers) FROM gone HAVING sum(customers) <> 0;
  SELECT fold_product_sales();
  SELECT fold_recent_product_sales();
  SELECT fold_sales_days();
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION refill_tallies() RETURNS void LANGUAGE sql AS $$
  DELETE FROM order_tallies;
  INSERT INTO order_tallies (status, payment_status, month, orders, total)
  SELECT status, payment_status, order_month(created_at), count(*), sum(total)
  FROM orders GROUP BY 1, 2, 3;
  DELETE FROM product_tallies;
  INSERT INTO product_tallies (category_id, is_active, products, in_stock, on_sale, in_stock_on_sale)
  SELECT category_id, is_active, count(*), count(*) FILTER (WHERE stock > 0),
    count(*) FILTER (WHERE sale_price IS NOT NULL),
    count(*) FILTER (WHERE stock > 0 AND sale_price IS NOT NULL)
  FROM products GROUP BY 1, 2;
  DELETE FROM product_id_blocks;
  INSERT INTO product_id_blocks (from_id, products) SELECT id / 1000 * 1000, count(*) FROM products GROUP BY 1;
  DELETE FROM customer_tallies;
  INSERT INTO customer_tallies (customers) SELECT count(*) FROM local_users;
  SELECT refill_product_sales();
  SELECT refill_recent_product_sales();
  SELECT refill_sales_days();
$$;--> statement-breakpoint
-- The dashboard's 30 days (sales.ts) up to today; its first read of a later day rolls them on.
SELECT start_recent_sales_window((now() AT TIME ZONE 'UTC')::date - 29);--> statement-breakpoint
SELECT refill_sales_days();
