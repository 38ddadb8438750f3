CREATE TABLE "suspended_addresses" (
	"address_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"seen_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suspended_addresses_address_hash_user_id_pk" PRIMARY KEY("address_hash","user_id")
);
--> statement-breakpoint
ALTER TABLE "suspended_addresses" ADD CONSTRAINT "suspended_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "suspended_addresses_user_idx" ON "suspended_addresses" USING btree ("user_id");