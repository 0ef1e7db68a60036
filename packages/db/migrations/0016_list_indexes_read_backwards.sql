-- drizzle writes .desc() as DESC NULLS LAST, which ORDER BY … DESC (NULLS FIRST) cannot use: the
-- activity log and the quote desk sorted their whole table on every page. Ascending, read backwards.
DROP INDEX "audit_entries_at_idx";--> statement-breakpoint
DROP INDEX "audit_entries_entity_idx";--> statement-breakpoint
DROP INDEX "audit_entries_actor_idx";--> statement-breakpoint
DROP INDEX "quotes_status_idx";--> statement-breakpoint
DROP INDEX "quotes_activity_idx";--> statement-breakpoint
CREATE INDEX "audit_entries_entity_type_idx" ON "audit_entries" USING btree ("entity_type","at","id");--> statement-breakpoint
CREATE INDEX "audit_entries_at_idx" ON "audit_entries" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_entries_entity_idx" ON "audit_entries" USING btree ("entity_type","entity_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_entries_actor_idx" ON "audit_entries" USING btree ("actor_id","at","id");--> statement-breakpoint
CREATE INDEX "quotes_status_idx" ON "quotes" USING btree ("status","status_changed_at","id");--> statement-breakpoint
CREATE INDEX "quotes_activity_idx" ON "quotes" USING btree ("status_changed_at","id");