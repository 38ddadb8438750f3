/** /api/wellness-challenges: members create, join and leave, everyone reads, moderators delete. */
import { Router } from "express";
import { listQuerySchema } from "@shared/api";
import { insertWellnessChallengeSchema } from "@shared/schema";
import type { Database } from "../db";
import { idParam } from "../lib/id-param";
import { createHandler, deleteHandler, listHandler } from "../lib/resource-routes";
import { requireAuth, requireModerator } from "../middleware/auth";
import { wellnessChallengesRepository } from "../repositories/wellness-challenges.repository";
import { CHALLENGE_NOT_FOUND, challengeParticipationService } from "../services/challenge-participation";

/** GET the list, members POST, moderators DELETE. */
export function wellnessChallengesRouter(db: Database): Router {
  const repository = wellnessChallengesRepository(db);
  const participation = challengeParticipationService(db);
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
  router.delete("/:id", requireModerator, deleteHandler(repository.deleteById, CHALLENGE_NOT_FOUND));

  // Joining: the member's own participation, and the ids of the challenges they are in.
  router.get("/joined", requireAuth, async (req, res) => {
    res.json(await participation.joinedBy(req.user!.id));
  });
  router.post("/:id/participants", requireAuth, async (req, res) => {
    res.json(await participation.join(idParam(req, CHALLENGE_NOT_FOUND), req.user!.id));
  });
  router.delete("/:id/participants", requireAuth, async (req, res) => {
    res.json(await participation.leave(idParam(req, CHALLENGE_NOT_FOUND), req.user!.id));
  });

  return router;
}
