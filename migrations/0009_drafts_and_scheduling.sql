ALTER TABLE "blog_posts" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "publish_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "featured_items" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "featured_items" ADD COLUMN "publish_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "hero_content" ADD COLUMN "activate_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "blog_posts_published_newest_idx" ON "blog_posts" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "blog_posts"."status" = 'published';--> statement-breakpoint
CREATE INDEX "blog_posts_scheduled_idx" ON "blog_posts" USING btree ("publish_at") WHERE "blog_posts"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "featured_items_published_newest_idx" ON "featured_items" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "featured_items"."status" = 'published';--> statement-breakpoint
CREATE INDEX "featured_items_scheduled_idx" ON "featured_items" USING btree ("publish_at") WHERE "featured_items"."status" = 'scheduled';--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_schedule_check" CHECK ("blog_posts"."status" in ('draft', 'scheduled', 'published') and ("blog_posts"."status" = 'scheduled') = ("blog_posts"."publish_at" is not null));--> statement-breakpoint
ALTER TABLE "featured_items" ADD CONSTRAINT "featured_items_schedule_check" CHECK ("featured_items"."status" in ('draft', 'scheduled', 'published') and ("featured_items"."status" = 'scheduled') = ("featured_items"."publish_at" is not null));--> statement-breakpoint
-- Search finds only what the public may see (migration 0006): a draft or scheduled article is not
-- in search_documents until it is published. Rows without a status (other tables) are unaffected.
CREATE OR REPLACE FUNCTION "search_shown"("item" jsonb) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT item->>'held_at' IS NULL AND item->>'hidden_at' IS NULL AND item->>'removed_at' IS NULL
    AND coalesce(item->>'status', 'published') = 'published'
$$;--> statement-breakpoint
-- Publishing changes status and created_at (the date shown): the trigger must see both.
DROP TRIGGER "blog_posts_search_documents" ON "blog_posts";--> statement-breakpoint
CREATE TRIGGER "blog_posts_search_documents" AFTER INSERT OR DELETE OR UPDATE OF title, excerpt, content, status, created_at ON "blog_posts" FOR EACH ROW EXECUTE FUNCTION "search_documents_sync"('blog');--> statement-breakpoint
-- The refill (also run by the benchmark) leaves unpublished articles out, as the trigger does.
CREATE OR REPLACE FUNCTION "search_documents_refill"() RETURNS void LANGUAGE sql AS $$
  TRUNCATE "search_documents";
  INSERT INTO "search_documents" (id, kind, created_at, search_vector)
    SELECT * FROM (SELECT id, 'post', created_at, search_vector FROM "posts" WHERE held_at IS NULL AND hidden_at IS NULL AND removed_at IS NULL
    UNION ALL SELECT id, 'reply', created_at, search_vector FROM "replies"
      WHERE held_at IS NULL AND hidden_at IS NULL AND search_thread_shown(post_id, story_id, photo_id)
    UNION ALL SELECT id, 'story', created_at, search_vector FROM "stories" WHERE held_at IS NULL AND hidden_at IS NULL
    UNION ALL SELECT id, 'blog', created_at, search_vector FROM "blog_posts" WHERE status = 'published'
    UNION ALL SELECT id, 'resource', created_at, search_vector FROM "resources"
    UNION ALL SELECT id, 'group', created_at, search_vector FROM "groups" WHERE held_at IS NULL AND hidden_at IS NULL
    ) d (id, kind, created_at, search_vector) ORDER BY created_at;
$$;
