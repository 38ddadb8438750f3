/**
 * /api/wellness-challenges: members create (screened for crisis phrases and rate-limited like any
 * writing), join and leave; everyone reads what they may see; moderators edit and delete.
 */
import { Router } from "express";
import { itemNotFoundMessage } from "@shared/item-kinds";
import { listQuerySchema } from "@shared/api";
import { CHALLENGE_DATES_MESSAGE, insertWellnessChallengeSchema } from "@shared/schema";
import { editChallengeSchema } from "@shared/site-content-edits";
import type { RateRule } from "../config/limits";
import type { Database } from "../db";
import { idParam } from "../lib/id-param";
import { createHandler, deleteHandler, listHandler } from "../lib/resource-routes";
import { signedInViewer } from "../lib/viewer";
import { requireAuth, requireModerator } from "../middleware/auth";
import { wellnessChallengesRepository } from "../repositories/wellness-challenges.repository";
import { countChallenge } from "../services/challenge-limits";
import { challengeParticipationService } from "../services/challenge-participation";
import { createScreened } from "../services/crisis-screening";
import { badRequest } from "../lib/http-error";
import { moderatorEditHandler } from "./moderator-edit";
import { releaseDeletedImage, savingSiteImage } from "./site-image-saves";
import { siteImagesService } from "../services/site-images";
import type { ObjectStorage } from "../storage/object-storage";

/** GET the list, members POST (at most `memberRule` each), moderators PATCH and DELETE. */
export function wellnessChallengesRouter(db: Database, storage: ObjectStorage, memberRule: RateRule): Router {
  const repository = wellnessChallengesRepository(db);
  const siteImages = siteImagesService(db, storage);
  const participation = challengeParticipationService(db);
  const router = Router();

  router.get(
    "/",
    listHandler(listQuerySchema, (options, viewer) => repository.list({ ...options, viewer })),
  );
  router.post(
    "/",
    requireAuth,
    // The creator comes from the session. Only a moderator's upload may be its picture.
    savingSiteImage(
      siteImages,
      createHandler(insertWellnessChallengeSchema, async (body, req) => {
        const creator = signedInViewer(req);
        // Counted once the body is valid, so correcting a mistake costs nothing.
        await countChallenge(db, memberRule, creator);
        // Screened as a post is: an imminent-risk one is held for its creator and moderators only.
        return createScreened(db, {
          itemType: "challenge",
          authorId: creator.id,
          written: body,
          insert: (tx, heldAt) => repository.createFor(tx, { ...body, createdBy: creator.id, heldAt }, creator),
        });
      }),
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
        notFoundMessage: itemNotFoundMessage("challenge"),
        // Either date may change alone: the table's check holds the two against each other.
        update: repository.updateIn,
        refusals: { "23514": () => badRequest(CHALLENGE_DATES_MESSAGE) },
      }),
      async (req) => (await repository.findById(idParam(req)))?.imageUrl,
    ),
  );
  router.delete(
    "/:id",
    requireModerator,
    deleteHandler(repository.deleteById, itemNotFoundMessage("challenge"), releaseDeletedImage(siteImages)),
  );

  // Joining: the member's own participation, and the ids of the challenges they are in.
  router.get("/joined", requireAuth, async (req, res) => {
    res.json(await participation.joinedBy(signedInViewer(req).id));
  });
  router.post("/:id/participants", requireAuth, async (req, res) => {
    res.json(await participation.join(idParam(req, itemNotFoundMessage("challenge")), signedInViewer(req)));
  });
  router.delete("/:id/participants", requireAuth, async (req, res) => {
    res.json(await participation.leave(idParam(req, itemNotFoundMessage("challenge")), signedInViewer(req)));
  });

  return router;
}
