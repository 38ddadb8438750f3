/**
 * The production driver: Google Cloud Storage. The browser PUTs straight to the bucket with a V4
 * signed URL that also signs the size limit (x-goog-content-length-range), so GCS itself refuses
 * a larger file; the server checks and processes the bytes afterwards (see services/uploads.ts).
 */
import { Storage, type StorageOptions } from "@google-cloud/storage";
import { pipeline } from "node:stream/promises";
import type { ObjectStorage } from "./object-storage";

/** GCS storage on `bucket`; credentials come from `storageOptions` or Application Default Credentials. */
export function createGcsStorage(options: { bucket: string; storageOptions?: StorageOptions }): ObjectStorage {
  const storage = new Storage(options.storageOptions);
  const bucket = storage.bucket(options.bucket);

  return {
    driver: "gcs",
    // Signed URLs are path-style (<apiEndpoint>/<bucket>/<key>): allow this bucket only, not all of GCS.
    browserSources: [`${new URL(storage.apiEndpoint).origin}/${options.bucket}/`],
    async createUploadUrl(target) {
      const [url] = await bucket.file(`originals/${target.id}`).getSignedUrl({
        version: "v4",
        action: "write",
        expires: target.expiresAt,
        ...(target.contentType ? { contentType: target.contentType } : {}),
        extensionHeaders: { "x-goog-content-length-range": `0,${target.maxBytes}` },
      });
      return url;
    },
    verifyUploadUrl: () => null,
    originalKey: (id) => `originals/${id}`,
    async write(key, data, contentType) {
      await bucket.file(key).save(data, { contentType, resumable: false });
    },
    async read(key) {
      const file = bucket.file(key);
      const [exists] = await file.exists();
      if (!exists) return null;
      const [data] = await file.download();
      return data;
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => bucket.file(key).delete({ ignoreNotFound: true })));
    },
    async writeStream(key, source, contentType) {
      // A resumable upload survives a dropped connection mid-file; GCS keeps nothing until it completes.
      await pipeline(source, bucket.file(key).createWriteStream({ contentType, resumable: true }));
    },
    async readStream(key) {
      const file = bucket.file(key);
      const [exists] = await file.exists();
      return exists ? file.createReadStream() : null;
    },
  };
}
