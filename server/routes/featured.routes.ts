/** /api/featured: the home page's featured items; moderators add, edit and delete them (shared/contracts/featured.contract.ts). */
import { Router, type Request } from "express";
import { FEATURED_ITEM_NOT_FOUND, featuredContract } from "@shared/contracts/featured.contract";
import type { Database } from "../db";
import { contractRoutes } from "../lib/contract-routes";
import { notFound } from "../lib/http-error";
import { idParamOrUndefined } from "../lib/id-param";
import { decodeCursor } from "../lib/pagination";
import { featuredItemsRepository } from "../repositories/featured-items.repository";
import { featuredItemsService } from "../services/featured-items";
import { releaseDeletedImage, savingSiteImage } from "./site-image-saves";
import { siteImagesService } from "../services/site-images";
import type { ObjectStorage } from "../storage/object-storage";
import { moderatorEdit } from "./moderator-edit";

/** GET (published items only), moderator POST (a draft, scheduled or published), PATCH and DELETE. */
export function featuredRouter(db: Database, storage: ObjectStorage): Router {
  const repository = featuredItemsRepository(db);
  const items = featuredItemsService(db);
  const siteImages = siteImagesService(db, storage);
  const releaseImage = releaseDeletedImage(siteImages);
  const previousImage = async (req: Request) => {
    const id = idParamOrUndefined(req);
    return id === undefined ? undefined : (await repository.findById(id))?.imageUrl;
  };
  const router = Router();
  const routes = contractRoutes(router, "/api/featured");

  routes.add(featuredContract.list, async ({ query: { limit, cursor } }) =>
    repository.list({ limit, cursor: decodeCursor(cursor) }),
  );
  routes.add(featuredContract.create, async ({ body }) => items.create(body), {
    wrap: (handler) => savingSiteImage(siteImages, handler),
  });
  routes.add(
    featuredContract.edit,
    moderatorEdit(db, {
      itemType: "featured",
      notFoundMessage: FEATURED_ITEM_NOT_FOUND,
      update: items.update,
    }),
    { wrap: (handler) => savingSiteImage(siteImages, handler, previousImage) },
  );
  routes.add(featuredContract.remove, async ({ params }) => {
    const row = await repository.deleteById(params.id);
    if (row === undefined) throw notFound(FEATURED_ITEM_NOT_FOUND);
    await releaseImage(row);
  });

  return router;
}
