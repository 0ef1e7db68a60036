-- Who carries a shipment (ups, fedex, usps, dhl, other), so the shipped e-mail and the order page
-- can link to the carrier's tracking page; empty on orders shipped before it was asked.
ALTER TABLE "orders" ADD COLUMN "tracking_carrier" text;--> statement-breakpoint
-- "Customers also bought": a product's most recent orders read backwards from this index, a few
-- hundred entries however many order lines there are.
CREATE INDEX "order_items_product_order_idx" ON "order_items" USING btree ("product_id","order_id");
