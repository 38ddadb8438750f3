/**
 * GET /sitemap.xml (the index) and /sitemaps/<kind>-<n>.xml (its pages), from
 * shared/contracts/crawlers.contract.ts: see server/services/sitemap.ts.
 */
import { Router } from "express";
import { crawlersContract } from "@shared/contracts/crawlers.contract";
import type { Database } from "../db";
import { contractRoutes } from "../lib/contract-routes";
import { publicText } from "../lib/public-answers";
import { sitemapService } from "../services/sitemap";

/** `siteUrl` is PUBLIC_URL (server/env.ts): the sitemaps' links never come from the request. Mounted at the root. */
export function sitemapRouter(options: { db: Database; siteUrl: string; pageSize: number }): Router {
  const sitemaps = sitemapService(options.db, options.pageSize);
  const router = Router();
  const routes = contractRoutes(router, "/");
  routes.add(crawlersContract.sitemapIndex, async (_input, _req, res) =>
    publicText(res, await sitemaps.index(options.siteUrl)),
  );
  routes.add(crawlersContract.sitemapPage, async ({ params }, _req, res) =>
    publicText(res, await sitemaps.page(options.siteUrl, params.name)),
  );
  return router;
}
