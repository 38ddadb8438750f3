CREATE TABLE "challenge_participants" (
	"challenge_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_participants_challenge_id_user_id_pk" PRIMARY KEY("challenge_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "live_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"group_key" text,
	"actor_name" text,
	"actor_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"subject" text NOT NULL,
	"url" text NOT NULL,
	"reaction_kind" text,
	"read_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"post_id" uuid,
	"reply_id" uuid,
	"story_id" uuid,
	"photo_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reactions_one_item_check" CHECK (num_nonnulls("reactions"."post_id", "reactions"."reply_id", "reactions"."story_id", "reactions"."photo_id") = 1),
	CONSTRAINT "reactions_kind_check" CHECK ("reactions"."kind" in ('support', 'me-too', 'thanks'))
);
--> statement-breakpoint
CREATE TABLE "replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid,
	"story_id" uuid,
	"photo_id" uuid,
	"answers_id" uuid,
	"author_id" uuid,
	"author" text NOT NULL,
	"content" text NOT NULL,
	"edited_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "replies_one_item_check" CHECK (num_nonnulls("replies"."post_id", "replies"."story_id", "replies"."photo_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid,
	"reply_id" uuid,
	"story_id" uuid,
	"photo_id" uuid,
	"previous" jsonb NOT NULL,
	"edited_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "revisions_one_item_check" CHECK (num_nonnulls("revisions"."post_id", "revisions"."reply_id", "revisions"."story_id", "revisions"."photo_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "pet_photos" ADD COLUMN "replies" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pet_photos" ADD COLUMN "edited_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "edited_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "removed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "locked_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "replies" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "edited_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "challenge_participants" ADD CONSTRAINT "challenge_participants_challenge_id_wellness_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."wellness_challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_participants" ADD CONSTRAINT "challenge_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reactions" ADD CONSTRAINT "reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reactions" ADD CONSTRAINT "reactions_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reactions" ADD CONSTRAINT "reactions_reply_id_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reactions" ADD CONSTRAINT "reactions_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reactions" ADD CONSTRAINT "reactions_photo_id_pet_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."pet_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replies" ADD CONSTRAINT "replies_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replies" ADD CONSTRAINT "replies_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replies" ADD CONSTRAINT "replies_photo_id_pet_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."pet_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replies" ADD CONSTRAINT "replies_answers_id_replies_id_fk" FOREIGN KEY ("answers_id") REFERENCES "public"."replies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replies" ADD CONSTRAINT "replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_reply_id_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_photo_id_pet_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."pet_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "challenge_participants_user_idx" ON "challenge_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "live_events_channel_idx" ON "live_events" USING btree ("channel","id");--> statement-breakpoint
CREATE INDEX "live_events_created_at_idx" ON "live_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_newest_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_unread_group_key" ON "notifications" USING btree ("user_id","group_key") WHERE "notifications"."read_at" is null and "notifications"."group_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reactions_post_key" ON "reactions" USING btree ("post_id","kind","user_id") WHERE "reactions"."post_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reactions_reply_key" ON "reactions" USING btree ("reply_id","kind","user_id") WHERE "reactions"."reply_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reactions_story_key" ON "reactions" USING btree ("story_id","kind","user_id") WHERE "reactions"."story_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reactions_photo_key" ON "reactions" USING btree ("photo_id","kind","user_id") WHERE "reactions"."photo_id" is not null;--> statement-breakpoint
CREATE INDEX "replies_post_thread_idx" ON "replies" USING btree ("post_id","created_at","id") WHERE "replies"."post_id" is not null;--> statement-breakpoint
CREATE INDEX "replies_story_thread_idx" ON "replies" USING btree ("story_id","created_at","id") WHERE "replies"."story_id" is not null;--> statement-breakpoint
CREATE INDEX "replies_photo_thread_idx" ON "replies" USING btree ("photo_id","created_at","id") WHERE "replies"."photo_id" is not null;--> statement-breakpoint
CREATE INDEX "replies_answers_idx" ON "replies" USING btree ("answers_id");--> statement-breakpoint
CREATE INDEX "replies_author_idx" ON "replies" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "revisions_post_idx" ON "revisions" USING btree ("post_id") WHERE "revisions"."post_id" is not null;--> statement-breakpoint
CREATE INDEX "revisions_reply_idx" ON "revisions" USING btree ("reply_id") WHERE "revisions"."reply_id" is not null;--> statement-breakpoint
CREATE INDEX "revisions_story_idx" ON "revisions" USING btree ("story_id") WHERE "revisions"."story_id" is not null;--> statement-breakpoint
CREATE INDEX "revisions_photo_idx" ON "revisions" USING btree ("photo_id") WHERE "revisions"."photo_id" is not null;--> statement-breakpoint
-- Counts become real: nobody could reply or join before this, so whatever was stored was made up.
UPDATE "posts" SET "replies" = 0;--> statement-breakpoint
UPDATE "wellness_challenges" SET "participants" = 0;
