ALTER TABLE "search_terms" ADD COLUMN "rows" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Search suggestions come only from what the public may find (docs/decisions.md#search, issue 39):
-- search_terms holds the words of the rows of search_documents, each with how many rows hold it,
-- kept by search_documents' own triggers and counted when the item's transaction commits. A word joins
-- with the first findable row that has it and leaves with the last: held, hidden, removed,
-- unpublished, edited away or deleted, by its author, a moderator, the report net, account deletion
-- or the scheduler alike. search_documents also carries each row's content warnings, so a reader's
-- "Hide" can leave those rows out of results and counts.
ALTER TABLE "search_documents" ADD COLUMN "content_warnings" text[];--> statement-breakpoint
DROP TRIGGER "posts_search_terms" ON "posts";--> statement-breakpoint
DROP TRIGGER "replies_search_terms" ON "replies";--> statement-breakpoint
DROP TRIGGER "stories_search_terms" ON "stories";--> statement-breakpoint
DROP TRIGGER "groups_search_terms" ON "groups";--> statement-breakpoint
DROP TRIGGER "resources_search_terms" ON "resources";--> statement-breakpoint
DROP TRIGGER "blog_posts_search_terms" ON "blog_posts";--> statement-breakpoint
DROP FUNCTION "search_terms_collect"();--> statement-breakpoint
-- The distinct words (as search_terms holds them) of a row's text `columns`.
CREATE FUNCTION "search_terms_of"("item" jsonb, "columns" text[]) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(DISTINCT t ORDER BY t), '{}') FROM "search_terms_in"(
    (SELECT string_agg(coalesce("item" ->> c, ''), ' ') FROM unnest("columns") AS c)) AS t
