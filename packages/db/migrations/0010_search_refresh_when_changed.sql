-- A product's search document is rebuilt only when what it reads changed: an import or a
-- warehouse change that sets every column (price, stock) no longer pays for the text analysis.
DROP TRIGGER products_search_refresh ON products;--> statement-breakpoint
CREATE TRIGGER products_search_insert BEFORE INSERT
  ON products FOR EACH ROW EXECUTE FUNCTION products_search_refresh();--> statement-breakpoint
CREATE TRIGGER products_search_update BEFORE UPDATE OF name, sku, description, category_id
  ON products FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name
    OR OLD.sku IS DISTINCT FROM NEW.sku
    OR OLD.description IS DISTINCT FROM NEW.description
    OR OLD.category_id IS DISTINCT FROM NEW.category_id)
  EXECUTE FUNCTION products_search_refresh();
