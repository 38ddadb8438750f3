/** Paths inside the installed app, the same whether running from source or from dist/. */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

function findAppRoot(start: string): string {
  let dir = start;
  while (!fs.existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}`);
    dir = parent;
  }
  return dir;
}

export const APP_ROOT = findAppRoot(path.dirname(fileURLToPath(import.meta.url)));
export const MIGRATIONS_DIR = path.join(APP_ROOT, "migrations");
export const CLIENT_DIST_DIR = path.join(APP_ROOT, "dist", "public");
export const CLIENT_SOURCE_DIR = path.join(APP_ROOT, "client");
