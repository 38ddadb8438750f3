/** /api/blog: blog articles; moderators write, edit and delete them. Also /blog/<old slug>'s redirect. */
import { Router, type Response } from "express";
import { itemNotFoundMessage } from "@shared/item-kinds";
import { listQuerySchema } from "@shared/api";
import { articlePreviewSchema, editBlogPostSchema, newBlogPostSchema } from "@shared/blog";
import { ITEM_PATHS } from "@shared/item-urls";
import type { Database } from "../db";
import { idParam } from "../lib/id-param";
import { signedInViewer } from "../lib/viewer";
import { createHandler, deleteHandler, listHandler } from "../lib/resource-routes";
import { validate } from "../lib/validate";
import { requireModerator } from "../middleware/auth";
import { blogPostsRepository } from "../repositories/blog-posts.repository";
import { blogArticlesService } from "../services/blog-articles";
import { releaseDeletedImage, savingSiteImage } from "./site-image-saves";
import { siteImagesService } from "../services/site-images";
import type { ObjectStorage } from "../storage/object-storage";

/**
 * A permanent move to `location`. Revalidated before reuse: an article renamed back to an earlier
 * title takes that slug again, and a browser that kept the old 301 for good would then loop.
 */
function movedPermanently(res: Response, location: string): void {
  if (!res.get("Cache-Control")) res.set("Cache-Control", "no-cache");
  res.redirect(301, location);
}

/**
 * GET a page or one published article (an old slug answers 301 to the current one); moderator
 * POST (a draft, scheduled or published), GET /:id/preview, PATCH and DELETE.
 */
export function blogRouter(db: Database, storage: ObjectStorage): Router {
  const repository = blogPostsRepository(db);
  const siteImages = siteImagesService(db, storage);
  const articles = blogArticlesService(db);
  const router = Router();

  router.get("/", listHandler(listQuerySchema, repository.list));
  router.get("/:slug", async (req, res) => {
    const found = await articles.find(req.params.slug);
    if ("movedTo" in found) movedPermanently(res, `/api/blog/${encodeURIComponent(found.movedTo)}`);
    else res.json(found.article);
  });
  router.post(
    "/",
    requireModerator,
    savingSiteImage(
      siteImages,
      createHandler(newBlogPostSchema, (body, req) => articles.create(body, signedInViewer(req))),
    ),
  );
  // A draft or a scheduled article as its page would show it: only moderators may see it before it is out.
  router.get("/:id/preview", requireModerator, async (req, res) => {
    res.json(await articles.previewById(idParam(req, itemNotFoundMessage("blog"))));
  });
  router.post("/preview", requireModerator, (req, res) => {
    const { body } = validate(req, { body: articlePreviewSchema });
    res.json(articles.preview(body.content));
  });
  router.patch(
    "/:id",
    requireModerator,
    savingSiteImage(
      siteImages,
      async (req, res) => {
        const id = idParam(req, itemNotFoundMessage("blog"));
        const { body } = validate(req, { body: editBlogPostSchema });
        res.json(await articles.edit(id, body, signedInViewer(req)));
      },
      async (req) => (await repository.findById(idParam(req)))?.imageUrl,
    ),
  );
  router.delete(
    "/:id",
    requireModerator,
    deleteHandler(repository.deleteById, "Blog post not found", releaseDeletedImage(siteImages)),
  );

  return router;
}

/**
 * GET /blog/<old slug>, the page itself: 301 to the article's current page before the web client
 * is served, so a shared link, a bookmark and a search engine all learn the new address. Any other
 * /blog/:slug goes on to the client, which shows the article or its not-found state.
 */
export function blogPageRedirectRouter(db: Database): Router {
  const articles = blogArticlesService(db);
  const router = Router();
  router.get("/blog/:slug", async (req, res, next) => {
    const movedTo = await articles.movedTo(req.params.slug);
    if (!movedTo) {
      next();
      return;
    }
    movedPermanently(res, `${ITEM_PATHS.blog(movedTo)}${new URL(req.originalUrl, "http://placeholder").search}`);
  });
  return router;
}
