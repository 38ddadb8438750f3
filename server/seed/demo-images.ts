/**
 * The demo's pictures, made by the project itself (docs/decisions.md#illustrations-and-avatars):
 * our illustrations (client/public/illustrations) rasterised and stored exactly as an upload is,
 * through the same pipeline (type judged by the bytes, re-encoded WebP, a display size and a
 * thumbnail), so a fresh demo shows real stored site images and pet photos, never an outside
 * address.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { ILLUSTRATION_SIZE, type IllustrationName } from "@shared/illustrations";
import type { Database } from "../db";
import { uploadsRepository } from "../repositories/uploads.repository";
import type { ObjectStorage } from "../storage/object-storage";
import { objectPathFor, uploadsService } from "../services/uploads";

/** Who the seed's uploads are issued to (no member: an operator ran the command). */
export const SEED_COMMAND_UPLOADER = "command:seed-demo";

/** How long a stored picture waits to be shown by a demo row before housekeeping may remove it (as an upload URL). */
const SEED_RECORD_TTL_MS = 15 * 60 * 1000;

/** Covers are rendered 16:9, sharp on a large screen and quick to make; photos are a 4:3 crop of the same drawing. */
const COVER = { width: 1280, height: 720 } as const;
const PHOTO = { width: 960, height: 720 } as const;

/**
 * Where the drawings are: the sources in a checkout, or the browser build beside the server build
 * (dist/public/illustrations) where only that was deployed. Commands run from the project folder.
 */
function illustrationsDir(): string {
  const candidates = [path.resolve("client/public/illustrations"), path.resolve("dist/public/illustrations")];
  const found = candidates.find((dir) => fs.existsSync(dir));
  if (!found) throw new Error(`The illustrations are missing (looked in ${candidates.join(" and ")})`);
  return found;
}

/** `name` as a PNG of `size`: the whole drawing for a cover, its middle for a photo. */
async function render(name: IllustrationName, shape: "cover" | "photo"): Promise<Buffer> {
  const svg = await fs.promises.readFile(path.join(illustrationsDir(), `${name}.svg`));
  const density = (72 * COVER.width) / ILLUSTRATION_SIZE.width;
  const image = sharp(svg, { density }).resize(COVER.width, COVER.height);
  if (shape === "photo")
    image.extract({ left: (COVER.width - PHOTO.width) / 2, top: 0, width: PHOTO.width, height: PHOTO.height });
  return image.png().toBuffer();
}

/** Stores rendered illustrations as uploads over `db` and `storage`; each answer is an object path. */
export function demoImageStore(db: Database, storage: ObjectStorage) {
  const uploads = uploadsService(db, storage);
  const repository = uploadsRepository(db);
  const covers = new Map<IllustrationName, string>();

  async function store(bytes: Buffer): Promise<string> {
    const upload = await repository.create({
      issuedTo: SEED_COMMAND_UPLOADER,
      expiresAt: new Date(Date.now() + SEED_RECORD_TTL_MS),
    });
    try {
      await uploads.store(upload.id, bytes);
    } catch (error) {
      await repository.deleteById(upload.id);
      throw error;
    }
    return objectPathFor(upload.id);
  }

  return {
    /** The site image showing `name` (one stored copy, shared by every row that shows that drawing). */
    async cover(name: IllustrationName): Promise<string> {
      const known = covers.get(name);
      if (known) return known;
      const objectPath = await store(await render(name, "cover"));
      covers.set(name, objectPath);
      return objectPath;
    },
    /** A pet photo's own stored picture (one per photo: removing a photo removes its files). */
    async photo(name: IllustrationName): Promise<string> {
      return store(await render(name, "photo"));
    },
    /** Every cover stored so far: the uploads to mark as site images. */
    coverPaths(): string[] {
      return [...covers.values()];
    },
  };
}

export type DemoImageStore = ReturnType<typeof demoImageStore>;
