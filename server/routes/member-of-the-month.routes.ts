/** /api/member-of-the-month: the newest entry is shown; moderators set, edit and delete it. */
import { Router } from "express";
import { insertMemberOfTheMonthSchema } from "@shared/schema";
import { editMemberOfTheMonthSchema } from "@shared/site-content-edits";
import type { Database } from "../db";
import { notFound } from "../lib/http-error";
import { createHandler, deleteHandler } from "../lib/resource-routes";
import { requireModerator } from "../middleware/auth";
import { memberOfTheMonthRepository } from "../repositories/member-of-the-month.repository";
import { moderatorEditHandler } from "./moderator-edit";

const NONE = "No member of the month yet";

/** GET the current member of the month; moderators POST, PATCH and DELETE. */
export function memberOfTheMonthRouter(db: Database): Router {
  const repository = memberOfTheMonthRepository(db);
  const router = Router();

  router.get("/", async (_req, res) => {
    const member = await repository.current();
    if (!member) throw notFound(NONE);
    res.json(member);
  });
  router.post("/", requireModerator, createHandler(insertMemberOfTheMonthSchema, repository.create));
  router.patch(
    "/:id",
    requireModerator,
    moderatorEditHandler(db, {
      itemType: "member-of-the-month",
      schema: editMemberOfTheMonthSchema,
      notFoundMessage: NONE,
      update: repository.updateIn,
    }),
  );
  router.delete("/:id", requireModerator, deleteHandler(repository.deleteById, NONE));

  return router;
}
