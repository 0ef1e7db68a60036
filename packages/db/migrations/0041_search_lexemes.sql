CREATE TABLE "search_lexemes" (
	"lexeme" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_lexemes_prefix_idx" ON "search_lexemes" USING spgist ("lexeme");--> statement-breakpoint
-- The words of a search document that a typed beginning of three letters or more can reach.
CREATE FUNCTION search_lexemes_add(document tsvector) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_lexemes (lexeme)
  SELECT lexeme FROM unnest(tsvector_to_array(document)) AS lexeme
  WHERE lexeme ~ '^[[:alpha:]]{3}'
  ORDER BY lexeme
  ON CONFLICT DO NOTHING
$$;--> statement-breakpoint
-- Every product's, afresh (after a bulk load with the triggers off).
CREATE FUNCTION refill_search_lexemes() RETURNS void LANGUAGE sql AS $$
  TRUNCATE search_lexemes;
  INSERT INTO search_lexemes (lexeme)
  SELECT DISTINCT lexeme FROM products, unnest(tsvector_to_array(search_vector)) AS lexeme
  WHERE lexeme ~ '^[[:alpha:]]{3}';
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := search_document(
    NEW.name, NEW.sku, (SELECT name FROM categories WHERE id = NEW.category_id), NEW.description);
  PERFORM search_words_add(NEW.name || ' ' || search_plain_text(NEW.description));
  PERFORM search_lexemes_add(NEW.search_vector);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION categories_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET search_vector = search_document(name, sku, NEW.name, description)
  WHERE category_id = NEW.id;
  PERFORM search_words_add(NEW.name);
  PERFORM search_lexemes_add(search_document('', '', NEW.name, ''));
  RETURN NULL;
END
$$;--> statement-breakpoint
SELECT refill_search_lexemes();
