CREATE TABLE "customer_machines" (
	"customer_id" integer NOT NULL,
	"machine_model_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_machines_customer_id_machine_model_id_pk" PRIMARY KEY("customer_id","machine_model_id")
);
--> statement-breakpoint
CREATE TABLE "machine_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"operating_weight_kg" integer NOT NULL,
	"pin_diameter_mm" integer,
	"coupler" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "machine_models_weight_positive" CHECK ("machine_models"."operating_weight_kg" > 0),
	CONSTRAINT "machine_models_pin_positive" CHECK ("machine_models"."pin_diameter_mm" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_fitments" (
	"product_id" integer NOT NULL,
	"machine_model_id" integer NOT NULL,
	CONSTRAINT "product_fitments_product_id_machine_model_id_pk" PRIMARY KEY("product_id","machine_model_id")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_search_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fits_universal" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fit_min_weight_kg" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fit_max_weight_kg" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fit_pin_mm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fit_coupler" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "customer_machines" ADD CONSTRAINT "customer_machines_customer_id_local_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."local_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_machines" ADD CONSTRAINT "customer_machines_machine_model_id_machine_models_id_fk" FOREIGN KEY ("machine_model_id") REFERENCES "public"."machine_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_fitments" ADD CONSTRAINT "product_fitments_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_fitments" ADD CONSTRAINT "product_fitments_machine_model_id_machine_models_id_fk" FOREIGN KEY ("machine_model_id") REFERENCES "public"."machine_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "machine_models_make_model_key" ON "machine_models" USING btree (lower("make"),lower("model"));--> statement-breakpoint
CREATE INDEX "product_fitments_machine_idx" ON "product_fitments" USING btree ("machine_model_id");--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_sku_lower_idx" ON "products" USING btree (lower("sku") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_facets_idx" ON "products" USING btree ("is_active","category_id","price","sale_price","stock");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_fit_weight_range" CHECK ("products"."fit_min_weight_kg" IS NULL OR "products"."fit_max_weight_kg" IS NULL OR "products"."fit_min_weight_kg" <= "products"."fit_max_weight_kg");--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
-- The text a visitor reads in a description: tags and character references become spaces.
CREATE FUNCTION search_plain_text(html text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(regexp_replace(html, '<[^>]*>', ' ', 'g'), '&[#[:alnum:]]+;', ' ', 'g')
$$;--> statement-breakpoint
-- Hyphens split words, as in a search: "QC-20" is read as qc and 20, not qc and -20.
CREATE FUNCTION search_words_of(text_to_read text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT replace(coalesce(text_to_read, ''), '-', ' ')
$$;--> statement-breakpoint
-- Each part is indexed twice: stemmed (plurals match) and as written (prefixes and corrected
-- typos match whole words).
CREATE FUNCTION search_document(name text, sku text, category text, description text)
RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  SELECT setweight(to_tsvector('english', n) || to_tsvector('simple', n), 'A')
      || setweight(
           to_tsvector('simple', regexp_replace(sku, '[^[:alnum:]]+', ' ', 'g'))
           || to_tsvector('english', c)
           || to_tsvector('simple', c),
           'B')
      || setweight(to_tsvector('english', d) || to_tsvector('simple', d), 'C')
  FROM (SELECT search_words_of(name) AS n, search_words_of(category) AS c,
               search_words_of(search_plain_text(description)) AS d) AS parts
$$;--> statement-breakpoint
CREATE FUNCTION search_words_add(text_to_add text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (word)
  SELECT DISTINCT lexeme FROM unnest(to_tsvector('simple', search_words_of(text_to_add)))
  WHERE lexeme ~ '^[[:alpha:]]{3,}$'
  ORDER BY lexeme
  ON CONFLICT DO NOTHING
$$;--> statement-breakpoint
CREATE FUNCTION products_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := search_document(
    NEW.name, NEW.sku, (SELECT name FROM categories WHERE id = NEW.category_id), NEW.description);
  PERFORM search_words_add(NEW.name || ' ' || search_plain_text(NEW.description));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_refresh BEFORE INSERT OR UPDATE OF name, sku, description, category_id
  ON products FOR EACH ROW EXECUTE FUNCTION products_search_refresh();--> statement-breakpoint
CREATE FUNCTION categories_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET search_vector = search_document(name, sku, NEW.name, description)
  WHERE category_id = NEW.id;
  PERFORM search_words_add(NEW.name);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER categories_search_refresh AFTER INSERT OR UPDATE OF name
  ON categories FOR EACH ROW EXECUTE FUNCTION categories_search_refresh();--> statement-breakpoint
UPDATE categories SET name = name;--> statement-breakpoint
UPDATE products SET name = name;
