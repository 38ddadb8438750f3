-- Our own object paths in their one canonical form (lower case), as the server now stores them.
UPDATE "pet_photos" SET "image_url" = lower("image_url") WHERE "image_url" ~* '^/objects/uploads/[0-9a-f-]{36}$';--> statement-breakpoint
-- One photo per upload: of photos sharing an image, the first shared stays.
DELETE FROM "pet_photos" AS later USING "pet_photos" AS earlier
WHERE later."image_url" = earlier."image_url"
  AND (later."created_at", later."id") > (earlier."created_at", earlier."id");--> statement-breakpoint
CREATE UNIQUE INDEX "pet_photos_image_url_key" ON "pet_photos" USING btree ("image_url");
