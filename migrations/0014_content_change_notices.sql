-- Every committed change to what visitors read tells every process, this one included
-- (docs/decisions.md#the-anonymous-cache): each empties its anonymous cache when it hears
-- pawswell_content_changes (server/services/content-change-channel.ts). PostgreSQL delivers a NOTIFY
-- only when its transaction commits, so a write whose writer hung up before the answer still tells,
-- a write that rolls back tells nobody, and so does any writer: the API, the scheduler, a CLI,
-- another process, SQL typed by hand.
--
-- One trigger per table, after each statement (never per row), with one fixed payload: PostgreSQL
-- folds identical notifications of one transaction into one, so a transaction tells once however
-- many rows, statements and tables it writes. Tables no visitor reads (sessions, rate limits, mail,
-- the moderators' queue...) have none; server/visitor-cache/committed-changes.test.ts lists every
-- table as watched or not, so a new one cannot be forgotten.
CREATE FUNCTION "content_changed_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pawswell_content_changes', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "blog_posts_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_posts" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "blog_slug_redirects_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_slug_redirects" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "categories_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "featured_items_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "featured_items" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "groups_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "groups" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "hero_content_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hero_content" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "member_of_the_month_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "member_of_the_month" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "pet_photos_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pet_photos" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "posts_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "posts" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "reactions_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reactions" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "replies_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "replies" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "resources_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "resources" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "search_documents_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_documents" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "search_terms_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_terms" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "stories_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stories" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "users_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "wellness_challenges_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "wellness_challenges" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed_notify"();
