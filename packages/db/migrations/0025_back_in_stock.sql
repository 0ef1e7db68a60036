CREATE TABLE "back_in_stock_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"email" text NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	CONSTRAINT "back_in_stock_requests_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "back_in_stock_requests_product_email_idx" ON "back_in_stock_requests" USING btree ("product_id","email");--> statement-breakpoint
CREATE INDEX "back_in_stock_requests_due_idx" ON "back_in_stock_requests" USING btree ("due_at") WHERE "back_in_stock_requests"."due_at" is not null;--> statement-breakpoint
-- A product whose stock goes from 0 to more marks its waiting requests due and wakes the mail
-- workers (they listen on the outbox's channel), whatever wrote the stock: staff, an import, a
-- cancelled order. Statement-level, as the tallies' triggers are: one pass per statement.
CREATE FUNCTION back_in_stock_due() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE back_in_stock_requests r SET due_at = now()
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE r.product_id = n.id AND o.stock = 0 AND n.stock > 0 AND r.due_at IS NULL;
  IF FOUND THEN
    PERFORM pg_notify('outbox_emails', '');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_back_in_stock AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION back_in_stock_due();
