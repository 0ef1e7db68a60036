DROP INDEX "products_facets_idx";--> statement-breakpoint
DROP INDEX "products_active_category_idx";--> statement-breakpoint
CREATE INDEX "products_category_cover_idx" ON "products" USING btree ("is_active","category_id","id","price","sale_price","stock","fits_universal","fit_min_weight_kg","fit_max_weight_kg","fit_pin_mm","fit_coupler");