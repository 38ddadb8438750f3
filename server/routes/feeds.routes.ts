/** GET the feeds (RSS 2.0 and Atom) at shared/feed-paths.ts's addresses: see server/services/feeds.ts. */
import { Router, type Response } from "express";
import { FEED_PATHS } from "@shared/feed-paths";
import type { Database } from "../db";
import { pathParam } from "../lib/id-param";
import { sendNotFound, sendPublic } from "../lib/public-answers";
import { feedsService, type FeedFormat } from "../services/feeds";

const CONTENT_TYPES: Record<FeedFormat, string> = { rss: "application/rss+xml", atom: "application/atom+xml" };

const FORMATS: FeedFormat[] = ["rss", "atom"];

/** `siteUrl` is PUBLIC_URL (server/env.ts): the feeds' links never come from the request. */
export function feedsRouter({ db, siteUrl }: { db: Database; siteUrl: string }): Router {
  const feeds = feedsService(db);
  const router = Router();
  const send = (res: Response, format: FeedFormat, xml: string | undefined) => {
    if (xml === undefined) sendNotFound(res);
    else sendPublic(res, CONTENT_TYPES[format], xml);
  };

  for (const format of FORMATS) {
    router.get(FEED_PATHS.blog[format], async (_req, res) => send(res, format, await feeds.blog(siteUrl, format)));
    router.get(FEED_PATHS.stories[format], async (_req, res) =>
      send(res, format, await feeds.stories(siteUrl, format)),
    );
    router.get(FEED_PATHS.community(":category")[format], async (req, res) =>
      send(res, format, await feeds.community(siteUrl, pathParam(req, "category"), format)),
    );
  }
  return router;
}
