ALTER TABLE "shop_settings" ADD COLUMN "card_hold_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "remit_to_address" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "payment_instructions" text;--> statement-breakpoint
CREATE INDEX "orders_card_attempts_idx" ON "orders" USING btree ("created_at","id") WHERE "orders"."payment_method" = 'card' and "orders"."status" = 'pending' and "orders"."payment_status" = 'pending';--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_card_hold_range" CHECK ("shop_settings"."card_hold_minutes" between 5 and 1440);