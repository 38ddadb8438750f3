/**
 * The authorization matrix's rows for what crawlers and feed readers fetch (outside /api, no
 * session): robots.txt, the sitemap and its pages, and the feeds. All public: everyone reads them.
 */
import { FEED_PATHS } from "@shared/feed-paths";
import { everyone, type MatrixRow } from "./matrix-rows";

const read = (path: string, url = path): MatrixRow => ({
  method: "GET",
  path,
  ...everyone(200),
  send: (client) => client.get(url),
});

export const CRAWLER_ROWS: MatrixRow[] = [
  read("/robots.txt"),
  read("/sitemap.xml"),
  // The fixed pages' page always exists.
  read("/sitemaps/:name.xml", "/sitemaps/pages-1.xml"),
  ...(["rss", "atom"] as const).flatMap((format) => [
    read(FEED_PATHS.blog[format]),
    read(FEED_PATHS.stories[format]),
    read(FEED_PATHS.community(":category")[format], FEED_PATHS.community("therapy-training")[format]),
  ]),
];
