/**
 * Per-screen `<link rel="modulepreload">` tags for the built client. Each screen is its own lazy
 * chunk (client/src/routes.ts); without a hint the browser learns of it only after the main
 * bundle has downloaded and run, one round trip later. Naming the screen's chunks in the HTML lets
 * them download beside the main bundle, so a screen drawn in the browser comes sooner.
 */
import { chunkFiles, type BuildManifest } from "./build-manifest";

/** Screens follow one naming rule: `/` is pages/home-page.tsx, `/x` is pages/x-page.tsx. */
const PAGE_MODULE = /^src\/pages\/([a-z-]+)-page\.tsx$/;

/** Maps each screen's path to the tags that preload its chunks, leaving out what index.html already loads. */
export function routePreloadTags(manifest: BuildManifest): Map<string, string> {
  const tags = new Map<string, string>();
  const alreadyLoaded = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) chunkFiles(manifest, key, alreadyLoaded);

  for (const key of Object.keys(manifest)) {
    const name = PAGE_MODULE.exec(key)?.[1];
    if (!name || name === "not-found") continue;
    const files = [...chunkFiles(manifest, key)].filter((file) => !alreadyLoaded.has(file));
    if (files.length === 0) continue;
    const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
    tags.set(name === "home" ? "/" : `/${name}`, links.join("\n    "));
  }
  return tags;
}
