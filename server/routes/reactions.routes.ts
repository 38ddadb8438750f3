/**
 * /api/{posts,replies,stories,pet-photos}/:id/reactions/:kind (shared/contracts/reactions.contract.ts):
 * a member PUTs a reaction on (again is fine) or DELETEs it; both answer the item's counts with the
 * member's own.
 */
import { Router, type Request } from "express";
import { NOT_A_REACTION, REACTION_ROUTES } from "@shared/contracts/reactions.contract";
import { contractRoutes } from "../lib/contract-routes";
import { badRequest } from "../lib/http-error";
import { signedInViewer } from "../lib/viewer";
import type { ReactionTarget } from "../repositories/reactions.repository";
import { isReactionKind, type reactionsService } from "../services/reactions";

/** The reaction routes of one kind of item, mounted at `/<items>/:id/reactions`. */
export function reactionsRouter(service: ReturnType<typeof reactionsService>, target: ReactionTarget): Router {
  const router = Router({ mergeParams: true });
  const { mountPath, add, remove } = REACTION_ROUTES[target];
  const routes = contractRoutes(router, mountPath);

  const set = async ({ id, kind }: { id: string; kind: string }, req: Request, on: boolean) => {
    if (!isReactionKind(kind)) throw badRequest(NOT_A_REACTION);
    return service.set(target, id, kind, signedInViewer(req), on);
  };

  routes.add(add, async ({ params }, req) => set(params, req, true));
  routes.add(remove, async ({ params }, req) => set(params, req, false));
  return router;
}