$$;--> statement-breakpoint
-- A row's content warnings as search_documents keeps them: null when it has none.
CREATE FUNCTION "search_warnings_of"("item" jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT nullif(ARRAY(SELECT jsonb_array_elements_text(coalesce("item" -> 'content_warnings', '[]'))), '{}')
$$;--> statement-breakpoint
-- What a transaction's writes do to the vocabulary, waiting for its commit: each row, words of rows
-- that joined search_documents (`added`) and left it (`removed`), a word once per row.
CREATE TABLE "search_terms_pending" (
	"transaction_id" bigint DEFAULT txid_current() NOT NULL,
	"added" text[] NOT NULL,
	"removed" text[] NOT NULL
);--> statement-breakpoint
CREATE INDEX "search_terms_pending_transaction_idx" ON "search_terms_pending" ("transaction_id");--> statement-breakpoint
CREATE FUNCTION "search_terms_change"("added" text[], "removed" text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "search_terms_pending" ("added", "removed")
    SELECT "added", "removed" WHERE cardinality("added") > 0 OR cardinality("removed") > 0
$$;--> statement-breakpoint
-- At commit, the transaction's changes move each word's count by their sum, and a word no row holds
-- any more is gone. Once, in one statement, in word order: common words ("the", "dog") are in
-- nearly every write, and two transactions that each locked them statement by statement, in
-- different orders, would deadlock; here each locks its words for the moment of its commit only,
-- all in the same order. Its later calls (one per pending row) find nothing left.
CREATE FUNCTION "search_terms_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gone text[];
BEGIN
  WITH pending AS (
    DELETE FROM "search_terms_pending" WHERE "transaction_id" = txid_current() RETURNING "added", "removed"
  ), totals AS (
    SELECT c.term, sum(c.delta)::integer AS delta FROM (
      SELECT a, 1 FROM pending, unnest(pending."added") AS a
      UNION ALL SELECT r, -1 FROM pending, unnest(pending."removed") AS r
    ) AS c(term, delta)
    GROUP BY c.term HAVING sum(c.delta) <> 0
  ), applied AS (
    INSERT INTO "search_terms" ("term", "rows") SELECT term, delta FROM totals ORDER BY term
      ON CONFLICT ("term") DO UPDATE SET "rows" = "search_terms"."rows" + excluded."rows"
      RETURNING "term", "rows"
  )
  SELECT coalesce(array_agg("term"), '{}') INTO gone FROM applied WHERE "rows" <= 0;
  IF cardinality(gone) > 0 THEN
    DELETE FROM "search_terms" WHERE "term" = ANY (gone) AND "rows" <= 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "search_terms_pending_apply" AFTER INSERT ON "search_terms_pending" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "search_terms_apply"();--> statement-breakpoint
-- A row of a searchable table joins, changes in or leaves search_documents, and its words the
-- vocabulary with it. The first argument is its kind, the others its text columns.
CREATE OR REPLACE FUNCTION "search_documents_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "columns" text[] := TG_ARGV[1:];
  item jsonb;
  was_found boolean;
  is_found boolean;
  old_words text[] := '{}';
  new_words text[] := '{}';
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM "search_documents" WHERE id = OLD.id;
    IF FOUND THEN
      PERFORM "search_terms_change"('{}', "search_terms_of"(to_jsonb(OLD) - 'search_vector', "columns"));
    END IF;
    RETURN NULL;
  END IF;
  item := to_jsonb(NEW) - 'search_vector';
  was_found := TG_OP = 'UPDATE' AND EXISTS (SELECT FROM "search_documents" WHERE id = NEW.id);
  is_found := search_shown(item) AND (TG_ARGV[0] <> 'reply' OR search_thread_shown(
    (item->>'post_id')::uuid, (item->>'story_id')::uuid, (item->>'photo_id')::uuid));
  IF is_found THEN
    INSERT INTO "search_documents" (id, kind, created_at, search_vector, content_warnings)
      VALUES (NEW.id, TG_ARGV[0], NEW.created_at, NEW.search_vector, "search_warnings_of"(item))
      ON CONFLICT (id) DO UPDATE SET search_vector = excluded.search_vector, content_warnings = excluded.content_warnings
      WHERE ("search_documents".search_vector, "search_documents".content_warnings)
        IS DISTINCT FROM (excluded.search_vector, excluded.content_warnings);
    new_words := "search_terms_of"(item, "columns");
  ELSIF was_found THEN
    DELETE FROM "search_documents" WHERE id = NEW.id;
  END IF;
  IF was_found THEN
    old_words := "search_terms_of"(to_jsonb(OLD) - 'search_vector', "columns");
  END IF;
  IF old_words <> new_words THEN
    PERFORM "search_terms_change"(new_words, old_words);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A thread (post, story or photo) hidden or shown takes its replies, and their words, with it; the
-- argument is the replies column naming it.
CREATE OR REPLACE FUNCTION "search_documents_thread"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  shown boolean := search_shown(to_jsonb(NEW) - 'search_vector');
  words text[];
BEGIN
  IF shown = search_shown(to_jsonb(OLD) - 'search_vector') THEN
    RETURN NULL;
  END IF;
  IF shown THEN
    EXECUTE format('WITH added AS (INSERT INTO "search_documents" (id, kind, created_at, search_vector, content_warnings)
        SELECT r.id, ''reply'', r.created_at, r.search_vector, nullif(r.content_warnings, ''{}'') FROM "replies" r
        WHERE r.%I = $1 AND r.held_at IS NULL AND r.hidden_at IS NULL ON CONFLICT (id) DO NOTHING RETURNING id)
      SELECT coalesce(array_agg(t), ''{}'') FROM added JOIN "replies" r USING (id), "search_terms_in"(r.content) AS t',
      TG_ARGV[0]) INTO words USING NEW.id;
    PERFORM "search_terms_change"(words, '{}');
  ELSE
    EXECUTE format('WITH gone AS (DELETE FROM "search_documents" d USING "replies" r
        WHERE d.id = r.id AND r.%I = $1 RETURNING r.content)
      SELECT coalesce(array_agg(t), ''{}'') FROM gone, "search_terms_in"(gone.content) AS t',
      TG_ARGV[0]) INTO words USING NEW.id;
    PERFORM "search_terms_change"('{}', words);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Each trigger names its kind and text columns, and watches them, the row's state and its warnings.
