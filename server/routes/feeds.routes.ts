/**
 * GET the feeds (RSS 2.0 and Atom) at shared/feed-paths.ts's addresses, from
 * shared/contracts/crawlers.contract.ts: see server/services/feeds.ts.
 */
import { Router } from "express";
import { FEED_ROUTES } from "@shared/contracts/crawlers.contract";
import type { Database } from "../db";
import { contractRoutes } from "../lib/contract-routes";
import { publicText } from "../lib/public-answers";
import { feedsService, type FeedFormat } from "../services/feeds";

const FORMATS: FeedFormat[] = ["rss", "atom"];

/** `siteUrl` is PUBLIC_URL (server/env.ts): the feeds' links never come from the request. Mounted at the root. */
export function feedsRouter({ db, siteUrl }: { db: Database; siteUrl: string }): Router {
  const feeds = feedsService(db);
  const router = Router();
  const routes = contractRoutes(router, "/");

  for (const format of FORMATS) {
    const { blog, stories, community } = FEED_ROUTES[format];
    routes.add(blog, async (_input, _req, res) => publicText(res, await feeds.blog(siteUrl, format)));
    routes.add(stories, async (_input, _req, res) => publicText(res, await feeds.stories(siteUrl, format)));
    routes.add(community, async ({ params }, _req, res) =>
      publicText(res, await feeds.community(siteUrl, params.category, format)),
    );
  }
  return router;
}
