CREATE TABLE "product_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_documents_bytes_positive" CHECK ("product_documents"."bytes" > 0)
);
--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_documents_product_idx" ON "product_documents" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "product_documents_url_idx" ON "product_documents" USING btree ("url");--> statement-breakpoint
-- A product's documents are part of its page: adding or removing one drops the catalogue caches
-- of every process, as a change to the product itself does (migration 0021).
CREATE TRIGGER product_documents_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_documents
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_notify();
