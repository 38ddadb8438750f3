/** /api/resources: articles and links; moderators add, edit and delete them (shared/contracts/resources.contract.ts). */
import { Router, type Request } from "express";
import {
  RESOURCE_NOT_FOUND,
  RESOURCE_NOT_FOUND_FOR_DELETE,
  resourcesContract,
} from "@shared/contracts/resources.contract";
import type { Database } from "../db";
import { contractRoutes } from "../lib/contract-routes";
import { notFound } from "../lib/http-error";
import { idParamOrUndefined } from "../lib/id-param";
import { decodeCursor } from "../lib/pagination";
import { resourcesRepository } from "../repositories/resources.repository";
import { releaseDeletedImage, savingSiteImage } from "./site-image-saves";
import { siteImagesService } from "../services/site-images";
import type { ObjectStorage } from "../storage/object-storage";
import { moderatorEdit } from "./moderator-edit";

export { RESOURCE_NOT_FOUND } from "@shared/contracts/resources.contract";

/** GET (with ?category=), GET one, moderator POST, PATCH and DELETE for resources. */
export function resourcesRouter(db: Database, storage: ObjectStorage): Router {
  const repository = resourcesRepository(db);
  const siteImages = siteImagesService(db, storage);
  const releaseImage = releaseDeletedImage(siteImages);
  const previousImage = async (req: Request) => {
    const id = idParamOrUndefined(req);
    return id === undefined ? undefined : (await repository.findById(id))?.imageUrl;
  };
  const router = Router();
  const routes = contractRoutes(router, "/api/resources");

  routes.add(resourcesContract.list, async ({ query: { limit, cursor, ...filters } }) =>
    repository.list({ ...filters, limit, cursor: decodeCursor(cursor) }),
  );
  routes.add(resourcesContract.get, async ({ params }) => {
    const resource = await repository.findById(params.id);
    if (!resource) throw notFound(RESOURCE_NOT_FOUND);
    return resource;
  });
  routes.add(resourcesContract.create, async ({ body }) => repository.create(body), {
    wrap: (handler) => savingSiteImage(siteImages, handler),
  });
  routes.add(
    resourcesContract.edit,
    moderatorEdit(db, {
      itemType: "resource",
      notFoundMessage: RESOURCE_NOT_FOUND,
      update: repository.updateIn,
    }),
    { wrap: (handler) => savingSiteImage(siteImages, handler, previousImage) },
  );
  routes.add(resourcesContract.remove, async ({ params }) => {
    const row = await repository.deleteById(params.id);
    if (row === undefined) throw notFound(RESOURCE_NOT_FOUND_FOR_DELETE);
    await releaseImage(row);
  });

  return router;
}
