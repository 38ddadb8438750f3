/** /api/members/:username: a member's public page and the lists on it; everyone may read them unless the member hid their page. */
import { Router } from "express";
import { listQuerySchema } from "@shared/api";
import { MEMBER_LISTS } from "@shared/members";
import type { Database } from "../db";
import { decodeCursor, sendPage } from "../lib/pagination";
import { validate } from "../lib/validate";
import { viewerOf } from "../lib/viewer";
import { memberPagesService } from "../services/member-pages";

/** GET a member's name and joining date, and a page of their posts, stories or photos. */
export function membersRouter(db: Database): Router {
  const pages = memberPagesService(db);
  const router = Router();

  router.get("/:username", async (req, res) => {
    res.json(await pages.profile(req.params.username, viewerOf(req)));
  });
  for (const list of MEMBER_LISTS) {
    router.get(`/:username/${list}`, async (req, res) => {
      const { query } = validate(req, { query: listQuerySchema });
      const options = { limit: query.limit, cursor: decodeCursor(query.cursor) };
      sendPage(req, res, await pages.list(req.params.username, list, options, viewerOf(req)));
    });
  }

  return router;
}
