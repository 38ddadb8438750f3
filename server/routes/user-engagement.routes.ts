/** /api/user-engagement/:userId: the user's own recommendation engagement summary. */
import { Router } from "express";
import type { Database } from "../db";
import { ownUserId } from "../middleware/own-user";
import { recommendationService } from "../services/recommendations/service";

/** GET: totals, engagement rate and top categories of viewed items. */
export function userEngagementRouter(db: Database): Router {
  const service = recommendationService(db);
  const router = Router();
  router.get("/:userId", async (req, res) => {
    res.json(await service.engagement(ownUserId(req)));
  });
  return router;
}
