/** /api/user-preferences/:userId: read and save the user's own recommendation preferences. */
import { Router } from "express";
import { preferencesSchema } from "@shared/recommendations";
import type { Database } from "../db";
import { validate } from "../lib/validate";
import { ownUserId } from "../middleware/own-user";
import { savePreferencesAndRecommend } from "../services/recommendations/save-preferences";
import { recommendationService } from "../services/recommendations/service";

/** GET (defaults when none saved) and PUT (400 naming a bad field; saving also generates recommendations) for the user's own id. */
export function userPreferencesRouter(db: Database): Router {
  const service = recommendationService(db);
  const router = Router();

  router.get("/:userId", async (req, res) => {
    const userId = ownUserId(req);
    res.json({ userId, ...(await service.preferencesOf(userId)) });
  });

  router.put("/:userId", async (req, res) => {
    const userId = ownUserId(req);
    const { body } = validate(req, { body: preferencesSchema });
    res.json({ userId, ...(await savePreferencesAndRecommend(db, userId, body)) });
  });

  return router;
}
