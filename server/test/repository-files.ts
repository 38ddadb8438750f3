/** The repository's own files, for tests that read the tree as text (docs links, comment citations). */
import fs from "node:fs";
import path from "node:path";

/** The repository's root folder. */
export const REPOSITORY_ROOT = path.resolve(import.meta.dirname, "../..");

/** The folders our own code lives in. */
export const SOURCE_DIRS = ["server", "client", "shared", "scripts", "tools", "tests"] as const;

/** Every file under `dir` (relative to the root) whose name passes `keep`, skipping build output, dependencies and dot folders. */
export function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(REPOSITORY_ROOT, relative), { withFileTypes: true })) {
      if (entry.name === "node_modules" || entry.name === "dist" || entry.name.startsWith(".")) continue;
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (keep(entry.name)) found.push(child);
    }
  };
  walk(dir);
  return found;
}
