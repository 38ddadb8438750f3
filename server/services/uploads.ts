/**
 * Photo uploads end to end: issuing one-use upload URLs, checking and processing what arrives,
 * and reading or removing the stored sizes. Spans the uploads table and the object storage.
 */
import type { UploadTicket } from "@shared/api";
import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE_MESSAGE, type ACCEPTED_IMAGE_TYPES } from "@shared/constants";
import { NOT_YOUR_UPLOAD_MESSAGE, PHOTO_REQUIRED_MESSAGE } from "@shared/contracts/items.body";
import type { Database } from "../db";
import { sightOf } from "../items/visibility";
import { badRequest, conflict, forbidden, payloadTooLarge } from "../lib/http-error";
import type { Viewer } from "../lib/viewer";
import { uploadsRepository, type ShowingRow, type ShownUpload, type Upload } from "../repositories/uploads.repository";
import { IMAGE_VARIANTS, variantKey, type ImageVariant, type ObjectStorage } from "../storage/object-storage";
import { processImage } from "./image-processing";

export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000;
const URL_REFUSED = "This upload link is not valid, has expired or has already been used";

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const OBJECT_PATH = new RegExp(`^/objects/uploads/(${UUID})$`, "i");

export const SITE_IMAGE_TAKEN_MESSAGE =
  "This image is already used by the site's own pages. Please upload the photo again.";

/** Who a logged-in member's upload is issued to (middleware/rate-limit.ts requesterKey: `user:<id>`). */
export function memberUploaderKey(userId: string): string {
  return `user:${userId}`;
}

/** The public path an upload's image is served from (what a pet photo's imageUrl holds). */
export function objectPathFor(id: string): string {
  return `/objects/uploads/${id.toLowerCase()}`;
}

/**
 * The upload id inside an object path we issued, lower-cased, or null for anything else. The one
 * place an object path is read, so the duplicate check, the ownership check and what is stored
 * all see the same canonical `/objects/uploads/<id>` (objectPathFor of this id).
 */
export function uploadIdFromPath(objectPath: string): string | null {
  return OBJECT_PATH.exec(objectPath)?.[1]?.toLowerCase() ?? null;
}

export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

/** Who asks for an upload's file: their session's viewer, and who an upload they asked for was issued to (requesterKey). */
export interface Asker {
  viewer: Viewer | undefined;
  uploaderKey: string;
}

/** Nobody in particular: what everyone is served. */
const NOBODY: Asker = { viewer: undefined, uploaderKey: "" };

/** One size of an upload's image, and whether everyone may see it (else only the one it was read for). */
export interface ShownImage {
  image: Buffer;
  isPublic: boolean;
}

/**
 * Whether `viewer` sees the row showing an image in full, and so its file (server/items/visibility.ts):
 * a published row everyone; a held or hidden one its owner and moderators; a draft or scheduled
 * article or featured item moderators alone.
 */
function seesImageOf(row: ShowingRow, viewer: Viewer | undefined): boolean {
  if (!row.isPublished) return viewer?.role === "moderator";
  return sightOf(row, row.ownerId, viewer) === "full";
}

