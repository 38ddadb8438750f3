/**
 * Saving the site's own content with a picture (docs/decisions.md#site-images): before the save,
 * the body's imageUrl must be a moderator's stored upload (an outside address answers 400 'Upload
 * the image or import it first'), which becomes a site image; after it, whichever image the save
 * replaced, or the one a failed save named, stops being served once no row shows it.
 */
import type { Request, RequestHandler } from "express";
import { viewerOf } from "../lib/viewer";
import type { SiteImagesService } from "../services/site-images";

/** `handler` (a create or an edit) with the body's image claimed before it and released images after it. */
export function savingSiteImage(
  siteImages: SiteImagesService,
  handler: RequestHandler,
  /** The image the row shows before an edit; none for a create. */
  previousImage?: (req: Request) => Promise<string | null | undefined>,
): RequestHandler {
  return async (req, res, next) => {
    const body = req.body as { imageUrl?: unknown } | undefined;
    const claimed = await siteImages.claim(body?.imageUrl, viewerOf(req));
    if (claimed !== undefined) body!.imageUrl = claimed;
    const previous = await previousImage?.(req).catch(() => undefined);
    // The answer waits for the release: once the moderator sees the save, a replaced image is no longer served.
    const answer = res.json.bind(res);
    let held: { body: unknown } | undefined;
    res.json = ((heldBody: unknown) => {
      held = { body: heldBody };
      return res;
    }) as typeof res.json;
    try {
      await handler(req, res, next);
    } finally {
      res.json = answer;
      await siteImages.release([claimed, previous]);
    }
    if (held) answer(held.body);
  };
}

/** A delete handler's afterDelete: the deleted row's image stops being served (when no other row shows it). */
export function releaseDeletedImage(siteImages: SiteImagesService) {
  return async (row: { imageUrl: string | null }): Promise<void> => siteImages.release([row.imageUrl]);
}
