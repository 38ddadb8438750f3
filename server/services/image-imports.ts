/**
 * Importing a picture by its address (issue 19): the server fetches it once (server/lib/remote-image.ts)
 * and stores it exactly as an upload is stored (type judged by its bytes, re-encoded without
 * metadata, a display size and a thumbnail). The answer is its object path, which a save then
 * makes a site image.
 */
import type { Database } from "../db";
import { fetchRemoteImage, type RemoteImageOptions } from "../lib/remote-image";
import { uploadsRepository } from "../repositories/uploads.repository";
import type { ObjectStorage } from "../storage/object-storage";
import { objectPathFor, uploadsService } from "./uploads";

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
  };
}

export type ImageImportsService = ReturnType<typeof imageImportsService>;
