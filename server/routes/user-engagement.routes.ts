/** /api/user-engagement/:userId (shared/contracts/user-engagement.contract.ts): the user's own recommendation engagement summary. */
import { Router } from "express";
import { userEngagementContract } from "@shared/contracts/user-engagement.contract";
import type { Database } from "../db";
import { contractRoutes } from "../lib/contract-routes";
import { ownUserId } from "../middleware/own-user";
import { recommendationService } from "../services/recommendations/service";

/** GET: totals, engagement rate and top categories of viewed items. */
export function userEngagementRouter(db: Database): Router {
  const service = recommendationService(db);
  const router = Router();
  const routes = contractRoutes(router, "/api/user-engagement");
  routes.add(userEngagementContract.get, async (_input, req) => service.engagement(ownUserId(req)));
  return router;
}
