DROP INDEX "orders_customer_idx";--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_payment_status_idx" ON "orders" USING btree ("payment_status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_customer_name_trgm_idx" ON "orders" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_email_trgm_idx" ON "orders" USING gin ("customer_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_po_number_trgm_idx" ON "orders" USING gin ("po_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_tracking_number_trgm_idx" ON "orders" USING gin ("tracking_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");