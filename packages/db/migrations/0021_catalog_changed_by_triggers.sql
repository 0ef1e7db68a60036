-- Whatever changes what the shop shows announces it: every process listening on catalog_changed
-- drops its catalogue caches. NOTIFY is sent at commit, once per transaction however many
-- statements ran, and not at all when the transaction rolls back.
CREATE FUNCTION catalog_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_notify();--> statement-breakpoint
CREATE TRIGGER categories_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_notify();--> statement-breakpoint
CREATE TRIGGER machine_models_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON machine_models
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_notify();--> statement-breakpoint
CREATE TRIGGER product_fitments_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_fitments
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_notify();
