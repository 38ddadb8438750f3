/** GET /robots.txt: crawlers may read every public page, not the personal or search ones, and find the sitemap. */
import { Router } from "express";
import { sendPublic } from "../lib/public-answers";
import { SITEMAP_PATH } from "../services/sitemap";

/**
 * Kept from crawlers: screens that are one person's own, the API, and search results (endless
 * combinations of the same items). Member pages stay open: they carry noindex, which a crawler
 * must be allowed to fetch to read.
 */
const DISALLOWED = ["/admin", "/settings", "/notifications", "/preferences", "/api/", "/search"];

/** `siteUrl` is PUBLIC_URL (server/env.ts): the sitemap's address never comes from the request. */
export function robotsRouter(siteUrl: string): Router {
  const router = Router();
  router.get("/robots.txt", (_req, res) => {
    const lines = [
      "User-agent: *",
      "Allow: /",
      ...DISALLOWED.map((path) => `Disallow: ${path}`),
      "",
      `Sitemap: ${siteUrl}${SITEMAP_PATH}`,
      "",
    ];
    sendPublic(res, "text/plain", lines.join("\n"));
  });
  return router;
}
