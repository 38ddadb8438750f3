/** /api/members/:username: a member's public page and the lists on it; everyone may read them unless the member hid their page. */
import { Router, type Request } from "express";
import { listQuerySchema } from "@shared/api";
import { MEMBER_LISTS } from "@shared/members";
import type { Database } from "../db";
import { pathParam } from "../lib/id-param";
import { listHandler } from "../lib/resource-routes";
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
    router.get(
      `/:username/${list}`,
      listHandler(listQuerySchema, (options, viewer, username) => pages.list(username, list, options, viewer), {
        params: (req: Request) => pathParam(req, "username"),
      }),
    );
  }

  return router;
}
