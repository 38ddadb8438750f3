/** The default driver: files under DATA_DIR/uploads, upload URLs signed by this server. */
import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import path from "node:path";
import type { ObjectStorage } from "./object-storage";
import { signUploadPath, verifyUploadQuery } from "./upload-signature";

/** Local-disk storage rooted at `root`; `secret` signs the upload URLs it hands out. */
export function createLocalStorage(options: { root: string; secret: string }): ObjectStorage {
  const root = path.resolve(options.root);
  // Keys are built by the server from UUIDs, but resolve defensively so no key escapes the root.
  const fileFor = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new Error(`Storage key outside the storage root: ${key}`);
    return file;
  };

  return {
    driver: "local",
    // Uploads PUT to /objects/upload/:id on this server and images are read from /objects.
    browserSources: [],
    async createUploadUrl(target) {
      return signUploadPath(options.secret, {
        id: target.id,
        expires: target.expiresAt.getTime(),
        max: target.maxBytes,
      });
    },
    verifyUploadUrl: (id, query) => verifyUploadQuery(options.secret, id, query),
    originalKey: (id) => `originals/${id}`,
    async write(key, data) {
      const file = fileFor(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(temporary, data);
      await fs.rename(temporary, file);
    },
    async read(key) {
      try {
        return await fs.readFile(fileFor(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => fs.rm(fileFor(key), { force: true })));
    },
    async writeStream(key, source) {
      const file = fileFor(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      try {
        await pipeline(source, createWriteStream(temporary));
        await fs.rename(temporary, file);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    async readStream(key) {
      const file = fileFor(key);
      try {
        await fs.access(file);
      } catch {
        return null;
      }
      return createReadStream(file);
    },
  };
}
