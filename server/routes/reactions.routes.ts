/**
 * /api/{posts,replies,stories,pet-photos}/:id/reactions/:kind: a member PUTs a reaction on (again
 * is fine) or DELETEs it; both answer the item's counts with the member's own.
 */
import { Router, type RequestHandler } from "express";
import { REACTION_KINDS, optionValues } from "@shared/constants";
import { itemNotFoundMessage } from "@shared/item-kinds";
import { badRequest } from "../lib/http-error";
import { idParam, pathParam } from "../lib/id-param";
import { signedInViewer } from "../lib/viewer";
import { requireAuth } from "../middleware/auth";
import type { ReactionTarget } from "../repositories/reactions.repository";
import { isReactionKind, type reactionsService } from "../services/reactions";

/** The reaction routes of one kind of item, mounted at `/<items>/:id/reactions`. */
export function reactionsRouter(service: ReturnType<typeof reactionsService>, target: ReactionTarget): Router {
  const router = Router({ mergeParams: true });

  const handle =
    (on: boolean): RequestHandler =>
    async (req, res) => {
      const id = idParam(req, itemNotFoundMessage(target));
      const kind = pathParam(req, "kind");
      if (!isReactionKind(kind)) {
        throw badRequest(`kind: Reaction must be one of: ${optionValues(REACTION_KINDS).join(", ")}`);
      }
      res.json(await service.set(target, id, kind, signedInViewer(req), on));
    };

  router.put("/:kind", requireAuth, handle(true));
  router.delete("/:kind", requireAuth, handle(false));
  return router;
}
