/**
 * The installable app's own files in the build (client/src/service-worker/, vite.config.ts): the
 * service worker and the web app manifest are asked for again on every visit rather than kept an
 * hour like the build's other files, so a new deploy's worker and manifest reach browsers at once.
 * Both sit at the site's root, so the worker's scope is the whole site without a
 * Service-Worker-Allowed header; with an extension, neither is mistaken for a page.
 */
import path from "node:path";
import type { Response } from "express";

export const SERVICE_WORKER_FILE = "sw.js";
export const WEB_APP_MANIFEST_FILE = "manifest.webmanifest";

const ALWAYS_CHECKED = new Set([SERVICE_WORKER_FILE, WEB_APP_MANIFEST_FILE]);

/** serve-static's setHeaders for the build's root: `no-cache` on the worker and the manifest. */
export function checkAppFilesEveryVisit(distDir: string): (res: Response, filePath: string) => void {
  return (res, filePath) => {
    if (path.dirname(filePath) === path.resolve(distDir) && ALWAYS_CHECKED.has(path.basename(filePath)))
      res.setHeader("Cache-Control", "no-cache");
  };
}
