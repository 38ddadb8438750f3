/** GET /sitemap.xml (the index) and /sitemaps/<kind>-<n>.xml (its pages): see server/services/sitemap.ts. */
import { Router } from "express";
import type { Database } from "../db";
import { sendNotFound, sendPublic } from "../lib/public-answers";
import { SITEMAP_PATH, sitemapService } from "../services/sitemap";

/** `siteUrl` is PUBLIC_URL (server/env.ts): the sitemaps' links never come from the request. */
export function sitemapRouter(options: { db: Database; siteUrl: string; pageSize: number }): Router {
  const sitemaps = sitemapService(options.db, options.pageSize);
  const router = Router();
  router.get(SITEMAP_PATH, async (_req, res) => {
    sendPublic(res, "application/xml", await sitemaps.index(options.siteUrl));
  });
  router.get("/sitemaps/:name.xml", async (req, res) => {
    const xml = await sitemaps.page(options.siteUrl, req.params.name);
    if (xml === undefined) sendNotFound(res);
    else sendPublic(res, "application/xml", xml);
  });
  return router;
}
