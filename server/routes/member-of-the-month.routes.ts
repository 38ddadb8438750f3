/** /api/member-of-the-month: the newest entry is shown; moderators set and delete it. */
import { Router } from "express";
import { insertMemberOfTheMonthSchema } from "@shared/schema";
import type { Database } from "../db";
import { notFound } from "../lib/http-error";
import { idParam } from "../lib/id-param";
import { validate } from "../lib/validate";
import { requireModerator } from "../middleware/auth";
import { memberOfTheMonthRepository } from "../repositories/member-of-the-month.repository";

const NONE = "No member of the month yet";

/** GET the current member of the month; moderators POST and DELETE. */
export function memberOfTheMonthRouter(db: Database): Router {
  const repository = memberOfTheMonthRepository(db);
  const router = Router();

  router.get("/", async (_req, res) => {
    const member = await repository.current();
    if (!member) throw notFound(NONE);
    res.json(member);
  });

  router.post("/", requireModerator, async (req, res) => {
    const { body } = validate(req, { body: insertMemberOfTheMonthSchema });
    res.status(201).json(await repository.create(body));
  });

  router.delete("/:id", requireModerator, async (req, res) => {
    const isDeleted = await repository.remove(idParam(req, NONE));
    if (!isDeleted) throw notFound(NONE);
    res.status(204).end();
  });

  return router;
}
