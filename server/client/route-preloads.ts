/**
 * Each screen's chunks for the built client. Each screen is its own lazy chunk
 * (client/src/routes.ts); without a hint the browser learns of it only after the main bundle has
 * downloaded and run, one round trip later, and of a dialog's code only once its button is
 * pressed, another. Naming the screen's chunks in the HTML lets them download beside the main
 * bundle, so a screen drawn in the browser comes sooner, and a rendered one is hydrated (its
 * buttons work) sooner; naming the code of the screen's main action (its create dialog, a
 * thread's reply form) after them, at low priority, has it there by the time it is asked for.
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

/**
 * The code of each screen's main action, which its button loads when first pressed (lazyDialog,
 * lazyForm): the button a person comes to the page to press. Other dialogs (reporting, content
 * warnings, editing one's own words) are rarer and load when asked for; a visitor's phone should
 * not download every form on every page. Sources relative to client/, as the build's manifest
 * names them (route-preloads.test.ts checks that each exists).
 */
export const SCREEN_ACTIONS: Readonly<Record<string, readonly string[]>> = {
  "/community": ["src/features/posts/new-post-dialog.tsx"],
  "/stories": ["src/features/stories/share-story-dialog.tsx"],
  "/pets-social": ["src/features/pet-social/share-photo-dialog.tsx"],
  "/groups": ["src/features/groups/post-group-dialog.tsx"],
  "/community/:id": ["src/features/threads/member-reply-form.tsx"],
  "/stories/:id": ["src/features/threads/member-reply-form.tsx"],
  "/pets-social/photos/:id": ["src/features/threads/member-reply-form.tsx"],
};

/** A screen's files beyond what index.html loads: its own, then those of its main action. */
export interface ScreenChunks {
  files: string[];
  /** The chunks of the screen's main action (SCREEN_ACTIONS), not yet among `files`. */
  openable: string[];
}

/** Maps each screen (its path, or an item page's pattern) to its chunks, leaving out what index.html already loads. */
export function screenChunks(manifest: BuildManifest): Map<string, ScreenChunks> {
  const chunks = new Map<string, ScreenChunks>();
  const alreadyLoaded = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) chunkFiles(manifest, key, alreadyLoaded);
  const screens = new Map<string, string[]>();
  for (const [pattern, name] of Object.entries(ITEM_SCREENS))
    screens.set(name, [...(screens.get(name) ?? []), pattern]);

  for (const key of Object.keys(manifest)) {
    const name = PAGE_MODULE.exec(key)?.[1];
    if (!name || name === "not-found") continue;
    const files = [...chunkFiles(manifest, key)].filter((file) => !alreadyLoaded.has(file));
    for (const route of screens.get(name) ?? [name === "home" ? "/" : `/${name}`]) {
      const opened = new Set<string>();
      for (const action of SCREEN_ACTIONS[route] ?? []) chunkFiles(manifest, action, opened);
      const openable = [...opened].filter((file) => !alreadyLoaded.has(file) && !files.includes(file));
      if (files.length > 0 || openable.length > 0) chunks.set(route, { files, openable });
    }
  }
  return chunks;
}

const preloadLink = (file: string, priority = "") =>
  `<link rel="modulepreload" crossorigin${priority ? ` fetchpriority="${priority}"` : ""} href="/${file}">`;

/** Maps each screen to the tags that preload its chunks, then (at low priority) those of what it can open. */
export function routePreloadTags(manifest: BuildManifest): Map<string, string> {
  const tags = new Map<string, string>();
  for (const [route, { files, openable }] of screenChunks(manifest)) {
    const links = [...files.map((file) => preloadLink(file)), ...openable.map((file) => preloadLink(file, "low"))];
    tags.set(route, links.join("\n    "));
  }
  return tags;
}
