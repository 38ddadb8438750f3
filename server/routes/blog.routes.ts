/**
 * /api/blog: blog articles; moderators write, edit and delete them (shared/contracts/blog.contract.ts).
 * Also /blog/<old slug>'s redirect.
 */
import { Router, type RequestHandler, type Request, type Response } from "express";
import { ARTICLE_NOT_FOUND_FOR_DELETE, blogContract } from "@shared/contracts/blog.contract";
import { ITEM_PATHS } from "@shared/item-urls";
import type { Database } from "../db";
import { contractRoutes } from "../lib/contract-routes";
import { HttpError, notFound } from "../lib/http-error";
import { idParamOrUndefined, pathParam } from "../lib/id-param";
import { decodeCursor } from "../lib/pagination";
import { signedInViewer } from "../lib/viewer";
import { blogPostsRepository } from "../repositories/blog-posts.repository";
import { blogArticlesService } from "../services/blog-articles";
import { releaseDeletedImage, savingSiteImage } from "./site-image-saves";
import { siteImagesService } from "../services/site-images";
import type { ObjectStorage } from "../storage/object-storage";

/**
 * An old slug's 301 is revalidated before reuse: an article renamed back to an earlier title takes
 * that slug again, and a browser that kept the old 301 for good would then loop.
 */
function revalidateMove(res: Response): void {
  if (!res.get("Cache-Control")) res.set("Cache-Control", "no-cache");
}

/**
 * GET /api/blog/:slug's wrap: a slug that names no article may be an old one (an article's before
 * its title changed), which answers 301 to the article's current slug. Only a 404 asks, so reading a
 * current slug costs one lookup.
 */
function movingOldSlugs(articles: ReturnType<typeof blogArticlesService>) {
  return (handler: RequestHandler): RequestHandler =>
    async (req, res, next) => {
      try {
        await handler(req, res, next);
      } catch (error) {
        const isNotFound = error instanceof HttpError && error.status === 404;
        const movedTo = isNotFound ? await articles.movedTo(pathParam(req, "slug")) : undefined;
        if (!movedTo) throw error;
        revalidateMove(res);
        res.redirect(301, `/api/blog/${encodeURIComponent(movedTo)}`);
      }
    };
}

/**
 * GET a page or one published article (an old slug answers 301 to the current one); moderator
 * POST (a draft, scheduled or published), GET /:id/preview, PATCH and DELETE.
 */
export function blogRouter(db: Database, storage: ObjectStorage): Router {
  const repository = blogPostsRepository(db);
  const siteImages = siteImagesService(db, storage);
  const releaseImage = releaseDeletedImage(siteImages);
  const articles = blogArticlesService(db);
  const previousImage = async (req: Request) => {
    const id = idParamOrUndefined(req);
    return id === undefined ? undefined : (await repository.findById(id))?.imageUrl;
  };
  const router = Router();
  const routes = contractRoutes(router, "/api/blog");

  routes.add(blogContract.list, async ({ query: { limit, cursor } }) =>
    repository.list({ limit, cursor: decodeCursor(cursor) }),
  );
  routes.add(blogContract.article, async ({ params }) => articles.published(params.slug), {
    wrap: movingOldSlugs(articles),
  });
  routes.add(blogContract.create, async ({ body }, req) => articles.create(body, signedInViewer(req)), {
    wrap: (handler) => savingSiteImage(siteImages, handler),
  });
  // A draft or a scheduled article as its page would show it: only moderators may see it before it is out.
  routes.add(blogContract.preview, async ({ params }) => articles.previewById(params.id));
  routes.add(blogContract.previewMarkdown, async ({ body }) => articles.preview(body.content));
  routes.add(blogContract.edit, async ({ params, body }, req) => articles.edit(params.id, body, signedInViewer(req)), {
    wrap: (handler) => savingSiteImage(siteImages, handler, previousImage),
  });
  routes.add(blogContract.remove, async ({ params }) => {
    const row = await repository.deleteById(params.id);
    if (row === undefined) throw notFound(ARTICLE_NOT_FOUND_FOR_DELETE);
    await releaseImage(row);
  });

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
  contractRoutes(router, "/").add(blogContract.page, async ({ params }, req, res) => {
    const movedTo = await articles.movedTo(params.slug);
    if (!movedTo) return undefined;
    revalidateMove(res);
    return `${ITEM_PATHS.blog(movedTo)}${new URL(req.originalUrl, "http://placeholder").search}`;
  });
  return router;
}
