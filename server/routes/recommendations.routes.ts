/**
 * /api/recommendations (shared/contracts/recommendations.contract.ts): a user's list (or a
 * guest's), generating it, and marking an item viewed.
 */
import { Router } from "express";
import { GUEST_USER_ID } from "@shared/constants";
import {
  NOT_YOUR_RECOMMENDATION,
  RECOMMENDATION_NOT_FOUND,
  recommendationsContract,
} from "@shared/contracts/recommendations.contract";
import type { Database } from "../db";
import { contractRoutes } from "../lib/contract-routes";
import { checkFirst } from "../lib/run-first";
import { forbidden, notFound } from "../lib/http-error";
import { signedInViewer } from "../lib/viewer";
import { ownUserId } from "../middleware/own-user";
import { recommendationsRepository } from "../repositories/recommendations.repository";
import type { PopularPicks } from "../services/recommendations/popular-picks";
import { recommendationService } from "../services/recommendations/service";

/**
 * A list on someone's id is theirs only: 401 or 403 before its query is read, so a stranger's
 * malformed query is refused as a stranger's. The guest list is anyone's.
 */
const ownListOnly = checkFirst((req) => {
  if (req.params.userId !== GUEST_USER_ID) ownUserId(req);
});

/**
 * GET /:userId (guest-user for anyone, less what a member asking hides), POST /:userId/generate and
 * PUT /:id/viewed (own only).
 */
export function recommendationsRouter(db: Database, popular?: PopularPicks): Router {
  const service = recommendationService(db, { popular });
  const stored = recommendationsRepository(db);
  const router = Router();
  const routes = contractRoutes(router, "/api/recommendations");

  routes.add(
    recommendationsContract.list,
    async ({ params, query }, req) =>
      params.userId === GUEST_USER_ID ? service.popularFor(req.user?.id, query) : service.list(ownUserId(req), query),
    { wrap: ownListOnly },
  );
  routes.add(recommendationsContract.generate, async (_input, req) => service.generate(ownUserId(req)));
  routes.add(recommendationsContract.markViewed, async ({ params }, req) => {
    const viewer = signedInViewer(req);
    const row = await stored.findById(params.id);
    if (!row) throw notFound(RECOMMENDATION_NOT_FOUND);
    if (row.userId !== viewer.id) throw forbidden(NOT_YOUR_RECOMMENDATION);
    await stored.markViewed(params.id, viewer.id);
  });

  return router;
}
