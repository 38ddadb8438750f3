-- Search reads one table (docs/decisions.md#search): every row the public may find, of every
-- searchable kind, with its table's generated search_vector. A search of every kind is then one
-- walk of one newest-first index (a common word) or one read of one GIN index (a rare word), where
-- six tables cost six of each. Triggers keep it in the same transaction as the item's own write.
-- The GIN index leads with the kind (btree_gin, on PGlite too), so one kind's matches are read
-- without the others'.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE TABLE "search_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"search_vector" tsvector NOT NULL
);--> statement-breakpoint
-- Whether the public may find a row (as lists decide it): published, and a post not removed.
CREATE FUNCTION "search_shown"("item" jsonb) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT item->>'held_at' IS NULL AND item->>'hidden_at' IS NULL AND item->>'removed_at' IS NULL
$$;--> statement-breakpoint
-- A reply is found only while its thread is there for everyone.
CREATE FUNCTION "search_thread_shown"("post" uuid, "story" uuid, "photo" uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT p.held_at IS NULL AND p.hidden_at IS NULL AND p.removed_at IS NULL FROM "posts" p WHERE p.id = post),
    (SELECT s.held_at IS NULL AND s.hidden_at IS NULL FROM "stories" s WHERE s.id = story),
    (SELECT f.held_at IS NULL AND f.hidden_at IS NULL FROM "pet_photos" f WHERE f.id = photo),
    false)
$$;--> statement-breakpoint
-- A row of a searchable table joins, changes in or leaves search_documents; its kind is the argument.
CREATE FUNCTION "search_documents_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  item jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM "search_documents" WHERE id = OLD.id;
    RETURN NULL;
  END IF;
  item := to_jsonb(NEW) - 'search_vector';
  IF search_shown(item) AND (TG_ARGV[0] <> 'reply' OR search_thread_shown(
    (item->>'post_id')::uuid, (item->>'story_id')::uuid, (item->>'photo_id')::uuid)) THEN
    INSERT INTO "search_documents" (id, kind, created_at, search_vector)
      VALUES (NEW.id, TG_ARGV[0], NEW.created_at, NEW.search_vector)
      ON CONFLICT (id) DO UPDATE SET search_vector = excluded.search_vector
      WHERE "search_documents".search_vector IS DISTINCT FROM excluded.search_vector;
  ELSE
    DELETE FROM "search_documents" WHERE id = NEW.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A thread (post, story or photo) hidden or shown takes its replies with it; the argument is the
