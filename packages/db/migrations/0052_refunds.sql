CREATE TABLE "company_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"refund_id" integer,
	"invoice_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_reason" text,
	"provider_refund_id" text,
	"idempotency_key" text NOT NULL,
	"lines" jsonb NOT NULL,
	"undoes_sale" boolean DEFAULT false NOT NULL,
	"staff_id" integer,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "refunds_provider_refund_id_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "refunds_method_check" CHECK ("refunds"."method" in ('card', 'on_account'))
);
--> statement-breakpoint
CREATE TABLE "test_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"intent_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"refund_id" integer,
	"status" text NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
DROP INDEX "invoices_open_idx";--> statement-breakpoint
DROP INDEX "invoices_company_open_idx";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credited" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_credits" ADD CONSTRAINT "company_credits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_credits" ADD CONSTRAINT "company_credits_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_credits" ADD CONSTRAINT "company_credits_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_staff_id_admin_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_refunds" ADD CONSTRAINT "test_refunds_intent_id_test_payment_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."test_payment_intents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_credits_company_idx" ON "company_credits" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id","created_at","id");--> statement-breakpoint
CREATE INDEX "refunds_unsent_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."status" = 'pending' and "refunds"."provider_refund_id" is null;--> statement-breakpoint
CREATE INDEX "invoices_open_idx" ON "invoices" USING btree ("due_on") WHERE "invoices"."amount" > "invoices"."paid" + "invoices"."credited";--> statement-breakpoint
CREATE INDEX "invoices_company_open_idx" ON "invoices" USING btree ("company_id","due_on") WHERE "invoices"."company_id" is not null and "invoices"."amount" > "invoices"."paid" + "invoices"."credited";--> statement-breakpoint
-- What counts as a sale: an order whose money was taken (paid, and perhaps refunded since, in part
-- or whole), whatever became of it, for its refunds are taken off on their own days (below); or
-- one accepted on a purchase order or placed on account and not cancelled. Never one awaiting
-- its company's approval. Before refunds were rows of their own a refunded order stopped counting
-- on the day it was sold; now it counts there and its refunds count on theirs.
CREATE OR REPLACE FUNCTION order_counts_as_sale(status text, payment_status text, payment_method text)
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT status <> 'awaiting_approval'
    AND (payment_status IN ('paid', 'partly_refunded', 'refunded')
      OR (payment_method IN ('po', 'account') AND status <> 'cancelled'))
$$;--> statement-breakpoint
-- A refund as the books see it, starting (sign 1) or stopping (-1) to count: on the day (UTC) it
-- was made, its amount off the day's revenue and its lines' parts off their products'; a
-- cancellation that refunds what was left also undoes the sale (undoes_sale: one order fewer, its
-- units no longer sold). A failed refund
-- never counts.
CREATE FUNCTION refund_books_entry(r refunds, sign int) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object(
    'sign', sign,
    'day', (r.created_at AT TIME ZONE 'UTC')::date,
    'orders', CASE WHEN r.undoes_sale THEN 1 ELSE 0 END,
    'cents', round(r.amount * 100)::bigint,
    'lines', r.lines)
