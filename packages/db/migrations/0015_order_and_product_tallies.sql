CREATE TABLE "order_tallies" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"payment_status" text NOT NULL,
	"orders" integer NOT NULL,
	"total" numeric(16, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_tallies" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"is_active" boolean NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_tallies_key_idx" ON "order_tallies" USING btree ("status","payment_status");--> statement-breakpoint
CREATE INDEX "product_tallies_key_idx" ON "product_tallies" USING btree ("category_id","is_active");--> statement-breakpoint
-- Each statement that changes orders adds one row per status and payment status it touched
-- (from its transition tables); an update that moves nothing between keys adds nothing.
CREATE FUNCTION order_tallies_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_tallies (status, payment_status, orders, total)
    SELECT status, payment_status, count(*), sum(total) FROM new_rows GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_tallies (status, payment_status, orders, total)
    SELECT status, payment_status, -count(*), -sum(total) FROM old_rows GROUP BY 1, 2;
  ELSE
    INSERT INTO order_tallies (status, payment_status, orders, total)
    SELECT status, payment_status, sum(n), sum(t) FROM (
      SELECT status, payment_status, -1 AS n, -total AS t FROM old_rows
      UNION ALL
      SELECT status, payment_status, 1, total FROM new_rows
    ) changed
    GROUP BY 1, 2 HAVING sum(n) <> 0 OR sum(t) <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER order_tallies_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_tallies_record();--> statement-breakpoint
CREATE TRIGGER order_tallies_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_tallies_record();--> statement-breakpoint
CREATE TRIGGER order_tallies_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_tallies_record();--> statement-breakpoint
CREATE FUNCTION product_tallies_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_tallies (category_id, is_active, products)
    SELECT category_id, is_active, count(*) FROM new_rows GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO product_tallies (category_id, is_active, products)
    SELECT category_id, is_active, -count(*) FROM old_rows GROUP BY 1, 2;
  ELSE
    INSERT INTO product_tallies (category_id, is_active, products)
    SELECT category_id, is_active, sum(n) FROM (
      SELECT category_id, is_active, -1 AS n FROM old_rows
      UNION ALL
      SELECT category_id, is_active, 1 FROM new_rows
    ) changed
    GROUP BY 1, 2 HAVING sum(n) <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_tallies_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_tallies_record();--> statement-breakpoint
CREATE TRIGGER product_tallies_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_tallies_record();--> statement-breakpoint
CREATE TRIGGER product_tallies_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_tallies_record();--> statement-breakpoint
CREATE FUNCTION tallies_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DELETE FROM %I', TG_ARGV[0]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER order_tallies_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION tallies_clear('order_tallies');--> statement-breakpoint
CREATE TRIGGER product_tallies_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION tallies_clear('product_tallies');--> statement-breakpoint
-- Folds the rows of changes into one row per key; safe to run from several processes at once
-- (a second fold finds the rows already gone and leaves the first one's sums).
CREATE FUNCTION fold_tallies() RETURNS void LANGUAGE sql AS $$
  WITH gone AS (DELETE FROM order_tallies RETURNING status, payment_status, orders, total)
  INSERT INTO order_tallies (status, payment_status, orders, total)
  SELECT status, payment_status, sum(orders), sum(total) FROM gone
  GROUP BY 1, 2 HAVING sum(orders) <> 0 OR sum(total) <> 0;
  WITH gone AS (DELETE FROM product_tallies RETURNING category_id, is_active, products)
  INSERT INTO product_tallies (category_id, is_active, products)
  SELECT category_id, is_active, sum(products) FROM gone
  GROUP BY 1, 2 HAVING sum(products) <> 0;
$$;--> statement-breakpoint
-- Counts everything afresh: after this migration, and after a bulk load that ran without triggers.
CREATE FUNCTION refill_tallies() RETURNS void LANGUAGE sql AS $$
  DELETE FROM order_tallies;
  INSERT INTO order_tallies (status, payment_status, orders, total)
  SELECT status, payment_status, count(*), sum(total) FROM orders GROUP BY 1, 2;
  DELETE FROM product_tallies;
  INSERT INTO product_tallies (category_id, is_active, products)
  SELECT category_id, is_active, count(*) FROM products GROUP BY 1, 2;
$$;--> statement-breakpoint
SELECT refill_tallies();
