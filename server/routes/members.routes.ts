/**
 * /api/members/:username (shared/contracts/members.contract.ts): a member's public page and the
 * lists on it; everyone may read them unless the member hid their page.
 */
import { Router } from "express";
import { membersContract } from "@shared/contracts/members.contract";
import type { Database } from "../db";
import { contractRoutes } from "../lib/contract-routes";
import { decodeCursor } from "../lib/pagination";
import { viewerOf } from "../lib/viewer";
import { memberPagesService } from "../services/member-pages";

/** GET a member's name and joining date, and a page of their posts, stories or photos. */
export function membersRouter(db: Database): Router {
  const pages = memberPagesService(db);
  const router = Router();
  const routes = contractRoutes(router, "/api/members");

  routes.add(membersContract.profile, async ({ params }, req) => pages.profile(params.username, viewerOf(req)));
  routes.add(membersContract.posts, async ({ params, query: { limit, cursor } }, req) =>
    pages.list(params.username, "posts", { limit, cursor: decodeCursor(cursor) }, viewerOf(req)),
  );
  routes.add(membersContract.stories, async ({ params, query: { limit, cursor } }, req) =>
    pages.list(params.username, "stories", { limit, cursor: decodeCursor(cursor) }, viewerOf(req)),
  );
  routes.add(membersContract.photos, async ({ params, query: { limit, cursor } }, req) =>
    pages.list(params.username, "photos", { limit, cursor: decodeCursor(cursor) }, viewerOf(req)),
  );

  return router;
}
