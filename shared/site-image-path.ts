/**
 * What a picture of the site's own content may point at: one of our stored uploads. Kept apart from
 * the form rules (fields.ts, which bring zod) so every page that shows a picture can ask without
 * loading a validation library.
 */

/** The path of a stored upload: /objects/uploads/<uuid>. */
export const SITE_IMAGE_PATH = /^\/objects\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for the path of one of our stored images; an outside address is never shown (docs/decisions.md#outside-images). */
export function isSiteImagePath(value: string | null | undefined): boolean {
  return typeof value === "string" && SITE_IMAGE_PATH.test(value.trim());
}
