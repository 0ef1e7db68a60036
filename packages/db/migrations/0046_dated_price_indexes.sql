DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_category_price_idx";--> statement-breakpoint
DROP INDEX "products_category_sale_price_idx";--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree (coalesce("sale_price", "price"),"id","category_id","price","sale_price","stock","is_active","created_at");--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id",coalesce("sale_price", "price"),"id","price","sale_price","stock","is_active","created_at");--> statement-breakpoint
CREATE INDEX "products_category_sale_price_idx" ON "products" USING btree ("category_id",coalesce("sale_price", "price"),"id","price","sale_price","stock","is_active","created_at") WHERE "products"."sale_price" is not null;