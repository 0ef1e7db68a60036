ALTER TABLE "contact_submissions" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_handled_by_admin_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_submissions_unhandled_idx" ON "contact_submissions" USING btree ("created_at","id") WHERE "contact_submissions"."handled_at" is null;--> statement-breakpoint
CREATE INDEX "local_users_created_idx" ON "local_users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "local_users_username_trgm_idx" ON "local_users" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "local_users_email_trgm_idx" ON "local_users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "local_users_full_name_trgm_idx" ON "local_users" USING gin ((coalesce("first_name", '') || ' ' || coalesce("last_name", '')) gin_trgm_ops);