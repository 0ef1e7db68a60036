CREATE TABLE "company_category_discounts" (
	"company_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"percent_off" numeric(5, 2) NOT NULL,
	CONSTRAINT "company_category_discounts_company_id_category_id_pk" PRIMARY KEY("company_id","category_id"),
	CONSTRAINT "company_category_discounts_percent" CHECK ("company_category_discounts"."percent_off" > 0 AND "company_category_discounts"."percent_off" <= 100)
);
--> statement-breakpoint
CREATE TABLE "company_product_prices" (
	"company_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	CONSTRAINT "company_product_prices_company_id_product_id_pk" PRIMARY KEY("company_id","product_id"),
	CONSTRAINT "company_product_prices_price_non_negative" CHECK ("company_product_prices"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_price_tiers" (
	"product_id" integer NOT NULL,
	"min_quantity" integer NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	CONSTRAINT "product_price_tiers_product_id_min_quantity_pk" PRIMARY KEY("product_id","min_quantity"),
	CONSTRAINT "product_price_tiers_min_quantity" CHECK ("product_price_tiers"."min_quantity" > 1),
	CONSTRAINT "product_price_tiers_price_non_negative" CHECK ("product_price_tiers"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "company_category_discounts" ADD CONSTRAINT "company_category_discounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_category_discounts" ADD CONSTRAINT "company_category_discounts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_product_prices" ADD CONSTRAINT "company_product_prices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_product_prices" ADD CONSTRAINT "company_product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_price_tiers" ADD CONSTRAINT "product_price_tiers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_product_prices_product_idx" ON "company_product_prices" USING btree ("product_id");--> statement-breakpoint
-- Tiers are shown on the product page, which the shop caches until the catalogue changes.
CREATE TRIGGER product_price_tiers_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_price_tiers
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_notify();
