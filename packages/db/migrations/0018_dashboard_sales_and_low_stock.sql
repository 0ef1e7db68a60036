ALTER TABLE "orders" ADD COLUMN "sold_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- An order counts as sold when it is placed, until its invoice is issued; then on that day.
UPDATE "orders" SET "sold_at" = coalesce(
  (SELECT "issued_at" FROM "invoices" WHERE "invoices"."order_id" = "orders"."id"),
  "orders"."created_at");--> statement-breakpoint
CREATE FUNCTION orders_sold_when_placed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.sold_at := NEW.created_at;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_sold_when_placed BEFORE INSERT ON "orders"
  FOR EACH ROW EXECUTE FUNCTION orders_sold_when_placed();--> statement-breakpoint
CREATE FUNCTION orders_sold_when_invoiced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE orders SET sold_at = NEW.issued_at WHERE id = NEW.order_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_sold_when_invoiced AFTER INSERT ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION orders_sold_when_invoiced();--> statement-breakpoint
CREATE INDEX "orders_sales_idx" ON "orders" USING btree ("sold_at","id") WHERE "orders"."status" <> 'cancelled' and ("orders"."payment_status" = 'paid' or ("orders"."payment_method" = 'po' and "orders"."payment_status" <> 'refunded'));--> statement-breakpoint
CREATE INDEX "products_low_stock_idx" ON "products" USING btree ("stock","name","id") WHERE "products"."is_active";
