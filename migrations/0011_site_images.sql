ALTER TABLE "blog_posts" ADD COLUMN "image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "featured_items" ADD COLUMN "image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_of_the_month" ADD COLUMN "image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_of_the_month" ADD COLUMN "chosen_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "site_image" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wellness_challenges" ADD COLUMN "image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "member_of_the_month_current_idx" ON "member_of_the_month" USING btree ("chosen_at" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);