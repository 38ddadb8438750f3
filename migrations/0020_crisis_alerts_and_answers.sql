CREATE TABLE "moderator_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"author_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "item_type" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "item_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "crisis_alert_mail" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "moderator_answers" ADD CONSTRAINT "moderator_answers_case_id_moderation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."moderation_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderator_answers" ADD CONSTRAINT "moderator_answers_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderator_answers_case_idx" ON "moderator_answers" USING btree ("case_id","created_at");