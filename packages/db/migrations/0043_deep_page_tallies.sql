-- What a deep page of a staff list starts from: the order tallies gain the month the orders were
-- placed in (UTC), and product_id_blocks counts the products of each block of a thousand ids.
-- The order tallies' rows of changes are counted afresh below, with their month.
DELETE FROM "order_tallies";--> statement-breakpoint
ALTER TABLE "order_tallies" ADD COLUMN "month" timestamp with time zone NOT NULL;--> statement-breakpoint
CREATE FUNCTION order_month(placed timestamptz) RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT date_trunc('month', placed, 'UTC')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_tallies_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_tallies (status, payment_status, month, orders, total)
    SELECT status, payment_status, order_month(created_at), count(*), sum(total)
    FROM new_rows GROUP BY 1, 2, 3;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_tallies (status, payment_status, month, orders, total)
    SELECT status, payment_status, order_month(created_at), -count(*), -sum(total)
    FROM old_rows GROUP BY 1, 2, 3;
  ELSE
    INSERT INTO order_tallies (status, payment_status, month, orders, total)
    SELECT status, payment_status, month, sum(n), sum(t) FROM (
      SELECT status, payment_status, order_month(created_at) AS month, -1 AS n, -total AS t
      FROM old_rows
      UNION ALL
      SELECT status, payment_status, order_month(created_at), 1, total FROM new_rows
    ) changed
    GROUP BY 1, 2, 3 HAVING sum(n) <> 0 OR sum(t) <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TABLE "product_id_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_id" integer NOT NULL,
	"products" integer NOT NULL
);--> statement-breakpoint
-- Each statement that adds or removes products adds one row per block of a thousand ids it
-- touched (from its transition tables); an id never changes, so updates add nothing.
CREATE FUNCTION product_id_blocks_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_id_blocks (from_id, products)
    SELECT id / 1000 * 1000, count(*) FROM new_rows GROUP BY 1;
  ELSE
    INSERT INTO product_id_blocks (from_id, products)
    SELECT id / 1000 * 1000, -count(*) FROM old_rows GROUP BY 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_id_blocks_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_id_blocks_record();--> statement-breakpoint
CREATE TRIGGER product_id_blocks_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_id_blocks_record();--> statement-breakpoint
CREATE TRIGGER product_id_blocks_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION tallies_clear('product_id_blocks');--> statement-breakpoint
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
$$;--> statement-breakpoint
INSERT INTO order_tallies (status, payment_status, month, orders, total)
SELECT status, payment_status, order_month(created_at), count(*), sum(total)
FROM orders GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO product_id_blocks (from_id, products) SELECT id / 1000 * 1000, count(*) FROM products GROUP BY 1;
