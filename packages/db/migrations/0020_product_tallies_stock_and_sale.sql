ALTER TABLE "product_tallies" ADD COLUMN "in_stock" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_tallies" ADD COLUMN "on_sale" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_tallies" ADD COLUMN "in_stock_on_sale" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Each row of changes now also counts the products in stock, on sale, and both; an update that
-- changes none of the counts of its key (a stock level that stays above zero) adds nothing.
CREATE OR REPLACE FUNCTION product_tallies_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_tallies (category_id, is_active, products, in_stock, on_sale, in_stock_on_sale)
    SELECT category_id, is_active, count(*), count(*) FILTER (WHERE stock > 0),
      count(*) FILTER (WHERE sale_price IS NOT NULL),
      count(*) FILTER (WHERE stock > 0 AND sale_price IS NOT NULL)
    FROM new_rows GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO product_tallies (category_id, is_active, products, in_stock, on_sale, in_stock_on_sale)
    SELECT category_id, is_active, -count(*), -count(*) FILTER (WHERE stock > 0),
      -count(*) FILTER (WHERE sale_price IS NOT NULL),
      -count(*) FILTER (WHERE stock > 0 AND sale_price IS NOT NULL)
    FROM old_rows GROUP BY 1, 2;
  ELSE
    INSERT INTO product_tallies (category_id, is_active, products, in_stock, on_sale, in_stock_on_sale)
    SELECT category_id, is_active, sum(n), coalesce(sum(n) FILTER (WHERE stock > 0), 0),
      coalesce(sum(n) FILTER (WHERE on_sale), 0),
      coalesce(sum(n) FILTER (WHERE stock > 0 AND on_sale), 0)
    FROM (
      SELECT category_id, is_active, stock, sale_price IS NOT NULL AS on_sale, -1 AS n FROM old_rows
      UNION ALL
      SELECT category_id, is_active, stock, sale_price IS NOT NULL, 1 FROM new_rows
    ) changed
    GROUP BY 1, 2
    HAVING sum(n) <> 0 OR coalesce(sum(n) FILTER (WHERE stock > 0), 0) <> 0
      OR coalesce(sum(n) FILTER (WHERE on_sale), 0) <> 0
      OR coalesce(sum(n) FILTER (WHERE stock > 0 AND on_sale), 0) <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
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
$$;--> statement-breakpoint
SELECT refill_tallies();
