/** How the answers crawlers and feed readers fetch (robots.txt, sitemaps, feeds) are sent. */
import type { Response } from "express";

/** The answers are public and the same for everyone: a shared cache may keep them for five minutes. */
export const PUBLIC_SHORT_CACHE = "public, max-age=300";

/** Sends `body` as `contentType` (UTF-8), cacheable for five minutes. */
export function sendPublic(res: Response, contentType: string, body: string): void {
  res.set({ "Cache-Control": PUBLIC_SHORT_CACHE, "Content-Type": `${contentType}; charset=utf-8` }).send(body);
}

/** A sitemap page or feed that does not exist: plain text, never the web client's page. */
export function sendNotFound(res: Response): void {
  res.status(404).type("text/plain").send("Not found");
}
