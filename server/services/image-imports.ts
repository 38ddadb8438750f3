/**
 * Importing a picture by its address (docs/decisions.md#outside-images): the server fetches it once
 * (server/lib/remote-image.ts) and stores it exactly as an upload is stored (type judged by its
 * bytes, re-encoded without metadata, a display size and a thumbnail). The answer is its object
 * path, which a save then makes a site image.
 */
import type { Database } from "../db";
import { HttpError } from "../lib/http-error";
import { fetchRemoteImage, type RemoteImageOptions } from "../lib/remote-image";
import { siteImagesRepository, type OutsideImageRow } from "../repositories/site-images.repository";
import { inTransaction } from "../repositories/transaction";
import { uploadsRepository } from "../repositories/uploads.repository";
import type { ObjectStorage } from "../storage/object-storage";
import { objectPathFor, uploadIdFromPath, uploadsService } from "./uploads";

/** Who the import command's uploads are issued to (no member: an operator ran it). */
export const IMPORT_COMMAND_UPLOADER = "command:images-import";

/** How long an import's record waits to be saved as a site image before housekeeping may remove it (as an upload URL). */
const IMPORT_RECORD_TTL_MS = 15 * 60 * 1000;

export type RemoteImageFetcher = (address: string) => Promise<Buffer>;

/** A fetcher with the production rules, or with `overrides` (tests). */
export function remoteImageFetcher(overrides: Partial<RemoteImageOptions> = {}): RemoteImageFetcher {
  return (address) => fetchRemoteImage(address, overrides);
}

/** The image-import use case over `db` and `storage`. */
export function imageImportsService(db: Database, storage: ObjectStorage, fetchImage: RemoteImageFetcher) {
  const uploads = uploadsService(db, storage);
  const repository = uploadsRepository(db);

  return {
    /**
     * Fetches `address` and stores it as an upload issued to `issuedTo` (a moderator's id); answers
     * its object path. Nothing is left behind when the fetch or the image is refused.
     */
    async importImage(address: string, issuedTo: string): Promise<{ objectPath: string }> {
      const bytes = await fetchImage(address);
      const upload = await repository.create({ issuedTo, expiresAt: new Date(Date.now() + IMPORT_RECORD_TTL_MS) });
      try {
        await uploads.store(upload.id, bytes);
      } catch (error) {
        await repository.deleteById(upload.id);
        throw error;
      }
      return { objectPath: objectPathFor(upload.id) };
    },

    /**
     * The one-off import (`npm run images:import`): every picture of the site's own content that
     * is still an outside address is fetched through the same rules and the row is pointed at our
     * copy. A row whose picture cannot be fetched keeps its address, which pages never show (they
     * show the placeholder), and is reported, so the command can be run again.
     */
    async importOutsideImages(): Promise<ImportReport> {
      const report: ImportReport = { imported: [], failed: [] };
      for (const row of await siteImagesRepository(db).outsideImageRows()) {
        try {
          const { objectPath } = await this.importImage(row.imageUrl, IMPORT_COMMAND_UPLOADER);
          const id = uploadIdFromPath(objectPath)!;
          const replaced = await inTransaction(db, async (tx) => {
            const images = siteImagesRepository(tx);
            await images.mark(id);
            return images.replaceImage(row.table, row.id, row.imageUrl, objectPath);
          });
          // Changed or deleted meanwhile: the copy is nobody's, and housekeeping removes it.
          if (!replaced) await siteImagesRepository(db).unmarkUnused([id]);
          else report.imported.push({ ...row, objectPath });
        } catch (error) {
          report.failed.push({ ...row, reason: error instanceof HttpError ? error.message : String(error) });
        }
      }
      return report;
    },
  };
}

/** What the import command did, row by row. */
export interface ImportReport {
  imported: Array<OutsideImageRow & { objectPath: string }>;
  failed: Array<OutsideImageRow & { reason: string }>;
}

export type ImageImportsService = ReturnType<typeof imageImportsService>;
