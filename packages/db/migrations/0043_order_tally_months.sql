-- The order tallies gain the month the orders were placed in (UTC), so that a deep page of the
-- order list finds its month from them. The rows of changes are counted afresh below.
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
  DELETE FROM customer_tallies;
  INSERT INTO customer_tallies (customers) SELECT count(*) FROM local_users;
  SELECT refill_product_sales();
$$;--> statement-breakpoint
INSERT INTO order_tallies (status, payment_status, month, orders, total)
SELECT status, payment_status, order_month(created_at), count(*), sum(total)
FROM orders GROUP BY 1, 2, 3;
