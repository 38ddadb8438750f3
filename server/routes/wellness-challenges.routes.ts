/** /api/wellness-challenges: members create, everyone reads, moderators delete. */
import { Router } from "express";
import { listQuerySchema } from "@shared/api";
import { insertWellnessChallengeSchema } from "@shared/schema";
import type { Database } from "../db";
import { notFound } from "../lib/http-error";
import { idParam } from "../lib/id-param";
import { decodeCursor, sendPage } from "../lib/pagination";
import { validate } from "../lib/validate";
import { requireAuth, requireModerator } from "../middleware/auth";
import { wellnessChallengesRepository } from "../repositories/wellness-challenges.repository";

/** GET the list, members POST, moderators DELETE. */
export function wellnessChallengesRouter(db: Database): Router {
  const repository = wellnessChallengesRepository(db);
  const router = Router();

  router.get("/", async (req, res) => {
    const { query } = validate(req, { query: listQuerySchema });
    sendPage(req, res, await repository.list({ limit: query.limit, cursor: decodeCursor(query.cursor) }));
  });

  router.post("/", requireAuth, async (req, res) => {
    const { body } = validate(req, { body: insertWellnessChallengeSchema });
    // requireAuth guarantees a user; the creator comes from the session.
    res.status(201).json(await repository.create({ ...body, createdBy: req.user!.id }));
  });

  router.delete("/:id", requireModerator, async (req, res) => {
    const isDeleted = await repository.remove(idParam(req, "Challenge not found"));
    if (!isDeleted) throw notFound("Challenge not found");
    res.status(204).end();
  });

  return router;
}
