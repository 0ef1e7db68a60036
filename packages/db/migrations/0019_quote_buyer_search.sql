ALTER TABLE "quotes" ADD COLUMN "buyer_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "buyer_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "quotes" SET "buyer_name" = "orders"."customer_name", "buyer_email" = "orders"."customer_email"
  FROM "orders" WHERE "orders"."id" = "quotes"."order_id";--> statement-breakpoint
CREATE FUNCTION quotes_copy_buyer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT customer_name, customer_email INTO NEW.buyer_name, NEW.buyer_email
    FROM orders WHERE id = NEW.order_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER quotes_copy_buyer BEFORE INSERT OR UPDATE OF order_id ON "quotes"
  FOR EACH ROW EXECUTE FUNCTION quotes_copy_buyer();--> statement-breakpoint
CREATE INDEX "quotes_buyer_name_trgm_idx" ON "quotes" USING gin ("buyer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotes_buyer_email_trgm_idx" ON "quotes" USING gin ("buyer_email" gin_trgm_ops);
