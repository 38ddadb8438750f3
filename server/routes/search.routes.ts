/**
 * /api/search: the site's public items by their words (docs/decisions.md#search). A visitor's
 * answer depends on nothing about them, so it is public like any list's; a member's leaves out what
 * their stored content-warning choices hide, and is private like every answer to a member.
 */
import { Router } from "express";
import { searchQuerySchema, searchSummaryQuerySchema } from "@shared/search-query";
import type { Database } from "../db";
import { decodeRankedCursor } from "../lib/pagination";
import { listHandler } from "../lib/resource-routes";
import { validate } from "../lib/validate";
import { viewerOf } from "../lib/viewer";
import { searchService } from "../services/search";

/** GET / (a page of results, next page in the Link header) and GET /summary (counts per kind). */
export function searchRouter(db: Database): Router {
  const search = searchService(db);
  const router = Router();

  router.get(
    "/",
    listHandler(
      searchQuerySchema,
      async (options, viewer) =>
        search.search({ ...options, hiddenWarnings: await search.hiddenWarningsOf(viewer?.id) }),
      { decodeCursor: decodeRankedCursor },
    ),
  );

  router.get("/summary", async (req, res) => {
    const { query } = validate(req, { query: searchSummaryQuerySchema });
    res.json(await search.summary(query.q, await search.hiddenWarningsOf(viewerOf(req)?.id)));
  });

  return router;
}
