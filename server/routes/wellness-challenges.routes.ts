/** /api/wellness-challenges: members create, join and leave, everyone reads, moderators edit and delete. */
import { Router } from "express";
import { listQuerySchema } from "@shared/api";
import { CHALLENGE_DATES_MESSAGE, insertWellnessChallengeSchema } from "@shared/schema";
import { editChallengeSchema } from "@shared/site-content-edits";
import type { Database } from "../db";
import { idParam } from "../lib/id-param";
import { createHandler, deleteHandler, listHandler } from "../lib/resource-routes";
import { requireAuth, requireModerator } from "../middleware/auth";
import { wellnessChallengesRepository } from "../repositories/wellness-challenges.repository";
import { CHALLENGE_NOT_FOUND, challengeParticipationService } from "../services/challenge-participation";
import { badRequest } from "../lib/http-error";
import { moderatorEditHandler } from "./moderator-edit";
import { releaseDeletedImage, savingSiteImage } from "./site-image-saves";
import { siteImagesService } from "../services/site-images";
import type { ObjectStorage } from "../storage/object-storage";

/** GET the list, members POST, moderators PATCH and DELETE. */
export function wellnessChallengesRouter(db: Database, storage: ObjectStorage): Router {
  const repository = wellnessChallengesRepository(db);
  const siteImages = siteImagesService(db, storage);
  const participation = challengeParticipationService(db);
  const router = Router();

  router.get("/", listHandler(listQuerySchema, repository.list));
  router.post(
    "/",
    requireAuth,
    // requireAuth guarantees a user; the creator comes from the session. Only a moderator's upload may be its picture.
    savingSiteImage(
      siteImages,
      createHandler(insertWellnessChallengeSchema, (body, req) =>
        repository.create({ ...body, createdBy: req.user!.id }),
      ),
    ),
  );
  router.patch(
    "/:id",
    requireModerator,
    savingSiteImage(
      siteImages,
      moderatorEditHandler(db, {
        itemType: "challenge",
        schema: editChallengeSchema,
        notFoundMessage: CHALLENGE_NOT_FOUND,
        // Either date may change alone: the table's check holds the two against each other.
        update: repository.updateIn,
        refusals: { "23514": () => badRequest(CHALLENGE_DATES_MESSAGE) },
      }),
      async (req) => (await repository.findById(String(req.params.id)))?.imageUrl,
    ),
  );
  router.delete(
    "/:id",
    requireModerator,
    deleteHandler(repository.deleteById, CHALLENGE_NOT_FOUND, releaseDeletedImage(siteImages)),
  );

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
