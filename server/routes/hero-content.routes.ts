/** /api/hero-content: the home page's active hero; moderators read, create and update it. */
import { Router } from "express";
import { insertHeroContentSchema } from "@shared/schema";
import type { Database } from "../db";
import { notFound } from "../lib/http-error";
import { idParam } from "../lib/id-param";
import { validate } from "../lib/validate";
import { viewerOf } from "../lib/viewer";
import { requireModerator } from "../middleware/auth";
import { heroContentRepository } from "../repositories/hero-content.repository";
import { differingFields, recordEdit } from "../services/site-content-edits";

const NOT_FOUND = "Hero content not found";

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
        moderator: viewerOf(req)!,
        itemType: "hero",
        itemId: saved.id,
        fields: previous ? differingFields(body, previous) : [],
      }),
    );
    if (!hero) throw notFound(NOT_FOUND);
    res.json(hero);
  });

  return router;
}
