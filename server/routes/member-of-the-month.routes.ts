/**
 * /api/member-of-the-month: the current entry is shown (the one a moderator chose last, else the
 * newest); moderators add, edit, choose and delete entries.
 */
import { Router, type Request } from "express";
import { createMemberOfTheMonthSchema, editMemberOfTheMonthSchema } from "@shared/site-content-edits";
import type { Database } from "../db";
import { notFound } from "../lib/http-error";
import { idParam } from "../lib/id-param";
import { createHandler, deleteHandler } from "../lib/resource-routes";
import { signedInViewer } from "../lib/viewer";
import { requireModerator } from "../middleware/auth";
import { memberOfTheMonthRepository } from "../repositories/member-of-the-month.repository";
import { MEMBER_OF_THE_MONTH_NOT_FOUND as NONE, memberOfTheMonthService } from "../services/member-of-the-month";
import { siteImagesService } from "../services/site-images";
import type { ObjectStorage } from "../storage/object-storage";
import { moderatorEditHandler } from "./moderator-edit";
import { releaseDeletedImage, savingSiteImage } from "./site-image-saves";

/** GET the current member of the month; moderators POST, PATCH, choose the current one and DELETE. */
export function memberOfTheMonthRouter(db: Database, storage: ObjectStorage): Router {
  const repository = memberOfTheMonthRepository(db);
  const members = memberOfTheMonthService(db);
  const siteImages = siteImagesService(db, storage);
  const previousImage = async (req: Request) => (await repository.findById(idParam(req)))?.imageUrl;
  const router = Router();

  router.get("/", async (_req, res) => {
    const member = await repository.current();
    if (!member) throw notFound(NONE);
    res.json(member);
  });
  router.post(
    "/",
    requireModerator,
    savingSiteImage(siteImages, createHandler(createMemberOfTheMonthSchema, repository.create)),
  );
  router.patch(
    "/:id",
    requireModerator,
    savingSiteImage(
      siteImages,
      moderatorEditHandler(db, {
        itemType: "member-of-the-month",
        schema: editMemberOfTheMonthSchema,
        notFoundMessage: NONE,
        update: repository.updateIn,
      }),
      previousImage,
    ),
  );
  // "Make current" in /admin: this entry is shown from now on, until another is chosen.
  router.post("/:id/current", requireModerator, async (req, res) => {
    res.json(await members.makeCurrent(idParam(req, NONE), signedInViewer(req)));
  });
  router.delete("/:id", requireModerator, deleteHandler(repository.deleteById, NONE, releaseDeletedImage(siteImages)));

  return router;
}
