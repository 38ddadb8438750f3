/** GET the feeds (RSS 2.0 and Atom) at shared/feed-paths.ts's addresses: see server/services/feeds.ts. */
import { Router, type Request, type Response } from "express";
import { FEED_PATHS } from "@shared/feed-paths";
import type { Database } from "../db";
import { sendNotFound, sendPublic } from "../lib/public-answers";
import { siteUrlFor } from "../lib/site-url";
import { feedsService, type FeedFormat } from "../services/feeds";

const CONTENT_TYPES: Record<FeedFormat, string> = { rss: "application/rss+xml", atom: "application/atom+xml" };

const FORMATS: FeedFormat[] = ["rss", "atom"];

export function feedsRouter(options: { db: Database; siteUrl: string | undefined }): Router {
  const feeds = feedsService(options.db);
  const router = Router();
  const send = (res: Response, format: FeedFormat, xml: string | undefined) => {
    if (xml === undefined) sendNotFound(res);
    else sendPublic(res, CONTENT_TYPES[format], xml);
  };
  const siteUrl = (req: Request) => siteUrlFor(req, options.siteUrl);

  for (const format of FORMATS) {
    router.get(FEED_PATHS.blog[format], async (req, res) => send(res, format, await feeds.blog(siteUrl(req), format)));
    router.get(FEED_PATHS.stories[format], async (req, res) =>
      send(res, format, await feeds.stories(siteUrl(req), format)),
    );
    router.get(FEED_PATHS.community(":category")[format], async (req, res) =>
      send(res, format, await feeds.community(siteUrl(req), String(req.params.category), format)),
    );
  }
  return router;
}
