ALTER TABLE "returns" DROP CONSTRAINT "returns_status_check";--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "kind" text DEFAULT 'return' NOT NULL;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "replacement_order_id" integer;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_replacement_order_id_orders_id_fk" FOREIGN KEY ("replacement_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "returns_kind_idx" ON "returns" USING btree ("kind","created_at","id");--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_kind_check" CHECK ("returns"."kind" in ('return', 'warranty'));--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_status_check" CHECK ("returns"."status" in ('requested', 'approved', 'rejected', 'received', 'replaced', 'refunded', 'closed', 'cancelled'));