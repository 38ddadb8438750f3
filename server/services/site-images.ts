/**
 * The site's own images (docs/decisions.md#site-images): a moderator's upload or import becomes the
 * picture of a featured item, an article, a resource, a challenge or the member of the month when a
 * save names its object path. From then on it is served and kept; once no row shows it, it stops
 * being served and housekeeping deletes it (docs/decisions.md#site-images).
 */
import { SITE_IMAGE_OUTSIDE_MESSAGE } from "@shared/fields";
import { isSiteImagePath } from "@shared/site-image-path";
import type { Database } from "../db";
import { badRequest, conflict, forbidden } from "../lib/http-error";
import type { Viewer } from "../lib/viewer";
import { petPhotosRepository } from "../repositories/pet-photos.repository";
import { siteImagesRepository } from "../repositories/site-images.repository";
import { uploadsRepository } from "../repositories/uploads.repository";
import { variantKey, type ObjectStorage } from "../storage/object-storage";
import { memberUploaderKey, objectPathFor, uploadIdFromPath, uploadsService } from "./uploads";

export const SITE_IMAGE_MISSING_MESSAGE = "Please upload the image first";
export const NOT_A_MODERATORS_UPLOAD_MESSAGE = "Only an image a moderator uploaded or imported can be used here";
const SHARED_AS_PHOTO_MESSAGE = "This image is a member's shared photo. Please upload it again.";

/** The site-image use cases over `db` and `storage`. */
export function siteImagesService(db: Database, storage: ObjectStorage) {
  const uploads = uploadsService(db, storage);
  const repository = siteImagesRepository(db);
  const petPhotos = petPhotosRepository(db);

  return {
    /**
     * The canonical path to save for `imageUrl`, which `saver` wants to show: an upload they were
     * issued (as a moderator) or one already showing on the site, now marked as a site image.
     * Empty or absent stays as it is; an outside address is refused (400), as is someone else's
     * upload (403) or a member's shared photo (409).
     */
    async claim(imageUrl: unknown, saver: Viewer | undefined): Promise<string | undefined> {
      if (typeof imageUrl !== "string" || imageUrl.trim() === "") return undefined;
      if (!isSiteImagePath(imageUrl)) throw badRequest(SITE_IMAGE_OUTSIDE_MESSAGE);
      const path = await uploads.requireStoredImage(imageUrl.trim(), SITE_IMAGE_MISSING_MESSAGE, (upload) => {
        if (upload.siteImage) return;
        if (saver?.role !== "moderator" || upload.issuedTo !== memberUploaderKey(saver.id))
          throw forbidden(NOT_A_MODERATORS_UPLOAD_MESSAGE);
      });
      // A pet photo's upload stays the photo's alone: removing the photo removes its files.
      if (await petPhotos.isImageUsed(path)) throw conflict(SHARED_AS_PHOTO_MESSAGE);
      await repository.mark(uploadIdFromPath(path)!);
      return path;
    },

    /** Stops serving those of `imageUrls` no site row shows any more (after a save, a removal or a failed save). */
    async release(imageUrls: Array<string | null | undefined>): Promise<void> {
      const ids = imageUrls.flatMap((url) => {
        const id = url ? uploadIdFromPath(url.trim()) : null;
        return id ? [id] : [];
      });
      await repository.unmarkUnused([...new Set(ids)]);
    },

    /** The thumbnail of an upload for its moderator's preview before saving: theirs, or a site image. */
    async preview(id: string, viewer: Viewer): Promise<Buffer | null> {
      const upload = await uploadsRepository(db).find(id.toLowerCase());
      if (!upload) return null;
      if (upload.issuedTo !== memberUploaderKey(viewer.id) && !upload.siteImage) return null;
      // With GCS the file went straight to the bucket: checked and processed here, on first use.
      if (upload.status !== "stored") {
        const processed = await uploads
          .requireStoredImage(objectPathFor(upload.id), SITE_IMAGE_MISSING_MESSAGE, () => undefined)
          .catch(() => null);
        if (!processed) return null;
      }
      return storage.read(variantKey(upload.id, "thumb"));
    },
  };
}

export type SiteImagesService = ReturnType<typeof siteImagesService>;
