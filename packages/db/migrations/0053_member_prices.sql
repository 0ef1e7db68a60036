CREATE TABLE "member_prices" (
	"company_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	CONSTRAINT "member_prices_company_id_product_id_pk" PRIMARY KEY("company_id","product_id")
);
--> statement-breakpoint
DROP INDEX "products_sample_cover_idx";--> statement-breakpoint
DROP INDEX "products_search_sample_idx";--> statement-breakpoint
DROP INDEX "products_sku_sample_idx";--> statement-breakpoint
DROP INDEX "products_category_sale_price_idx";--> statement-breakpoint
ALTER TABLE "member_prices" ADD CONSTRAINT "member_prices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_prices" ADD CONSTRAINT "member_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_prices_price_idx" ON "member_prices" USING btree ("company_id","price","product_id");--> statement-breakpoint
CREATE INDEX "member_prices_category_price_idx" ON "member_prices" USING btree ("company_id","category_id","price","product_id");--> statement-breakpoint
CREATE INDEX "member_prices_product_idx" ON "member_prices" USING btree ("product_id");--> statement-breakpoint
-- The lists set before this read model: what pricing/member-price-model.ts writes from now on.
INSERT INTO "member_prices" ("company_id", "product_id", "category_id", "price")
SELECT terms.company_id, p.id, p.category_id,
  least(coalesce(p.sale_price, p.price), coalesce(terms.fixed, round(p.price * (100 - terms.percent_off) / 100, 2)))
FROM products p
JOIN (
  SELECT coalesce(f.company_id, d.company_id) AS company_id, coalesce(f.product_id, dp.id) AS product_id,
    f.price AS fixed, d.percent_off
  FROM company_product_prices f
  FULL JOIN (company_category_discounts d JOIN products dp ON dp.category_id = d.category_id)
    ON f.company_id = d.company_id AND f.product_id = dp.id
) terms ON terms.product_id = p.id;
