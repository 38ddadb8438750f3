-- Unsubscribe tokens are no longer kept in clear (issue 38): each issue's copy gets a token of its
-- own, kept as a SHA-256. A token already mailed was its subscriber's one token, carried by every
-- copy that subscriber was sent, so each of those copies keeps its SHA-256 (hex, as
-- hashLinkToken writes it) and the links in mail already sent go on unsubscribing. A subscriber's
-- token never mailed (no copy yet) was never seen by anyone and goes with the column.
ALTER TABLE "newsletter_deliveries" ADD COLUMN "unsubscribe_token_hash" text;--> statement-breakpoint
UPDATE "newsletter_deliveries" AS d SET "unsubscribe_token_hash" = encode(sha256(convert_to(s."unsubscribe_token", 'UTF8')), 'hex') FROM "newsletter_subscribers" AS s WHERE s."id" = d."subscriber_id";--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_unsubscribe_token_idx" ON "newsletter_deliveries" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" DROP CONSTRAINT "newsletter_subscribers_unsubscribe_token_unique";--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" DROP COLUMN "unsubscribe_token";
