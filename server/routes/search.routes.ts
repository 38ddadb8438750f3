/**
 * /api/search (shared/contracts/search.contract.ts): the site's public items by their words
 * (docs/decisions.md#search). A visitor's answer depends on nothing about them, so it is public like
 * any list's; a member's leaves out what their stored content-warning choices hide, and is private
 * like every answer to a member.
 */
import { Router } from "express";
import { searchContract } from "@shared/contracts/search.contract";
import type { Database } from "../db";
import { contractRoutes } from "../lib/contract-routes";
import { decodeRankedCursor } from "../lib/pagination";
import { viewerOf } from "../lib/viewer";
import { searchService } from "../services/search";

/** GET / (a page of results, next page in the Link header) and GET /summary (counts per kind). */
export function searchRouter(db: Database): Router {
  const search = searchService(db);
  const router = Router();
  const routes = contractRoutes(router, "/api/search");

  routes.add(searchContract.results, async ({ query: { limit, cursor, ...filters } }, req) =>
    search.search({
      ...filters,
      limit,
      cursor: decodeRankedCursor(cursor),
      hiddenWarnings: await search.hiddenWarningsOf(viewerOf(req)?.id),
    }),
  );
  routes.add(searchContract.summary, async ({ query }, req) =>
    search.summary(query.q, await search.hiddenWarningsOf(viewerOf(req)?.id)),
  );

  return router;
}