/** The upload use cases over the uploads table and `storage`. */
export function uploadsService(db: Database, storage: ObjectStorage) {
  const repository = uploadsRepository(db);

  /** Checks and processes `bytes`, stores both sizes, then marks the upload used (403 if it was). */
  async function store(id: string, bytes: Buffer): Promise<void> {
    if (bytes.length > MAX_UPLOAD_BYTES) throw payloadTooLarge(UPLOAD_TOO_LARGE_MESSAGE);
    const image = await processImage(bytes);
    // Claim the URL before writing, so a second PUT racing on it can never overwrite the first's files.
    const isFirstUse = await repository.markStored(id, { contentType: image.type, byteSize: bytes.length });
    if (!isFirstUse) throw forbidden(URL_REFUSED);
    try {
      await Promise.all(
        IMAGE_VARIANTS.map((variant) => storage.write(variantKey(id, variant), image[variant], "image/webp")),
      );
    } catch (error) {
      // Storage failed: give the URL back so the same file can be sent again.
      await storage.remove(IMAGE_VARIANTS.map((variant) => variantKey(id, variant)));
      await repository.markPending(id);
      throw error;
    }
  }

  /**
   * The canonical object path behind `objectPath` once it holds a stored image that `check`
   * accepts (it throws to refuse): 400 `missingMessage` for no stored image. A GCS upload is
   * checked and processed here, on first use.
   */
  async function requireStoredImage(
    objectPath: string,
    missingMessage: string,
    check: (upload: Upload) => void,
  ): Promise<string> {
    const id = uploadIdFromPath(objectPath);
    const upload = id ? await repository.find(id) : undefined;
    if (!id || !upload) throw badRequest(missingMessage);
    check(upload);
    if (upload.status === "stored") return objectPathFor(id);
    const original = await storage.read(storage.originalKey(id));
    if (!original) throw badRequest(missingMessage);
    await store(id, original);
    await storage.remove([storage.originalKey(id)]);
    return objectPathFor(id);
  }

  /**
   * Whether `asker` may have the file of an upload no published row shows: where the rule shows
   * them a row that shows it (a held or hidden photo: its owner and moderators); or, while nobody
   * has shared it yet, when it is their own upload, to see what they picked (a GCS upload is
   * processed here, on first use).
   */
  async function isShownTo(upload: ShownUpload, asker: Asker): Promise<boolean> {
    if (upload.rows.length > 0) return upload.rows.some((row) => seesImageOf(row, asker.viewer));
    if (asker.uploaderKey !== upload.issuedTo) return false;
    if (upload.status === "stored") return true;
    return requireStoredImage(objectPathFor(upload.id), PHOTO_REQUIRED_MESSAGE, () => {}).then(
      () => true,
      () => false,
    );
  }

  /**
   * One stored size of an upload, for whoever the rows that show it are shown to: everyone when a
   * published row does (a pet photo, the site's own content); else only the one `whoIsAsking`
   * finds (asked only then: a public file needs no session), when isShownTo says so. Null for
   * anyone else (docs/decisions.md#only-shared-uploads-are-served).
   */
  async function readShown(
    id: string,
    variant: ImageVariant,
    whoIsAsking: () => Promise<Asker>,
  ): Promise<ShownImage | null> {
    const canonicalId = id.toLowerCase();
    const upload = await repository.findShowing(canonicalId, objectPathFor(canonicalId));
    if (!upload) return null;
    const isPublic = upload.rows.some((row) => seesImageOf(row, undefined));
    if (!isPublic && !(await isShownTo(upload, await whoIsAsking()))) return null;
    const image = await storage.read(variantKey(canonicalId, variant));
    return image && { image, isPublic };
  }

  return {
    /** Issues a one-use upload URL for `issuedTo` (requesterKey: a user id or a client address). */
    async issue(issuedTo: string, contentType?: AcceptedImageType): Promise<UploadTicket> {
      const expiresAt = new Date(Date.now() + UPLOAD_URL_TTL_MS);
      const upload = await repository.create({ issuedTo, expiresAt });
      const uploadURL = await storage.createUploadUrl({
        id: upload.id,
        expiresAt,
        maxBytes: MAX_UPLOAD_BYTES,
        contentType,
      });
      return { uploadURL, objectPath: objectPathFor(upload.id) };
    },

    /** 403 unless `id` is a pending upload whose URL has not expired (checked before reading a body). */
    async assertAcceptsFile(id: string): Promise<void> {
      const upload = await repository.find(id);
      if (!upload || upload.status !== "pending" || upload.expiresAt.getTime() <= Date.now())
        throw forbidden(URL_REFUSED);
    },

    store,

    /**
     * The canonical object path behind a pet photo's imageUrl once it holds a stored image that
     * was issued to `uploader`: 400 'Please upload a photo first' for no stored image, 403 for
     * someone else's upload. A GCS upload is checked and processed here, on first use.
     */
    requireOwnStoredImage(objectPath: string, uploader: string): Promise<string> {
      return requireStoredImage(objectPath, PHOTO_REQUIRED_MESSAGE, (upload) => {
        if (upload.issuedTo !== uploader) throw forbidden(NOT_YOUR_UPLOAD_MESSAGE);
        // A site image's files belong to the site's content: a photo removed later would take them.
        if (upload.siteImage) throw conflict(SITE_IMAGE_TAKEN_MESSAGE);
      });
    },

    requireStoredImage,

    readShown,

    /** One stored size of an upload as everyone is served it: only while a published row shows it; else null. */
    async readShared(id: string, variant: ImageVariant): Promise<Buffer | null> {
      return (await readShown(id, variant, async () => NOBODY))?.image ?? null;
    },

    /** Deletes an upload's files and its record (a moderator removed the photo). */
    async remove(id: string): Promise<void> {
      await storage.remove(IMAGE_VARIANTS.map((variant) => variantKey(id, variant)));
      await repository.deleteById(id);
    },
  };
}

export type UploadsService = ReturnType<typeof uploadsService>;
