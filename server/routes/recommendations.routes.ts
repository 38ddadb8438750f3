/** /api/recommendations: a user's list (or a guest's), generating it, and marking an item viewed. */
import { Router } from "express";
import { GUEST_USER_ID } from "@shared/constants";
import { recommendationQuerySchema } from "@shared/recommendations";
import type { Database } from "../db";
import { forbidden, notFound } from "../lib/http-error";
import { idParam } from "../lib/id-param";
import { validate } from "../lib/validate";
import { signedInViewer } from "../lib/viewer";
import { ownUserId } from "../middleware/own-user";
import { recommendationsRepository } from "../repositories/recommendations.repository";
import { recommendationService } from "../services/recommendations/service";

const RECOMMENDATION_NOT_FOUND = "Recommendation not found";

/**
 * GET /:userId (guest-user for anyone, less what a member asking hides), POST /:userId/generate and
 * PUT /:id/viewed (own only).
 */
export function recommendationsRouter(db: Database): Router {
  const service = recommendationService(db);
  const stored = recommendationsRepository(db);
  const router = Router();

  router.get("/:userId", async (req, res) => {
    if (req.params.userId === GUEST_USER_ID) {
      const { query } = validate(req, { query: recommendationQuerySchema });
      res.json(await service.popularFor(req.user?.id, query));
      return;
    }
    const userId = ownUserId(req);
    const { query } = validate(req, { query: recommendationQuerySchema });
    res.json(await service.list(userId, query));
  });

  router.post("/:userId/generate", async (req, res) => {
    const userId = ownUserId(req);
    res.json(await service.generate(userId));
  });

  router.put("/:id/viewed", async (req, res) => {
    const viewer = signedInViewer(req);
    const id = idParam(req, RECOMMENDATION_NOT_FOUND);
    const row = await stored.findById(id);
    if (!row) throw notFound(RECOMMENDATION_NOT_FOUND);
    if (row.userId !== viewer.id) throw forbidden("You can only mark your own recommendations");
    await stored.markViewed(id, viewer.id);
    res.status(204).end();
  });

  return router;
}
