/** /api/hero-content: the home page's active hero; moderators read, create and update it (shared/contracts/hero-content.contract.ts). */
import { Router } from "express";
import { HERO_NOT_FOUND, NO_HERO_YET, heroContentContract } from "@shared/contracts/hero-content.contract";
import type { Database } from "../db";
import { contractRoutes } from "../lib/contract-routes";
import { notFound } from "../lib/http-error";
import { signedInViewer } from "../lib/viewer";
import { heroContentRepository } from "../repositories/hero-content.repository";
import { differingFields, recordEdit } from "../services/site-content-edits";

/** The fields `sent` names, with the values the save stored. */
function asSaved(sent: object, saved: object): Record<string, unknown> {
  const stored = saved as Record<string, unknown>;
  return Object.fromEntries(Object.keys(sent).map((field) => [field, stored[field]]));
}

/**
 * GET the active hero (404 "No hero content yet"); moderator GET /current (the hero the admin
 * screen edits, active or not), POST to create and PUT /:id to update.
 */
export function heroContentRouter(db: Database): Router {
  const repository = heroContentRepository(db);
  const router = Router();
  const routes = contractRoutes(router, "/api/hero-content");

  routes.add(heroContentContract.active, async () => {
    const hero = await repository.findActive();
    if (!hero) throw notFound(NO_HERO_YET);
    return hero;
  });
  routes.add(heroContentContract.current, async () => {
    const hero = await repository.findCurrent();
    if (!hero) throw notFound(NO_HERO_YET);
    return hero;
  });
  routes.add(heroContentContract.create, async ({ body }) => {
    // A create always stores a row; undefined is only an update's "no such hero".
    const hero = await repository.save(body);
    if (!hero) throw new Error("Saving a new hero stored nothing");
    return hero;
  });
  routes.add(heroContentContract.update, async ({ params, body }, req) => {
    const hero = await repository.save(body, params.id, (tx, saved, previous) =>
      recordEdit(tx, {
        moderator: signedInViewer(req),
        itemType: "hero",
        itemId: saved.id,
        // As saved: a hero given a time to become active is stored inactive, whatever was sent.
        fields: previous ? differingFields(asSaved(body, saved), previous) : [],
      }),
    );
    if (!hero) throw notFound(HERO_NOT_FOUND);
    return hero;
  });

  return router;
}
