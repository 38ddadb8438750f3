/** /api/recommendations: a user's list (or a guest's), generating it, and marking an item viewed. */
import { Router } from "express";
import { GUEST_USER_ID } from "@shared/constants";
import { recommendationQuerySchema } from "@shared/recommendations";
import type { Database } from "../db";
import { forbidden, notFound, unauthorized } from "../lib/http-error";
import { idParam } from "../lib/id-param";
import { validate } from "../lib/validate";
import { ownUserId } from "../middleware/own-user";
import { recommendationsRepository } from "../repositories/recommendations.repository";
import { recommendationService } from "../services/recommendations/service";

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
    if (!req.user) throw unauthorized();
    const id = idParam(req, "Recommendation not found");
    const row = await stored.findById(id);
    if (!row) throw notFound("Recommendation not found");
    if (row.userId !== req.user.id) throw forbidden("You can only mark your own recommendations");
    await stored.markViewed(id, req.user.id);
    res.status(204).end();
  });

  return router;
}