DROP TRIGGER "posts_search_documents" ON "posts";--> statement-breakpoint
DROP TRIGGER "replies_search_documents" ON "replies";--> statement-breakpoint
DROP TRIGGER "stories_search_documents" ON "stories";--> statement-breakpoint
DROP TRIGGER "groups_search_documents" ON "groups";--> statement-breakpoint
DROP TRIGGER "resources_search_documents" ON "resources";--> statement-breakpoint
DROP TRIGGER "blog_posts_search_documents" ON "blog_posts";--> statement-breakpoint
CREATE TRIGGER "posts_search_documents" AFTER INSERT OR DELETE OR UPDATE OF title, content, held_at, hidden_at, removed_at, content_warnings ON "posts" FOR EACH ROW EXECUTE FUNCTION "search_documents_sync"('post', 'title', 'content');--> statement-breakpoint
CREATE TRIGGER "replies_search_documents" AFTER INSERT OR DELETE OR UPDATE OF content, held_at, hidden_at, content_warnings ON "replies" FOR EACH ROW EXECUTE FUNCTION "search_documents_sync"('reply', 'content');--> statement-breakpoint
CREATE TRIGGER "stories_search_documents" AFTER INSERT OR DELETE OR UPDATE OF title, pet_name, content, held_at, hidden_at, content_warnings ON "stories" FOR EACH ROW EXECUTE FUNCTION "search_documents_sync"('story', 'title', 'pet_name', 'content');--> statement-breakpoint
CREATE TRIGGER "groups_search_documents" AFTER INSERT OR DELETE OR UPDATE OF name, description, location, type, held_at, hidden_at ON "groups" FOR EACH ROW EXECUTE FUNCTION "search_documents_sync"('group', 'name', 'description', 'location', 'type');--> statement-breakpoint
CREATE TRIGGER "resources_search_documents" AFTER INSERT OR DELETE OR UPDATE OF title, content ON "resources" FOR EACH ROW EXECUTE FUNCTION "search_documents_sync"('resource', 'title', 'content');--> statement-breakpoint
CREATE TRIGGER "blog_posts_search_documents" AFTER INSERT OR DELETE OR UPDATE OF title, excerpt, content, status, created_at ON "blog_posts" FOR EACH ROW EXECUTE FUNCTION "search_documents_sync"('blog', 'title', 'excerpt', 'content');--> statement-breakpoint
-- Fills search_documents and search_terms from the searchable tables, as the triggers would have:
-- here once, and by the benchmark after seeding with the triggers off.
CREATE OR REPLACE FUNCTION "search_documents_refill"() RETURNS void LANGUAGE sql AS $$
  TRUNCATE "search_documents";
  INSERT INTO "search_documents" (id, kind, created_at, search_vector, content_warnings)
    SELECT * FROM (SELECT id, 'post', created_at, search_vector, nullif(content_warnings, '{}') FROM "posts"
      WHERE held_at IS NULL AND hidden_at IS NULL AND removed_at IS NULL
    UNION ALL SELECT id, 'reply', created_at, search_vector, nullif(content_warnings, '{}') FROM "replies"
      WHERE held_at IS NULL AND hidden_at IS NULL AND search_thread_shown(post_id, story_id, photo_id)
    UNION ALL SELECT id, 'story', created_at, search_vector, nullif(content_warnings, '{}') FROM "stories"
      WHERE held_at IS NULL AND hidden_at IS NULL
    UNION ALL SELECT id, 'blog', created_at, search_vector, null FROM "blog_posts" WHERE status = 'published'
    UNION ALL SELECT id, 'resource', created_at, search_vector, null FROM "resources"
    UNION ALL SELECT id, 'group', created_at, search_vector, null FROM "groups" WHERE held_at IS NULL AND hidden_at IS NULL
    ) d (id, kind, created_at, search_vector, content_warnings) ORDER BY created_at;
  TRUNCATE "search_terms";
  INSERT INTO "search_terms" ("term", "rows")
    SELECT t, count(*)::integer FROM (
      SELECT concat_ws(' ', title, content) FROM "posts" WHERE id IN (SELECT id FROM "search_documents" WHERE kind = 'post')
      UNION ALL SELECT content FROM "replies" WHERE id IN (SELECT id FROM "search_documents" WHERE kind = 'reply')
      UNION ALL SELECT concat_ws(' ', title, pet_name, content) FROM "stories"
        WHERE id IN (SELECT id FROM "search_documents" WHERE kind = 'story')
      UNION ALL SELECT concat_ws(' ', title, excerpt, content) FROM "blog_posts"
        WHERE id IN (SELECT id FROM "search_documents" WHERE kind = 'blog')
      UNION ALL SELECT concat_ws(' ', title, content) FROM "resources"
        WHERE id IN (SELECT id FROM "search_documents" WHERE kind = 'resource')
      UNION ALL SELECT concat_ws(' ', name, description, location, type) FROM "groups"
        WHERE id IN (SELECT id FROM "search_documents" WHERE kind = 'group')
    ) AS d("document"), "search_terms_in"(d."document") AS t
    GROUP BY t;
$$;--> statement-breakpoint
SELECT "search_documents_refill"();