-- replies column naming it.
CREATE FUNCTION "search_documents_thread"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  shown boolean := search_shown(to_jsonb(NEW) - 'search_vector');
BEGIN
  IF shown = search_shown(to_jsonb(OLD) - 'search_vector') THEN
    RETURN NULL;
  END IF;
  IF shown THEN
    EXECUTE format('INSERT INTO "search_documents" (id, kind, created_at, search_vector)
      SELECT r.id, ''reply'', r.created_at, r.search_vector FROM "replies" r
      WHERE r.%I = $1 AND r.held_at IS NULL AND r.hidden_at IS NULL ON CONFLICT (id) DO NOTHING', TG_ARGV[0])
      USING NEW.id;
  ELSE
    EXECUTE format('DELETE FROM "search_documents" d USING "replies" r WHERE d.id = r.id AND r.%I = $1', TG_ARGV[0])
      USING NEW.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "posts_search_documents" AFTER INSERT OR DELETE OR UPDATE OF title, content, held_at, hidden_at, removed_at ON "posts" FOR EACH ROW EXECUTE FUNCTION "search_documents_sync"('post');--> statement-breakpoint
CREATE TRIGGER "replies_search_documents" AFTER INSERT OR DELETE OR UPDATE OF content, held_at, hidden_at ON "replies" FOR EACH ROW EXECUTE FUNCTION "search_documents_sync"('reply');--> statement-breakpoint
CREATE TRIGGER "stories_search_documents" AFTER INSERT OR DELETE OR UPDATE OF title, pet_name, content, held_at, hidden_at ON "stories" FOR EACH ROW EXECUTE FUNCTION "search_documents_sync"('story');--> statement-breakpoint
CREATE TRIGGER "blog_posts_search_documents" AFTER INSERT OR DELETE OR UPDATE OF title, excerpt, content ON "blog_posts" FOR EACH ROW EXECUTE FUNCTION "search_documents_sync"('blog');--> statement-breakpoint
CREATE TRIGGER "resources_search_documents" AFTER INSERT OR DELETE OR UPDATE OF title, content ON "resources" FOR EACH ROW EXECUTE FUNCTION "search_documents_sync"('resource');--> statement-breakpoint
CREATE TRIGGER "groups_search_documents" AFTER INSERT OR DELETE OR UPDATE OF name, description, location, type, held_at, hidden_at ON "groups" FOR EACH ROW EXECUTE FUNCTION "search_documents_sync"('group');--> statement-breakpoint
CREATE TRIGGER "posts_search_thread" AFTER UPDATE OF held_at, hidden_at, removed_at ON "posts" FOR EACH ROW EXECUTE FUNCTION "search_documents_thread"('post_id');--> statement-breakpoint
CREATE TRIGGER "stories_search_thread" AFTER UPDATE OF held_at, hidden_at ON "stories" FOR EACH ROW EXECUTE FUNCTION "search_documents_thread"('story_id');--> statement-breakpoint
CREATE TRIGGER "pet_photos_search_thread" AFTER UPDATE OF held_at, hidden_at ON "pet_photos" FOR EACH ROW EXECUTE FUNCTION "search_documents_thread"('photo_id');--> statement-breakpoint
-- Fills search_documents from the searchable tables, as the triggers would have: here once, and
-- by the benchmark after seeding a million rows with the triggers off. Oldest first, as rows
-- arrive: the newest matches of a word then sit together on few pages.
CREATE FUNCTION "search_documents_refill"() RETURNS void LANGUAGE sql AS $$
  TRUNCATE "search_documents";
  INSERT INTO "search_documents" (id, kind, created_at, search_vector)
    SELECT * FROM (SELECT id, 'post', created_at, search_vector FROM "posts" WHERE held_at IS NULL AND hidden_at IS NULL AND removed_at IS NULL
    UNION ALL SELECT id, 'reply', created_at, search_vector FROM "replies"
      WHERE held_at IS NULL AND hidden_at IS NULL AND search_thread_shown(post_id, story_id, photo_id)
    UNION ALL SELECT id, 'story', created_at, search_vector FROM "stories" WHERE held_at IS NULL AND hidden_at IS NULL
    UNION ALL SELECT id, 'blog', created_at, search_vector FROM "blog_posts"
    UNION ALL SELECT id, 'resource', created_at, search_vector FROM "resources"
    UNION ALL SELECT id, 'group', created_at, search_vector FROM "groups" WHERE held_at IS NULL AND hidden_at IS NULL
    ) d (id, kind, created_at, search_vector) ORDER BY created_at;
$$;--> statement-breakpoint
SELECT "search_documents_refill"();--> statement-breakpoint
-- Indexes after the rows: built once in bulk, rather than entry by entry.
CREATE INDEX "search_documents_match_idx" ON "search_documents" USING gin ("kind", "search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_documents_newest_idx" ON "search_documents" ("created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "search_documents_kind_newest_idx" ON "search_documents" ("kind", "created_at" DESC, "id" DESC);--> statement-breakpoint
-- With the default 100, a word missing from the statistics is guessed at 0.5% of rows, and
-- PostgreSQL walks the whole newest-first index looking for a word that is not there.
ALTER TABLE "search_documents" ALTER COLUMN "search_vector" SET STATISTICS 1000;--> statement-breakpoint
-- Each table's own GIN index and statistics served search before this table; nothing reads them now.
DROP INDEX "posts_search_idx";--> statement-breakpoint
DROP INDEX "replies_search_idx";--> statement-breakpoint
DROP INDEX "stories_search_idx";--> statement-breakpoint
DROP INDEX "groups_search_idx";--> statement-breakpoint
DROP INDEX "resources_search_idx";--> statement-breakpoint
DROP INDEX "blog_posts_search_idx";--> statement-breakpoint
DROP INDEX "replies_newest_idx";--> statement-breakpoint
ALTER TABLE "posts" ALTER COLUMN "search_vector" SET STATISTICS -1;--> statement-breakpoint
ALTER TABLE "replies" ALTER COLUMN "search_vector" SET STATISTICS -1;--> statement-breakpoint
ALTER TABLE "stories" ALTER COLUMN "search_vector" SET STATISTICS -1;--> statement-breakpoint
ALTER TABLE "groups" ALTER COLUMN "search_vector" SET STATISTICS -1;--> statement-breakpoint
ALTER TABLE "resources" ALTER COLUMN "search_vector" SET STATISTICS -1;--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "search_vector" SET STATISTICS -1;--> statement-breakpoint
ANALYZE "search_documents";
