/** Vite's manifest of the browser build (dist/public/.vite/manifest.json): which file each source became, and what it imports. */
import fs from "node:fs";
import path from "node:path";

export interface ManifestChunk {
  file: string;
  imports?: string[];
  /** Chunks it asks for when something is first used (a dialog's or a form's code). */
  dynamicImports?: string[];
  isEntry?: boolean;
}

export type BuildManifest = Record<string, ManifestChunk>;

/** Null for a build without a manifest (then pages load as index.html says, without the extras it enables). */
export function readBuildManifest(distDir: string): BuildManifest | null {
  const manifestFile = path.join(distDir, ".vite", "manifest.json");
  if (!fs.existsSync(manifestFile)) return null;
  return JSON.parse(fs.readFileSync(manifestFile, "utf8")) as BuildManifest;
}

/** The files of the chunk at `key` and of everything it imports statically, added to `into`. */
export function chunkFiles(manifest: BuildManifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, into);
  return into;
}
