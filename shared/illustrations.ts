/**
 * The site's own illustrations (docs/decisions.md#illustrations-and-avatars): flat drawings on the
 * brand palette, kept as static files in client/public/illustrations/<name>.svg. Pages show one
 * where a picture is missing (client/src/lib/illustrations.ts chooses it) and the demo seed renders
 * them into stored images.
 */
export const ILLUSTRATION_NAMES = [
  "dog",
  "cat",
  "bird",
  "rabbit",
  "horse",
  "person-dog",
  "friends",
  "path",
  "books",
  "evening",
  "celebrate",
] as const;

export type IllustrationName = (typeof ILLUSTRATION_NAMES)[number];

/** Every illustration is drawn on this 16:9 canvas (its width and height attributes). */
export const ILLUSTRATION_SIZE = { width: 640, height: 360 } as const;

/** The address an illustration is served from (a static file, like the favicon). */
export function illustrationPath(name: IllustrationName): string {
  return `/illustrations/${name}.svg`;
}
