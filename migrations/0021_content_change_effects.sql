-- What a committed change means for the copies visitors are served (docs/decisions.md#the-anonymous-cache).
-- Migration 0014 told every change alike, so every reply, reaction or sign-in emptied every copy on
-- every process, and each reader after it waited for a cold render. Each notice now names its table
-- and what the copies must do:
--
--   "<table>:refresh"  something was added, or a count moved (a new post, a reply and its item's reply
--                      count, a reaction, a new member): a copy may still be served while a new one is
--                      made, since nothing it shows has been withdrawn;
--   "<table>:forget"   something was changed or withdrawn (an edit, a hide, a hold released, a removal,
--                      a name, a page hidden): every copy that reads the table is dropped at once, as before.
--
-- Columns nobody else reads (a member's password, address, two-factor secret, notice choices, break)
-- tell nothing at all: a member's own settings and sign-ins leave visitors' copies alone.
-- server/visitor-cache/committed-changes.test.ts checks every column of these tables is classified.
-- Triggers stay per statement (but two, below); PostgreSQL folds identical notices of one transaction into one, so a
-- transaction tells at most twice per table.
CREATE OR REPLACE FUNCTION "content_changed_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pawswell_content_changes', TG_TABLE_NAME || ':' || coalesce(TG_ARGV[0], 'forget'));
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER "posts_content_changed" ON "posts";--> statement-breakpoint
CREATE TRIGGER "posts_content_added" AFTER INSERT ON "posts" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed_notify"('refresh');--> statement-breakpoint
CREATE TRIGGER "posts_content_counted" AFTER UPDATE OF "replies" ON "posts" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed_notify"('refresh');--> statement-breakpoint
CREATE TRIGGER "posts_content_changed" AFTER UPDATE OF "id", "title", "content", "author", "author_id", "category", "edited_at", "removed_at", "locked_at", "held_at", "hidden_at", "hidden_reason", "content_warnings", "anonymous", "noindex", "created_at" OR DELETE OR TRUNCATE ON "posts" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed_notify"('forget');--> statement-breakpoint
DROP TRIGGER "stories_content_changed" ON "stories";--> statement-breakpoint
CREATE TRIGGER "stories_content_added" AFTER INSERT ON "stories" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed_notify"('refresh');--> statement-breakpoint
CREATE TRIGGER "stories_content_counted" AFTER UPDATE OF "replies" ON "stories" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed_notify"('refresh');--> statement-breakpoint
CREATE TRIGGER "stories_content_changed" AFTER UPDATE OF "id", "title", "content", "author", "pet_name", "pet_type", "user_id", "edited_at", "held_at", "hidden_at", "hidden_reason", "content_warnings", "anonymous", "noindex", "created_at" OR DELETE OR TRUNCATE ON "stories" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed_notify"('forget');--> statement-breakpoint
DROP TRIGGER "pet_photos_content_changed" ON "pet_photos";--> statement-breakpoint
CREATE TRIGGER "pet_photos_content_added" AFTER INSERT ON "pet_photos" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed_notify"('refresh');--> statement-breakpoint
CREATE TRIGGER "pet_photos_content_counted" AFTER UPDATE OF "replies" ON "pet_photos" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed_notify"('refresh');--> statement-breakpoint
CREATE TRIGGER "pet_photos_content_changed" AFTER UPDATE OF "id", "image_url", "pet_name", "pet_type", "owner_name", "description", "user_id", "edited_at", "held_at", "hidden_at", "hidden_reason", "content_warnings", "noindex", "created_at" OR DELETE OR TRUNCATE ON "pet_photos" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed_notify"('forget');--> statement-breakpoint
DROP TRIGGER "replies_content_changed" ON "replies";--> statement-breakpoint
CREATE TRIGGER "replies_content_added" AFTER INSERT ON "replies" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed_notify"('refresh');--> statement-breakpoint
CREATE TRIGGER "replies_content_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "replies" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed_notify"('forget');--> statement-breakpoint
DROP TRIGGER "reactions_content_changed" ON "reactions";--> statement-breakpoint
CREATE TRIGGER "reactions_content_counted" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reactions" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed_notify"('refresh');--> statement-breakpoint
DROP TRIGGER "search_documents_content_changed" ON "search_documents";--> statement-breakpoint
CREATE TRIGGER "search_documents_content_added" AFTER INSERT ON "search_documents" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed_notify"('refresh');--> statement-breakpoint
-- search_documents and search_terms are kept by the items' own triggers, which run an upsert (an
-- INSERT ... ON CONFLICT DO UPDATE fires both statement triggers) and a DELETE that often finds no
-- row (an item held from the start): their updates and deletions tell per row, so only a row that
-- really changed or left tells; identical notices still fold into one per transaction.
CREATE TRIGGER "search_documents_content_changed" AFTER UPDATE OR DELETE ON "search_documents" FOR EACH ROW EXECUTE FUNCTION "content_changed_notify"('forget');--> statement-breakpoint
CREATE TRIGGER "search_documents_content_emptied" AFTER TRUNCATE ON "search_documents" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed_notify"('forget');--> statement-breakpoint
DROP TRIGGER "search_terms_content_changed" ON "search_terms";--> statement-breakpoint
CREATE TRIGGER "search_terms_content_added" AFTER INSERT ON "search_terms" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed_notify"('refresh');--> statement-breakpoint
CREATE TRIGGER "search_terms_content_counted" AFTER UPDATE OF "rows" ON "search_terms" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed_notify"('refresh');--> statement-breakpoint
CREATE TRIGGER "search_terms_content_changed" AFTER UPDATE OF "term" OR DELETE ON "search_terms" FOR EACH ROW EXECUTE FUNCTION "content_changed_notify"('forget');--> statement-breakpoint
CREATE TRIGGER "search_terms_content_emptied" AFTER TRUNCATE ON "search_terms" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed_notify"('forget');--> statement-breakpoint
DROP TRIGGER "users_content_changed" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_content_added" AFTER INSERT ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed_notify"('refresh');--> statement-breakpoint
CREATE TRIGGER "users_content_changed" AFTER UPDATE OF "id", "username", "role", "suspended_at", "suspended_until", "member_page_shown", "created_at" OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "content_changed_notify"('forget');
