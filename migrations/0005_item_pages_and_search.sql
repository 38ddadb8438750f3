-- Trigram similarity (search_terms, group locations) is PostgreSQL's own pg_trgm, on PGlite too.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "blog_slug_redirects" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"blog_post_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "slug" text;--> statement-breakpoint
-- Existing articles get their title's slug (shared/slug.ts), numbered from the second of the same title.
UPDATE "blog_posts" AS b SET "slug" = n."slug" FROM (
  SELECT "id", "base" || CASE WHEN "nth" = 1 THEN '' ELSE '-' || "nth" END AS "slug"
  FROM (
    SELECT "id", "base", row_number() OVER (PARTITION BY "base" ORDER BY "created_at", "id") AS "nth"
    FROM (
      SELECT "id", "created_at",
        coalesce(nullif(trim(BOTH '-' FROM left(regexp_replace(lower("title"), '[^a-z0-9]+', '-', 'g'), 80)), ''), 'article') AS "base"
      FROM "blog_posts"
    ) AS t
  ) AS numbered
) AS n WHERE b."id" = n."id";--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "edited_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "blog_slug_redirects" ADD CONSTRAINT "blog_slug_redirects_blog_post_id_blog_posts_id_fk" FOREIGN KEY ("blog_post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_key" ON "blog_posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "groups_location_trgm_idx" ON "groups" USING gin ("location" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "groups_type_newest_idx" ON "groups" USING btree ("type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pet_photos_user_newest_idx" ON "pet_photos" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Search (kept out of shared/schema.ts so no ordinary select carries it): each searchable table's
-- English words, weighted A (title) to C, kept by PostgreSQL itself and read through a GIN index.
ALTER TABLE "posts" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("content", '')), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "replies" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("content", '')), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "replies_search_idx" ON "replies" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("pet_name", '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce("content", '')), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "stories_search_idx" ON "stories" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("description", '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce("location", '')), 'C') || setweight(to_tsvector('english'::regconfig, coalesce("type", '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "groups_search_idx" ON "groups" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("content", '')), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "resources_search_idx" ON "resources" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("excerpt", '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce("content", '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "blog_posts_search_idx" ON "blog_posts" USING gin ("search_vector");--> statement-breakpoint
-- Every word of searchable text, lower-cased, for correcting a misspelt query word (search_terms).
CREATE FUNCTION "search_terms_in"("document" text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT word FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, "document"))) AS word
  WHERE length(word) BETWEEN 3 AND 40 AND word ~ '^[[:alpha:]]+$'
$$;--> statement-breakpoint
-- A trigger's arguments name the row's text columns; their words join search_terms.
CREATE FUNCTION "search_terms_collect"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "row" jsonb := to_jsonb(NEW);
  "document" text := '';
  "column" text;
BEGIN
  FOREACH "column" IN ARRAY TG_ARGV LOOP
    "document" := "document" || ' ' || coalesce("row" ->> "column", '');
  END LOOP;
  INSERT INTO "search_terms" ("term") SELECT DISTINCT t FROM "search_terms_in"("document") AS t ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "posts_search_terms" AFTER INSERT OR UPDATE OF title, content ON "posts" FOR EACH ROW EXECUTE FUNCTION "search_terms_collect"('title', 'content');--> statement-breakpoint
CREATE TRIGGER "replies_search_terms" AFTER INSERT OR UPDATE OF content ON "replies" FOR EACH ROW EXECUTE FUNCTION "search_terms_collect"('content');--> statement-breakpoint
CREATE TRIGGER "stories_search_terms" AFTER INSERT OR UPDATE OF title, pet_name, content ON "stories" FOR EACH ROW EXECUTE FUNCTION "search_terms_collect"('title', 'pet_name', 'content');--> statement-breakpoint
CREATE TRIGGER "groups_search_terms" AFTER INSERT OR UPDATE OF name, description, location, type ON "groups" FOR EACH ROW EXECUTE FUNCTION "search_terms_collect"('name', 'description', 'location', 'type');--> statement-breakpoint
CREATE TRIGGER "resources_search_terms" AFTER INSERT OR UPDATE OF title, content ON "resources" FOR EACH ROW EXECUTE FUNCTION "search_terms_collect"('title', 'content');--> statement-breakpoint
CREATE TRIGGER "blog_posts_search_terms" AFTER INSERT OR UPDATE OF title, excerpt, content ON "blog_posts" FOR EACH ROW EXECUTE FUNCTION "search_terms_collect"('title', 'excerpt', 'content');--> statement-breakpoint
INSERT INTO "search_terms" ("term") SELECT DISTINCT t FROM (SELECT coalesce("title", '') || ' ' || coalesce("content", '') FROM "posts" UNION SELECT coalesce("content", '') FROM "replies" UNION SELECT coalesce("title", '') || ' ' || coalesce("pet_name", '') || ' ' || coalesce("content", '') FROM "stories" UNION SELECT coalesce("name", '') || ' ' || coalesce("description", '') || ' ' || coalesce("location", '') || ' ' || coalesce("type", '') FROM "groups" UNION SELECT coalesce("title", '') || ' ' || coalesce("content", '') FROM "resources" UNION SELECT coalesce("title", '') || ' ' || coalesce("excerpt", '') || ' ' || coalesce("content", '') FROM "blog_posts") AS d("document"), "search_terms_in"(d."document") AS t ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE INDEX "replies_newest_idx" ON "replies" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Search words are skewed: a misspelling or rare word has no statistics of its own, and the planner
-- then guesses 0.5% of rows and walks a whole table newest first. A larger sample keeps it on the index.
ALTER TABLE "posts" ALTER COLUMN "search_vector" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "replies" ALTER COLUMN "search_vector" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "stories" ALTER COLUMN "search_vector" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "groups" ALTER COLUMN "search_vector" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "resources" ALTER COLUMN "search_vector" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "search_vector" SET STATISTICS 1000;
