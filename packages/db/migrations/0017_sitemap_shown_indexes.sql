-- The sitemap reads its runs of shown products (id, updated_at, category_id) from an index alone,
-- not from a million heap rows, and each category's newest active product in one probe.
CREATE INDEX "products_shown_idx" ON "products" USING btree ("id","updated_at","category_id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_category_updated_idx" ON "products" USING btree ("category_id","updated_at") WHERE "products"."is_active";