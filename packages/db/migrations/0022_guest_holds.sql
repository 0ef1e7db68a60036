-- Guests' unconfirmed requests: the units they hold of a product (the guest hold share) and
-- staff's list of holds read this partial index, a few rows however many orders there are.
CREATE INDEX "orders_guest_holds_idx" ON "orders" USING btree ("created_at","id") WHERE "orders"."customer_id" is null and "orders"."status" = 'pending' and "orders"."payment_status" in ('unpaid', 'pending');