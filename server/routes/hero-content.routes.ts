/** /api/hero-content: the home page's active hero. */
import { Router } from "express";
import type { Database } from "../db";
import { notFound } from "../lib/http-error";
import { heroContentRepository } from "../repositories/hero-content.repository";

/** GET the active hero, or 404 "No hero content yet". */
export function heroContentRouter(db: Database): Router {
  const repository = heroContentRepository(db);
  const router = Router();

  router.get("/", async (_req, res) => {
    const hero = await repository.findActive();
    if (!hero) throw notFound("No hero content yet");
    res.json(hero);
  });

  return router;
}
