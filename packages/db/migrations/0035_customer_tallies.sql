CREATE TABLE "customer_tallies" (
	"id" serial PRIMARY KEY NOT NULL,
	"customers" integer NOT NULL
);
--> statement-breakpoint
-- Each statement that adds or removes customer accounts adds one row of the change.
CREATE FUNCTION customer_tallies_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO customer_tallies (customers) SELECT count(*) FROM new_rows HAVING count(*) > 0;
  ELSE
    INSERT INTO customer_tallies (customers) SELECT -count(*) FROM old_rows HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER customer_tallies_insert AFTER INSERT ON local_users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_tallies_record();--> statement-breakpoint
CREATE TRIGGER customer_tallies_delete AFTER DELETE ON local_users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_tallies_record();--> statement-breakpoint
CREATE TRIGGER customer_tallies_truncate AFTER TRUNCATE ON local_users
  FOR EACH STATEMENT EXECUTE FUNCTION tallies_clear('customer_tallies');--> statement-breakpoint
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
$$;--> statement-breakpoint
INSERT INTO customer_tallies (customers) SELECT count(*) FROM local_users;
