/**
 * When this process has changed the site's content: every write the API answers with success, and
 * what the publishing scheduler publishes.
 * What keeps copies of pages (server/client/visitor-page-cache.ts) listens, and forgets them.
 */
import type { RequestHandler } from "express";

export interface ContentChanges {
  /** Calls `listener` after each successful write. */
  onChange(listener: () => void): void;
  /** Mounted before the API: marks each write that succeeds once its answer is sent. */
  watchWrites: RequestHandler;
  /** A change no request made (the scheduler published something): tells every listener. */
  announce(): void;
}

export function contentChanges(): ContentChanges {
  const listeners = new Set<() => void>();
  const announce = () => listeners.forEach((listener) => listener());
  return {
    announce,
    onChange(listener) {
      listeners.add(listener);
    },
    watchWrites(req, res, next) {
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.once("finish", () => {
          if (res.statusCode < 400) announce();
        });
      }
      next();
    },
  };
}
