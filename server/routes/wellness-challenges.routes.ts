/**
 * /api/wellness-challenges: members create (screened for crisis phrases and rate-limited like any
 * writing), join and leave; everyone reads what they may see; moderators edit and delete
 * (shared/contracts/wellness-challenges.contract.ts).
 */
import { Router, type Request } from "express";
import { CHALLENGE_DATES_MESSAGE } from "@shared/contracts/wellness-challenges.body";
import { CHALLENGE_NOT_FOUND, wellnessChallengesContract } from "@shared/contracts/wellness-challenges.contract";
import type { RateRule } from "../config/limits";
import type { Database } from "../db";
import { contractRoutes } from "../lib/contract-routes";
import { sqlState } from "../lib/database-errors";
import { badRequest, notFound } from "../lib/http-error";
import { idParamOrUndefined } from "../lib/id-param";
import { decodeCursor } from "../lib/pagination";
import { signedInViewer, viewerOf } from "../lib/viewer";
import { wellnessChallengesRepository } from "../repositories/wellness-challenges.repository";
import { countChallenge } from "../services/challenge-limits";
import { challengeParticipationService } from "../services/challenge-participation";
import { createScreened } from "../services/crisis-screening";
import { siteImagesService } from "../services/site-images";
import type { ObjectStorage } from "../storage/object-storage";
import { releaseDeletedImage, savingSiteImage } from "./site-image-saves";
import { moderatorEdit } from "./moderator-edit";

/** The table's check that a challenge ends no earlier than it starts refused an edit of one date. */
const CHECK_VIOLATION = "23514";

/** GET the list, members POST (at most `memberRule` each), moderators PATCH and DELETE; joining. */
export function wellnessChallengesRouter(db: Database, storage: ObjectStorage, memberRule: RateRule): Router {
  const repository = wellnessChallengesRepository(db);
  const siteImages = siteImagesService(db, storage);
  const releaseImage = releaseDeletedImage(siteImages);
  const participation = challengeParticipationService(db);
  const previousImage = async (req: Request) => {
    const id = idParamOrUndefined(req);
    return id === undefined ? undefined : (await repository.findById(id))?.imageUrl;
  };
  const router = Router();
  const routes = contractRoutes(router, "/api/wellness-challenges");

  routes.add(wellnessChallengesContract.list, async ({ query: { limit, cursor } }, req) =>
    repository.list({ limit, cursor: decodeCursor(cursor), viewer: viewerOf(req) }),
  );
  // The creator comes from the session. Only a moderator's upload may be its picture.
  routes.add(
    wellnessChallengesContract.create,
    async ({ body }, req) => {
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
    },
    { wrap: (handler) => savingSiteImage(siteImages, handler) },
  );
  routes.add(
    wellnessChallengesContract.edit,
    moderatorEdit(db, {
      itemType: "challenge",
      notFoundMessage: CHALLENGE_NOT_FOUND,
      // Either date may change alone: the table's check holds the two against each other.
      update: async (tx, id, changes) => {
        try {
          return await repository.updateIn(tx, id, changes);
        } catch (error) {
          throw sqlState(error) === CHECK_VIOLATION ? badRequest(CHALLENGE_DATES_MESSAGE) : error;
        }
      },
    }),
    { wrap: (handler) => savingSiteImage(siteImages, handler, previousImage) },
  );
  routes.add(wellnessChallengesContract.remove, async ({ params }) => {
    const row = await repository.deleteById(params.id);
    if (row === undefined) throw notFound(CHALLENGE_NOT_FOUND);
    await releaseImage(row);
  });

  // Joining: the member's own participation, and the ids of the challenges they are in.
  routes.add(wellnessChallengesContract.joined, async (_input, req) => participation.joinedBy(signedInViewer(req).id));
  routes.add(wellnessChallengesContract.join, async ({ params }, req) =>
    participation.join(params.id, signedInViewer(req)),
  );
  routes.add(wellnessChallengesContract.leave, async ({ params }, req) =>
    participation.leave(params.id, signedInViewer(req)),
  );

  return router;
}
