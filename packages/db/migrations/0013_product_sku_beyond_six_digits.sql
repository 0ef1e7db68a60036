-- The default SKU was lpad(n, 6): past 999,999 it cut the number to six digits and repeated SKUs.
CREATE FUNCTION next_product_sku() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT 'BR-' || lpad(n, greatest(6, length(n)), '0')
  FROM (SELECT nextval('product_sku_seq')::text AS n) AS next
$$;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "sku" SET DEFAULT next_product_sku();
