CREATE TABLE "product_ratings" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"review_count" integer NOT NULL,
	"rating_total" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"customer_id" integer,
	"author_name" text NOT NULL,
	"rating" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moderated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_reviews_rating_range" CHECK ("product_reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "product_ratings" ADD CONSTRAINT "product_ratings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_customer_id_local_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."local_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_reviews_product_customer_idx" ON "product_reviews" USING btree ("product_id","customer_id");--> statement-breakpoint
CREATE INDEX "product_reviews_published_idx" ON "product_reviews" USING btree ("product_id","submitted_at","id") WHERE "product_reviews"."status" = 'published';--> statement-breakpoint
CREATE INDEX "product_reviews_status_idx" ON "product_reviews" USING btree ("status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "product_reviews_submitted_idx" ON "product_reviews" USING btree ("submitted_at","id");--> statement-breakpoint
CREATE INDEX "product_reviews_customer_idx" ON "product_reviews" USING btree ("customer_id");--> statement-breakpoint
-- A review that starts or stops being published, or is deleted while published (its product or
-- account gone), moves its product's count and sum. A product being deleted is skipped: its
-- ratings row goes with it.
CREATE FUNCTION product_ratings_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT 1 FROM new_rows WHERE status = 'published') THEN RETURN NULL; END IF;
    INSERT INTO product_ratings AS r (product_id, review_count, rating_total)
    SELECT n.product_id, count(*), sum(n.rating)
    FROM new_rows n JOIN products p ON p.id = n.product_id
    WHERE n.status = 'published'
    GROUP BY n.product_id
    ON CONFLICT (product_id) DO UPDATE SET
      review_count = r.review_count + excluded.review_count,
      rating_total = r.rating_total + excluded.rating_total;
  ELSIF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM old_rows WHERE status = 'published') THEN RETURN NULL; END IF;
    UPDATE product_ratings r SET
      review_count = r.review_count - gone.reviews,
      rating_total = r.rating_total - gone.total
    FROM (
      SELECT product_id, count(*) AS reviews, sum(rating) AS total
      FROM old_rows WHERE status = 'published' GROUP BY product_id
    ) gone
    WHERE r.product_id = gone.product_id;
  ELSE
    IF NOT EXISTS (SELECT 1 FROM old_rows WHERE status = 'published')
      AND NOT EXISTS (SELECT 1 FROM new_rows WHERE status = 'published') THEN
      RETURN NULL;
    END IF;
    INSERT INTO product_ratings AS r (product_id, review_count, rating_total)
    SELECT changed.product_id, sum(changed.reviews), sum(changed.total)
    FROM (
      SELECT product_id, -1 AS reviews, -rating AS total FROM old_rows WHERE status = 'published'
      UNION ALL
      SELECT product_id, 1, rating FROM new_rows WHERE status = 'published'
    ) changed JOIN products p ON p.id = changed.product_id
    GROUP BY changed.product_id
    HAVING sum(changed.reviews) <> 0 OR sum(changed.total) <> 0
    ON CONFLICT (product_id) DO UPDATE SET
      review_count = r.review_count + excluded.review_count,
      rating_total = r.rating_total + excluded.rating_total;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_ratings_insert AFTER INSERT ON product_reviews REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_ratings_record();--> statement-breakpoint
CREATE TRIGGER product_ratings_update AFTER UPDATE ON product_reviews
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_ratings_record();--> statement-breakpoint
CREATE TRIGGER product_ratings_delete AFTER DELETE ON product_reviews REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_ratings_record();--> statement-breakpoint
CREATE TRIGGER product_ratings_truncate AFTER TRUNCATE ON product_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION tallies_clear('product_ratings');--> statement-breakpoint
-- A product's rating and its published reviews are part of its page: a change drops the catalogue
-- caches of every process, as a change to the product itself does (migration 0021).
CREATE TRIGGER product_ratings_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_ratings
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_notify();
