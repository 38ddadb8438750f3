/**
 * /api/member-of-the-month: the current entry is shown (the one a moderator chose last, else the
 * newest); moderators add, edit, choose and delete entries (shared/contracts/member-of-the-month.contract.ts).
 */
import { Router, type Request } from "express";
import {
  MEMBER_OF_THE_MONTH_NOT_FOUND as NONE,
  memberOfTheMonthContract,
} from "@shared/contracts/member-of-the-month.contract";
import type { Database } from "../db";
import { contractRoutes } from "../lib/contract-routes";
import { notFound } from "../lib/http-error";
import { idParamOrUndefined } from "../lib/id-param";
import { signedInViewer } from "../lib/viewer";
import { memberOfTheMonthRepository } from "../repositories/member-of-the-month.repository";
import { memberOfTheMonthService } from "../services/member-of-the-month";
import { siteImagesService } from "../services/site-images";
import type { ObjectStorage } from "../storage/object-storage";
import { releaseDeletedImage, savingSiteImage } from "./site-image-saves";
import { moderatorEdit } from "./moderator-edit";

/** GET the current member of the month; moderators POST, PATCH, choose the current one and DELETE. */
export function memberOfTheMonthRouter(db: Database, storage: ObjectStorage): Router {
  const repository = memberOfTheMonthRepository(db);
  const members = memberOfTheMonthService(db);
  const siteImages = siteImagesService(db, storage);
  const releaseImage = releaseDeletedImage(siteImages);
  const previousImage = async (req: Request) => {
    const id = idParamOrUndefined(req);
    return id === undefined ? undefined : (await repository.findById(id))?.imageUrl;
  };
  const router = Router();
  const routes = contractRoutes(router, "/api/member-of-the-month");

  routes.add(memberOfTheMonthContract.current, async () => {
    const member = await repository.current();
    if (!member) throw notFound(NONE);
    return member;
  });
  routes.add(memberOfTheMonthContract.create, async ({ body }) => repository.create(body), {
    wrap: (handler) => savingSiteImage(siteImages, handler),
  });
  routes.add(
    memberOfTheMonthContract.edit,
    moderatorEdit(db, {
      itemType: "member-of-the-month",
      notFoundMessage: NONE,
      update: repository.updateIn,
    }),
    { wrap: (handler) => savingSiteImage(siteImages, handler, previousImage) },
  );
  // "Make current" in /admin: this entry is shown from now on, until another is chosen.
  routes.add(memberOfTheMonthContract.makeCurrent, async ({ params }, req) =>
    members.makeCurrent(params.id, signedInViewer(req)),
  );
  routes.add(memberOfTheMonthContract.remove, async ({ params }) => {
    const row = await repository.deleteById(params.id);
    if (row === undefined) throw notFound(NONE);
    await releaseImage(row);
  });

  return router;
}
