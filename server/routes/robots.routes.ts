/**
 * GET /robots.txt (shared/contracts/crawlers.contract.ts): crawlers may read every public page, not
 * the personal or search ones, and find the sitemap.
 */
import { Router } from "express";
import { crawlersContract } from "@shared/contracts/crawlers.contract";
import { contractRoutes } from "../lib/contract-routes";
import { publicText } from "../lib/public-answers";
import { SITEMAP_PATH } from "../services/sitemap";

/**
 * Kept from crawlers: screens that are one person's own, the API, and search results (endless
 * combinations of the same items). Member pages stay open: they carry noindex, which a crawler
 * must be allowed to fetch to read.
 */
const DISALLOWED = ["/admin", "/settings", "/notifications", "/preferences", "/api/", "/search"];

/** `siteUrl` is PUBLIC_URL (server/env.ts): the sitemap's address never comes from the request. Mounted at the root. */
export function robotsRouter(siteUrl: string): Router {
  const router = Router();
  contractRoutes(router, "/").add(crawlersContract.robots, async (_input, _req, res) => {
    const lines = [
      "User-agent: *",
      "Allow: /",
      ...DISALLOWED.map((path) => `Disallow: ${path}`),
      "",
      `Sitemap: ${siteUrl}${SITEMAP_PATH}`,
      "",
    ];
    return publicText(res, lines.join("\n"));
  });
  return router;
}