$$;--> statement-breakpoint
CREATE FUNCTION refund_sales_days_apply(changed jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO sales_days (day, orders, cents)
  SELECT (e->>'day')::date,
    -sum((e->>'sign')::int * (e->>'orders')::int),
    -sum((e->>'sign')::int * (e->>'cents')::bigint)
  FROM jsonb_array_elements(changed) e
  GROUP BY 1
  HAVING sum((e->>'sign')::int * (e->>'orders')::int) <> 0
    OR sum((e->>'sign')::int * (e->>'cents')::bigint) <> 0;
$$;--> statement-breakpoint
CREATE FUNCTION refund_product_sales_apply(changed jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_sales (day, product_id, line_name, units, cents)
  SELECT (e->>'day')::date, coalesce((l->>'productId')::int, 0),
    CASE WHEN l->>'productId' IS NULL THEN l->>'name' ELSE '' END,
    -sum((e->>'sign')::int * (l->>'units')::int),
    -sum((e->>'sign')::int * (l->>'cents')::bigint)
  FROM jsonb_array_elements(changed) e
  CROSS JOIN LATERAL jsonb_array_elements(e->'lines') l
  GROUP BY 1, 2, 3
  HAVING sum((e->>'sign')::int * (l->>'units')::int) <> 0
    OR sum((e->>'sign')::int * (l->>'cents')::bigint) <> 0;
$$;--> statement-breakpoint
-- A refund recorded, failed or removed with its order changes its day's sales. Recording one and
-- its provider's answer (pending to succeeded) add rows that cancel out, so nothing is written.
CREATE FUNCTION refund_books_record() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(refund_books_entry(n, 1)) INTO changed
    FROM new_rows n WHERE n.status <> 'failed';
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(refund_books_entry(o, -1)) INTO changed
    FROM old_rows o WHERE o.status <> 'failed';
  ELSE
    SELECT jsonb_agg(entry) INTO changed FROM (
      SELECT refund_books_entry(o, -1) AS entry FROM old_rows o WHERE o.status <> 'failed'
      UNION ALL
      SELECT refund_books_entry(n, 1) FROM new_rows n WHERE n.status <> 'failed'
    ) c;
  END IF;
  IF changed IS NOT NULL THEN
    PERFORM refund_sales_days_apply(changed);
    PERFORM refund_product_sales_apply(changed);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER refund_books_insert AFTER INSERT ON refunds REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refund_books_record();--> statement-breakpoint
CREATE TRIGGER refund_books_update AFTER UPDATE ON refunds
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refund_books_record();--> statement-breakpoint
CREATE TRIGGER refund_books_delete AFTER DELETE ON refunds REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refund_books_record();--> statement-breakpoint
-- The refills count refunds too: every day's sales afresh are the orders' less their refunds'.
CREATE OR REPLACE FUNCTION refill_sales_days() RETURNS void LANGUAGE sql AS $$
  DELETE FROM sales_days;
  INSERT INTO sales_days (day, orders, cents)
  SELECT (sold_at AT TIME ZONE 'UTC')::date, count(*), sum(round(total * 100)::bigint)
  FROM orders WHERE order_counts_as_sale(status, payment_status, payment_method)
  GROUP BY 1;
  SELECT refund_sales_days_apply(coalesce(jsonb_agg(refund_books_entry(r, 1)), '[]'))
  FROM refunds r WHERE r.status <> 'failed';
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION refill_product_sales() RETURNS void LANGUAGE sql AS $$
  DELETE FROM product_sales;
  INSERT INTO product_sales (day, product_id, line_name, units, cents)
  SELECT (o.sold_at AT TIME ZONE 'UTC')::date, coalesce(l.product_id, 0),
    CASE WHEN l.product_id IS NULL THEN l.name ELSE '' END,
    sum(l.quantity), sum(round(l.unit_price * 100)::bigint * l.quantity)
  FROM orders o JOIN order_items l ON l.order_id = o.id
  WHERE order_counts_as_sale(o.status, o.payment_status, o.payment_method)
  GROUP BY 1, 2, 3 ORDER BY 1;
  SELECT refund_product_sales_apply(coalesce(jsonb_agg(refund_books_entry(r, 1)), '[]'))
  FROM refunds r WHERE r.status <> 'failed';
$$;--> statement-breakpoint
-- Orders that count as sales by the new rule (a cancelled order whose money was kept) counted.
SELECT refill_product_sales();--> statement-breakpoint
SELECT refill_recent_product_sales();--> statement-breakpoint
SELECT refill_sales_days();
--> statement-breakpoint
-- An order's refunds not failed, summed on the order (orders.refunded), so the order tallies count
-- what it earned net of them and move it whole when the order changes status. A row trigger: a
-- refund is written alone, and its order is found by its key. A refund removed with its order
-- finds the order gone and changes nothing.
CREATE FUNCTION refund_orders_record() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  held_before numeric := CASE WHEN TG_OP <> 'INSERT' AND OLD.status <> 'failed' THEN OLD.amount ELSE 0 END;
  held_after numeric := CASE WHEN TG_OP <> 'DELETE' AND NEW.status <> 'failed' THEN NEW.amount ELSE 0 END;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.order_id <> NEW.order_id THEN
    UPDATE orders SET refunded = refunded - held_before
      WHERE id = OLD.order_id AND held_before <> 0;
    UPDATE orders SET refunded = refunded + held_after
      WHERE id = NEW.order_id AND held_after <> 0;
  ELSIF held_after <> held_before THEN
    UPDATE orders SET refunded = refunded + held_after - held_before
    WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.order_id ELSE NEW.order_id END;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER refund_orders_record AFTER INSERT OR UPDATE OR DELETE ON refunds
  FOR EACH ROW EXECUTE FUNCTION refund_orders_record();--> statement-breakpoint
-- The order tallies' totals are what the orders earned: their totals less their refunds.
CREATE OR REPLACE FUNCTION order_tallies_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_tallies (status, payment_status, month, orders, total)
    SELECT status, payment_status, order_month(created_at), count(*), sum(total - refunded)
    FROM new_rows GROUP BY 1, 2, 3;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_tallies (status, payment_status, month, orders, total)
    SELECT status, payment_status, order_month(created_at), -count(*), -sum(total - refunded)
    FROM old_rows GROUP BY 1, 2, 3;
  ELSE
    INSERT INTO order_tallies (status, payment_status, month, orders, total)
    SELECT status, payment_status, month, sum(n), sum(t) FROM (
      SELECT status, payment_status, order_month(created_at) AS month, -1 AS n,
        -(total - refunded) AS t
      FROM old_rows
      UNION ALL
      SELECT status, payment_status, order_month(created_at), 1, total - refunded FROM new_rows
    ) changed
    GROUP BY 1, 2, 3 HAVING sum(n) <> 0 OR sum(t) <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION refill_tallies() RETURNS void LANGUAGE sql AS $$
  DELETE FROM order_tallies;
  INSERT INTO order_tallies (status, payment_status, month, orders, total)
  SELECT status, payment_status, order_month(created_at), count(*), sum(total - refunded)
  FROM orders GROUP BY 1, 2, 3;
  DELETE FROM product_tallies;
  INSERT INTO product_tallies (category_id, is_active, products, in_stock, on_sale, in_stock_on_sale)
  SELECT category_id, is_active, count(*), count(*) FILTER (WHERE stock > 0),
    count(*) FILTER (WHERE sale_price IS NOT NULL),
    count(*) FILTER (WHERE stock > 0 AND sale_price IS NOT NULL)
  FROM products GROUP BY 1, 2;
  DELETE FROM product_id_blocks;
  INSERT INTO product_id_blocks (from_id, products) SELECT id / 1000 * 1000, count(*) FROM products GROUP BY 1;
  DELETE FROM customer_tallies;
  INSERT INTO customer_tallies (customers) SELECT count(*) FROM local_users;
  SELECT refill_product_sales();
  SELECT refill_recent_product_sales();
  SELECT refill_sales_days();
$$;
