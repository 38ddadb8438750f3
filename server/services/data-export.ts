/**
 * "Export my data": a zip of everything a member wrote and chose, built in the background in this
 * process and streamed straight into object storage (never held in memory whole), kept privately
 * for a week. One export builds at a time per member; asking again while one builds answers it.
 */
import { once } from "node:events";
import { PassThrough, type Readable } from "node:stream";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { EXPORT_SECTION_URL, EXPORT_TTL_MS, exportFileName } from "@shared/account-data";
import { EXPORT_NOT_FOUND } from "@shared/contracts/account-data.contract";
import type { Database } from "../db";
import { notFound } from "../lib/http-error";
import { logger } from "../lib/logger";
import { dataExportsRepository, type DataExportRow } from "../repositories/data-exports.repository";
import { memberDataRepository, type PageEnd } from "../repositories/member-data.repository";
import { inTransaction } from "../repositories/transaction";
import { variantKey, type ObjectStorage } from "../storage/object-storage";
import { notifyMember } from "./notify";
import { uploadIdFromPath } from "./uploads";
import { pushChoicesOf } from "./push-subscriptions";

const README = `Your PawsWell data
==================

This archive holds everything you wrote on PawsWell and the choices you made, as JSON files
(readable with any text editor). Items held for a moderator or hidden are included: they are yours.
Someone else's item that is held or hidden is not named (its title reads null).

account.json                   your username, when you joined, your email (if any), your role and settings
                               (push notices: your choices and how many devices have them on)
discussions.json               the discussions you started
replies.json                   your replies to discussions and your comments on stories and photos
stories.json                   the stories you shared
photos.json                    the pet photos you shared; "file" names the picture in photos/
photos/                        the pictures themselves, as stored by PawsWell (metadata such as GPS was removed at upload)
reactions.json                 the reactions you sent
preferences.json               your recommendation preferences
content-warning-settings.json  what you chose to show, collapse or hide
notifications.json             your notifications
challenges.json                the wellness challenges you joined and those you created

Other members' private data is not included.
`;

/** The storage key of an export's zip: private, never served by the public object routes. */
export function exportObjectKey(id: string): string {
  return `exports/${id}.zip`;
}

const encoder = new TextEncoder();

/** A zip being written to `output`, waiting whenever the reader is behind, so memory stays flat. */
function zipWriter(output: PassThrough) {
  let size = 0;
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      output.destroy(error);
      return;
    }
    size += chunk.length;
    output.write(chunk);
    if (final) output.end();
  });
  const drained = async () => {
    if (output.writableNeedDrain) await once(output, "drain");
  };

  return {
    size: () => size,
    /** Adds a JSON file from pages of rows, one page in memory at a time. */
    async jsonArray<T extends PageEnd>(
      name: string,
      readPage: (end?: PageEnd) => Promise<T[]>,
      shape = (row: T) => row as unknown,
    ) {
      const file = new ZipDeflate(name, { level: 6 });
      zip.add(file);
      file.push(encoder.encode("["));
      let end: PageEnd | undefined;
      let first = true;
      for (;;) {
        const rows = await readPage(end);
        for (const row of rows) {
          file.push(encoder.encode(`${first ? "\n" : ",\n"}${JSON.stringify(shape(row), null, 2)}`));
          first = false;
        }
        await drained();
        const last = rows.at(-1);
        if (!last) break;
        end = { createdAt: last.createdAt, id: last.id };
      }
      file.push(encoder.encode(first ? "]\n" : "\n]\n"), true);
      await drained();
    },
    async json(name: string, value: unknown) {
      await this.text(name, `${JSON.stringify(value, null, 2)}\n`);
    },
    async text(name: string, value: string) {
      const file = new ZipDeflate(name, { level: 6 });
      zip.add(file);
      file.push(encoder.encode(value), true);
      await drained();
    },
    /** Adds bytes as they are (images are compressed already). */
    async bytes(name: string, data: Uint8Array) {
      const file = new ZipPassThrough(name);
      zip.add(file);
      file.push(data, true);
      await drained();
    },
    end: () => zip.end(),
  };
}

/** The name of a photo's picture inside the zip. */
function photoFile(photoId: string): string {
  return `photos/${photoId}.webp`;
}

