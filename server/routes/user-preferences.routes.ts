/**
 * /api/user-preferences/:userId: read and save the user's own recommendation preferences
 * (shared/contracts/user-preferences.contract.ts).
 */
import { Router } from "express";
import { userPreferencesContract } from "@shared/contracts/user-preferences.contract";
import type { Database } from "../db";
import { contractRoutes } from "../lib/contract-routes";
import { checkFirst } from "../lib/run-first";
import { ownUserId } from "../middleware/own-user";
import { savePreferencesAndRecommend } from "../services/recommendations/save-preferences";
import { recommendationService } from "../services/recommendations/service";

/** Refuses anyone else's id (403) before the body is read, so the handler's `userId` is the caller's own. */
const ownIdFirst = checkFirst(ownUserId);

/** GET (defaults when none saved) and PUT (400 naming a bad field; saving also generates recommendations) for the user's own id. */
export function userPreferencesRouter(db: Database): Router {
  const service = recommendationService(db);
  const router = Router();
  const routes = contractRoutes(router, "/api/user-preferences");

  routes.add(
    userPreferencesContract.get,
    async ({ params: { userId } }) => ({ userId, ...(await service.preferencesOf(userId)) }),
    { wrap: ownIdFirst },
  );
  routes.add(
    userPreferencesContract.save,
    async ({ params: { userId }, body }) => ({ userId, ...(await savePreferencesAndRecommend(db, userId, body)) }),
    { wrap: ownIdFirst },
  );

  return router;
}
