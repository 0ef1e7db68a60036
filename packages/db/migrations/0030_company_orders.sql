CREATE TABLE "invoice_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"reference" text NOT NULL,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_sales_idx";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "amount" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "due_on" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "approval_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "approval_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id","created_at");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_company_idx" ON "invoices" USING btree ("company_id","issued_at") WHERE "invoices"."company_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_company_idx" ON "orders" USING btree ("company_id","customer_id","created_at") WHERE "orders"."company_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_sales_idx" ON "orders" USING btree ("sold_at","id") WHERE "orders"."status" not in ('cancelled', 'awaiting_approval') and ("orders"."payment_status" = 'paid' or ("orders"."payment_method" in ('po', 'account') and "orders"."payment_status" <> 'refunded'));