/** The data export service over `db` and `storage`. */
export function dataExportService(db: Database, storage: ObjectStorage) {
  /** Writes the member's zip into `output`. */
  async function writeZip(userId: string, output: PassThrough): Promise<number> {
    const reads = memberDataRepository(db);
    const zip = zipWriter(output);
    const account = await reads.account(userId);
    if (!account) throw new Error("The account is gone");
    // Others' items are named only as the member would see them: not while held or hidden.
    const member = { id: userId, role: account.role };
    await zip.text("README.txt", README);
    await zip.json("account.json", {
      username: account.username,
      joined: account.joined,
      email: account.email,
      role: account.role,
      settings: {
        notificationDelivery: account.notificationDelivery,
        break: { startedAt: account.breakStartedAt, endsAt: account.breakEndsAt },
        memberPageShown: account.memberPageShown,
        pushNotices: await pushChoicesOf(db, userId),
        appearance: { theme: account.theme, textSize: account.textSize },
      },
    });
    await zip.jsonArray("discussions.json", (end) => reads.posts(userId, end));
    await zip.jsonArray("replies.json", (end) => reads.replies(userId, end));
    await zip.jsonArray("stories.json", (end) => reads.stories(userId, end));
    await zip.jsonArray(
      "photos.json",
      (end) => reads.photos(userId, end),
      (row) => ({ ...row, file: photoFile(row.id) }),
    );
    await zip.jsonArray("reactions.json", (end) => reads.reactions(userId, end));
    await zip.json("preferences.json", await reads.preferences(userId));
    await zip.json("content-warning-settings.json", await reads.contentWarningSettings(userId));
    await zip.jsonArray("notifications.json", (end) => reads.notifications(member, end));
    const created: unknown[] = [];
    for (let end: PageEnd | undefined, rows; (rows = await reads.createdChallenges(userId, end)).length > 0;) {
      created.push(...rows);
      const last = rows.at(-1)!;
      end = { createdAt: last.createdAt, id: last.id };
    }
    await zip.json("challenges.json", { joined: await reads.joinedChallenges(member), created });
    // The pictures last, one at a time: the largest stored size of each (originals are not kept).
    for (let end: PageEnd | undefined, rows; (rows = await reads.photos(userId, end)).length > 0;) {
      for (const photo of rows) {
        const uploadId = uploadIdFromPath(String(photo.imageUrl));
        const data = uploadId ? await storage.read(variantKey(uploadId, "display")) : null;
        if (data) await zip.bytes(photoFile(photo.id), data);
      }
      const last = rows.at(-1)!;
      end = { createdAt: last.createdAt, id: last.id };
    }
    zip.end();
    return zip.size();
  }

  /** Builds export `id` into storage, then marks it ready and tells the member; marks it failed on any error. */
  async function build(id: string, userId: string): Promise<void> {
    const key = exportObjectKey(id);
    try {
      const output = new PassThrough();
      const stored = storage.writeStream(key, output, "application/zip");
      let size: number;
      try {
        size = await writeZip(userId, output);
      } catch (error) {
        output.destroy(error as Error);
        await stored.catch(() => undefined);
        throw error;
      }
      await stored;
      const isReady = await inTransaction(db, async (tx) => {
        const marked = await dataExportsRepository(tx).markReady(id, {
          objectKey: key,
          sizeBytes: size,
          expiresAt: new Date(Date.now() + EXPORT_TTL_MS),
        });
        if (marked) {
          await notifyMember(tx, {
            recipientId: userId,
            kind: "export",
            actor: null,
            subject: "Your data export is ready",
            url: EXPORT_SECTION_URL,
          });
        }
        return marked;
      });
      // Marked failed (stale) or deleted with the account meanwhile: its file is nobody's.
      if (!isReady) await storage.remove([key]);
    } catch (error) {
      logger.warn({ message: error instanceof Error ? error.message : String(error) }, "Data export failed");
      await storage.remove([key]).catch(() => undefined);
      await dataExportsRepository(db)
        .markFailed(id)
        .catch(() => undefined);
    }
  }

  /** Builds in flight in this process, so tests and shutdown can wait for them. */
  const building = new Set<Promise<void>>();

  return {
    /**
     * Starts an export for the member, or answers the one already building (one at a time).
     * Earlier exports and their files go: only the newest is kept.
     */
    async start(userId: string): Promise<DataExportRow> {
      const { row, isNew, oldKeys } = await inTransaction(db, async (tx) => {
        const exports = dataExportsRepository(tx);
        await exports.lockMember(userId);
        const current = await exports.building(userId);
        if (current) return { row: current, isNew: false, oldKeys: [] as string[] };
        const created = await exports.create(userId);
        return { row: created, isNew: true, oldKeys: await exports.deleteOthers(userId, created.id) };
      });
      if (oldKeys.length > 0) await storage.remove(oldKeys);
      if (isNew) {
        const work = build(row.id, userId).finally(() => building.delete(work));
        building.add(work);
      }
      return row;
    },

    /** The member's newest export, or null. */
    async latest(userId: string): Promise<DataExportRow | null> {
      return (await dataExportsRepository(db).latest(userId)) ?? null;
    },

    /** The member's ready export `id` as a stream with its file name; 404 for anyone else's, or one not ready or expired. */
    async open(id: string, userId: string): Promise<{ stream: Readable; fileName: string; sizeBytes: number | null }> {
      const row = await dataExportsRepository(db).findOwn(id, userId);
      const isUsable =
        row?.status === "ready" && row.objectKey && row.expiresAt && row.expiresAt.getTime() > Date.now();
      if (!row || !isUsable || !row.objectKey) throw notFound(EXPORT_NOT_FOUND);
      const stream = await storage.readStream(row.objectKey);
      if (!stream) throw notFound(EXPORT_NOT_FOUND);
      return { stream, fileName: exportFileName(row.readyAt ?? row.createdAt), sizeBytes: row.sizeBytes ?? null };
    },

    /** Resolves once every build started so far has finished (tests; a clean shutdown). */
    async settled(): Promise<void> {
      await Promise.all([...building]);
    },
  };
}

export type DataExportService = ReturnType<typeof dataExportService>;
