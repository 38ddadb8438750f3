ALTER TABLE "wellness_challenges" ADD COLUMN "held_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "wellness_challenges" ADD COLUMN "hidden_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "wellness_challenges" ADD COLUMN "hidden_reason" text;