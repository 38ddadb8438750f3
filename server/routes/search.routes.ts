/**
 * /api/search: the site's public items by their words (docs/decisions.md#search). Nothing in an
 * answer depends on who asks, so answers are public like any list's.
 */
import { Router } from "express";
import { searchQuerySchema, searchSummaryQuerySchema } from "@shared/search-query";
import type { Database } from "../db";
import { decodeRankedCursor, sendPage } from "../lib/pagination";
import { validate } from "../lib/validate";
import { searchService } from "../services/search";

/** GET / (a page of results, next page in the Link header) and GET /summary (counts per kind). */
export function searchRouter(db: Database): Router {
  const search = searchService(db);
  const router = Router();

  router.get("/", async (req, res) => {
    const { query } = validate(req, { query: searchQuerySchema });
    const cursor = decodeRankedCursor(query.cursor);
    sendPage(req, res, await search.search({ q: query.q, type: query.type, limit: query.limit, cursor }));
  });

  router.get("/summary", async (req, res) => {
    const { query } = validate(req, { query: searchSummaryQuerySchema });
    res.json(await search.summary(query.q));
  });

  return router;
}
