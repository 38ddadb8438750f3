/**
 * Per-screen `<link rel="modulepreload">` tags for the built client. Each screen is its own lazy
 * chunk (client/src/routes.ts); without a hint the browser learns of it only after the main
 * bundle has downloaded and run, one round trip later. Naming the screen's chunks in the HTML lets
 * them download beside the main bundle, so a screen drawn in the browser comes sooner, and a
 * rendered one is hydrated (its buttons work) sooner.
 */
import { chunkFiles, type BuildManifest } from "./build-manifest";

/** Screens follow one naming rule: `/` is pages/home-page.tsx, `/x` is pages/x-page.tsx. */
const PAGE_MODULE = /^src\/pages\/([a-z-]+)-page\.tsx$/;

/**
 * An item's own page (`/x/:id`) is named for what it shows, so its screen is listed here, as
 * client/src/routes.ts has it (route-preloads.test.ts holds the two together).
 */
export const ITEM_SCREENS: Readonly<Record<string, string>> = {
  "/community/:id": "discussion",
  "/pets-social/photos/:id": "photo",
  "/resources/:id": "resource",
  "/stories/:id": "story",
  "/groups/:id": "group",
  "/blog/:slug": "blog-article",
  "/members/:username": "member",
};

/** The screen whose chunks `path` needs: `/x` for a list, the item's pattern for `/x/one-id`. */
export function screenOf(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  const segments = trimmed.split("/");
  const parent = segments.slice(0, -1).join("/");
  const last = segments.at(-1) ?? "";
  const item = Object.keys(ITEM_SCREENS).find((pattern) => pattern.slice(0, pattern.lastIndexOf("/")) === parent);
  return item && last !== "" && segments.length > 2 ? item : trimmed;
}

/** Maps each screen (its path, or an item page's pattern) to the tags that preload its chunks, leaving out what index.html already loads. */
export function routePreloadTags(manifest: BuildManifest): Map<string, string> {
  const tags = new Map<string, string>();
  const alreadyLoaded = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) chunkFiles(manifest, key, alreadyLoaded);
  const screens = new Map<string, string[]>();
  for (const [pattern, name] of Object.entries(ITEM_SCREENS))
    screens.set(name, [...(screens.get(name) ?? []), pattern]);

  for (const key of Object.keys(manifest)) {
    const name = PAGE_MODULE.exec(key)?.[1];
    if (!name || name === "not-found") continue;
    const files = [...chunkFiles(manifest, key)].filter((file) => !alreadyLoaded.has(file));
    if (files.length === 0) continue;
    const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join("\n    ");
    for (const route of screens.get(name) ?? [name === "home" ? "/" : `/${name}`]) tags.set(route, links);
  }
  return tags;
}
