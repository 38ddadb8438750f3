/** /api/wellness-challenges: members create, everyone reads, moderators delete. */
import { Router } from "express";
import { listQuerySchema } from "@shared/api";
import { insertWellnessChallengeSchema } from "@shared/schema";
import type { Database } from "../db";
import { createHandler, deleteHandler, listHandler } from "../lib/resource-routes";
import { requireAuth, requireModerator } from "../middleware/auth";
import { wellnessChallengesRepository } from "../repositories/wellness-challenges.repository";

/** GET the list, members POST, moderators DELETE. */
export function wellnessChallengesRouter(db: Database): Router {
  const repository = wellnessChallengesRepository(db);
  const router = Router();

  router.get("/", listHandler(listQuerySchema, repository.list));
  router.post(
    "/",
    requireAuth,
    // requireAuth guarantees a user; the creator comes from the session.
    createHandler(insertWellnessChallengeSchema, (body, req) =>
      repository.create({ ...body, createdBy: req.user!.id }),
    ),
  );
  router.delete("/:id", requireModerator, deleteHandler(repository.deleteById, "Challenge not found"));

  return router;
}
