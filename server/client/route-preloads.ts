/**
 * Per-screen `<link rel="modulepreload">` tags for the built client. Each screen is its own lazy
 * chunk (client/src/routes.ts); without a hint the browser learns of it only after the main
 * bundle has downloaded and run, one round trip later. Naming the screen's chunks in the HTML lets
 * them download beside the main bundle, so the screen (and its largest paint) comes sooner.
 */
import fs from "node:fs";
import path from "node:path";

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

/** Screens follow one naming rule: `/` is pages/home-page.tsx, `/x` is pages/x-page.tsx. */
const PAGE_MODULE = /^src\/pages\/([a-z-]+)-page\.tsx$/;

function chunkFiles(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, into);
  return into;
}

/**
 * Maps each screen's path to the tags that preload its chunks, leaving out what index.html already
 * loads. Empty when the build has no manifest (then the screens load as before, just later).
 */
export function routePreloadTags(distDir: string): Map<string, string> {
  const manifestFile = path.join(distDir, ".vite", "manifest.json");
  const tags = new Map<string, string>();
  if (!fs.existsSync(manifestFile)) return tags;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Manifest;

  const alreadyLoaded = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) chunkFiles(manifest, key, alreadyLoaded);

  for (const key of Object.keys(manifest)) {
    const name = PAGE_MODULE.exec(key)?.[1];
    if (!name || name === "not-found") continue;
    const files = [...chunkFiles(manifest, key, new Set())].filter((file) => !alreadyLoaded.has(file));
    if (files.length === 0) continue;
    const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
    tags.set(name === "home" ? "/" : `/${name}`, links.join("\n    "));
  }
  return tags;
}
