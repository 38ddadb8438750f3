/**
 * The authorization matrix's rows for what crawlers and feed readers fetch (outside /api, no
 * session): robots.txt, the sitemap and its pages, and the feeds, read from their contracts
 * (shared/contracts/crawlers.contract.ts). All public: everyone reads them.
 */
import { FEED_ROUTES, crawlersContract } from "@shared/contracts/crawlers.contract";
import type { RouteSpec } from "@shared/contracts/route-contract";
import { FEED_PATHS } from "@shared/feed-paths";
import { contractRow, type MatrixRow } from "./matrix-rows";

const read = (contract: RouteSpec, url: string = contract.path): MatrixRow =>
  contractRow(contract, (client) => client.get(url));

export const CRAWLER_ROWS: MatrixRow[] = [
  read(crawlersContract.robots),
  read(crawlersContract.sitemapIndex),
  // The fixed pages' page always exists.
  read(crawlersContract.sitemapPage, "/sitemaps/pages-1.xml"),
  ...(["rss", "atom"] as const).flatMap((format) => [
    read(FEED_ROUTES[format].blog),
    read(FEED_ROUTES[format].stories),
    read(FEED_ROUTES[format].community, FEED_PATHS.community("therapy-training")[format]),
  ]),
];
