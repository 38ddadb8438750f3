/** GET /sitemap.xml (the index) and /sitemaps/<kind>-<n>.xml (its pages): see server/services/sitemap.ts. */
import { Router } from "express";
import type { Database } from "../db";
import { sendNotFound, sendPublic } from "../lib/public-answers";
import { siteUrlFor } from "../lib/site-url";
import { SITEMAP_PATH, sitemapService } from "../services/sitemap";

export function sitemapRouter(options: { db: Database; siteUrl: string | undefined; pageSize: number }): Router {
  const sitemaps = sitemapService(options.db, options.pageSize);
  const router = Router();
  router.get(SITEMAP_PATH, async (req, res) => {
    sendPublic(res, "application/xml", await sitemaps.index(siteUrlFor(req, options.siteUrl)));
  });
  router.get("/sitemaps/:name.xml", async (req, res) => {
    const xml = await sitemaps.page(siteUrlFor(req, options.siteUrl), req.params.name);
    if (xml === undefined) sendNotFound(res);
    else sendPublic(res, "application/xml", xml);
  });
  return router;
}
