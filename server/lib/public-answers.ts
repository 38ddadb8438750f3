/**
 * How the answers crawlers and feed readers fetch (robots.txt, sitemaps, feeds) are answered, from
 * shared/contracts/crawlers.contract.ts: the contract sends the text as its media type in UTF-8.
 */
import type { Response } from "express";
import { notFound } from "./http-error";

/** The answers are public and the same for everyone: a shared cache may keep them for five minutes. */
export const PUBLIC_SHORT_CACHE = "public, max-age=300";

/**
 * `text` to answer, cacheable for five minutes; when there is none (a sitemap page or feed that
 * does not exist), a 404 no cache is told to keep, which the contract answers in plain text.
 */
export function publicText(res: Response, text: string | undefined): string {
  if (text === undefined) throw notFound();
  res.set("Cache-Control", PUBLIC_SHORT_CACHE);
  return text;
}
