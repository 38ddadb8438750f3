/** /api/hero-content: the home page's active hero; moderators read, create and update it. */
import { Router } from "express";
import { insertHeroContentSchema } from "@shared/schema";
import type { Database } from "../db";
import { notFound } from "../lib/http-error";
import { idParam } from "../lib/id-param";
import { validate } from "../lib/validate";
import { signedInViewer } from "../lib/viewer";
import { requireModerator } from "../middleware/auth";
import { heroContentRepository } from "../repositories/hero-content.repository";
import { differingFields, recordEdit } from "../services/site-content-edits";

const NOT_FOUND = "Hero content not found";

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

  router.get("/", async (_req, res) => {
    const hero = await repository.findActive();
    if (!hero) throw notFound("No hero content yet");
    res.json(hero);
  });

  router.get("/current", requireModerator, async (_req, res) => {
    const hero = await repository.findCurrent();
    if (!hero) throw notFound("No hero content yet");
    res.json(hero);
  });

  router.post("/", requireModerator, async (req, res) => {
    const { body } = validate(req, { body: insertHeroContentSchema });
    res.status(201).json(await repository.save(body));
  });

  router.put("/:id", requireModerator, async (req, res) => {
    const id = idParam(req, NOT_FOUND);
    const { body } = validate(req, { body: insertHeroContentSchema });
    const hero = await repository.save(body, id, (tx, saved, previous) =>
      recordEdit(tx, {
        moderator: signedInViewer(req),
        itemType: "hero",
        itemId: saved.id,
        // As saved: a hero given a time to become active is stored inactive, whatever was sent.
        fields: previous ? differingFields(asSaved(body, saved), previous) : [],
      }),
    );
    if (!hero) throw notFound(NOT_FOUND);
    res.json(hero);
  });

  return router;
}
