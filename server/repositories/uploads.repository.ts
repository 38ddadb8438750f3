/**
 * SQL for issued upload URLs (the `uploads` table): one row per URL, pending until a file is
 * stored; and the rows that show a stored upload's image, for who may be sent its file.
 */
import { and, count, eq, gt, sql, type SQL } from "drizzle-orm";
import { unionAll, type PgColumn, type PgTable } from "drizzle-orm/pg-core";
import { petPhotos, uploads } from "@shared/schema";
import type { Database } from "../db";
import { ITEM_TABLES } from "../items/item-tables";
import { SITE_IMAGE_TABLES } from "./site-images.repository";

export type Upload = typeof uploads.$inferSelect;

/** A row that shows an upload's image (a pet photo, or a row of the site's own content), as the visibility rule reads it. */
export interface ShowingRow {
  heldAt: Date | null;
  hiddenAt: Date | null;
  /** The member who wrote it (a photo's, a challenge's); null for a guest's photo and for the site's own rows. */
  ownerId: string | null;
  /** False while an article or featured item is a draft or scheduled (shared/publication.ts). */
  isPublished: boolean;
}

/** An upload as its file is served: who it was issued to, whether its file arrived, and the rows that show it. */
export interface ShownUpload extends Pick<Upload, "id" | "issuedTo" | "status"> {
  rows: ShowingRow[];
}

type SiteTable = (typeof SITE_IMAGE_TABLES)[keyof typeof SITE_IMAGE_TABLES];

/**
 * One site table's rows showing `objectPath`, as ShowingRows. The moderation columns come from the
 * item registry for the kinds members write (a challenge), the status from tables that have one
 * (articles, featured items); the others (resources, the member of the month) are always published.
 */
function siteRowsShowing(db: Database, table: SiteTable, objectPath: string) {
  const item = Object.values(ITEM_TABLES).find((entry) => entry.table === (table as PgTable));
  // Read as a timestamp column is read, whichever table's (a union is mapped by its first select).
  const timestamp = (column: PgColumn | undefined) =>
    (column ? sql`${column}` : sql`null::timestamptz`).mapWith(petPhotos.heldAt) as SQL<Date | null>;
  return db
    .select({
      heldAt: timestamp(item?.heldAt),
      hiddenAt: timestamp(item?.hiddenAt),
      ownerId: (item?.owner ? sql`${item.owner}` : sql`null::uuid`) as SQL<string | null>,
      isPublished: ("status" in table ? sql`${table.status} = 'published'` : sql`true`).mapWith(
        Boolean,
      ) as SQL<boolean>,
    })
    .from(table as PgTable)
    .where(sql`${table.imageUrl} = ${objectPath}`);
}

/** Upload-URL queries over `db`. */
export function uploadsRepository(db: Database) {
  return {
    /** Records a newly issued upload URL. */
    async create(values: { issuedTo: string; expiresAt: Date }): Promise<Upload> {
      const [row] = await db.insert(uploads).values(values).returning();
      return row!;
    },

    async find(id: string): Promise<Upload | undefined> {
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
      return row;
    },

    /**
     * Marks a pending upload as stored. False when it was already used, which also settles two
     * PUTs racing on one URL: only one update matches. (Expiry is checked when the PUT starts.)
     */
    async markStored(id: string, file: { contentType: string; byteSize: number }): Promise<boolean> {
      const rows = await db
        .update(uploads)
        .set({ status: "stored", contentType: file.contentType, byteSize: file.byteSize, storedAt: sql`now()` })
        .where(and(eq(uploads.id, id), eq(uploads.status, "pending")))
        .returning({ id: uploads.id });
      return rows.length === 1;
    },

    /** Undoes markStored when the files could not be written. */
    async markPending(id: string): Promise<void> {
      await db
        .update(uploads)
        .set({ status: "pending", contentType: null, byteSize: null, storedAt: null })
        .where(eq(uploads.id, id));
    },

    /**
     * How many upload URLs are out and still usable, files not yet arrived (the metrics' queue
     * depth): read through the expiry index, which holds few unexpired rows.
     */
    async countPending(): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(uploads)
        .where(and(gt(uploads.expiresAt, sql`now()`), eq(uploads.status, "pending")));
      return row?.count ?? 0;
    },

    /**
     * Upload `id` (whose canonical path is `objectPath`) and the rows that show it; undefined when
     * there is no such upload. A pet photo is found through the photos' unique image index with the
     * upload's primary key, in one round trip (every image request asks); only an upload a
     * moderator saved as a site image (its mark) costs a second statement, over the site's few
     * rows of content.
     */
    async findShowing(id: string, objectPath: string): Promise<ShownUpload | undefined> {
      const [found] = await db
        .select({
          upload: { issuedTo: uploads.issuedTo, status: uploads.status, siteImage: uploads.siteImage },
          // The id too: a published guest's photo has every other column null, and would read as no photo.
          photo: {
            id: petPhotos.id,
            heldAt: petPhotos.heldAt,
            hiddenAt: petPhotos.hiddenAt,
            ownerId: petPhotos.userId,
          },
        })
        .from(uploads)
        .leftJoin(petPhotos, eq(petPhotos.imageUrl, objectPath))
        .where(eq(uploads.id, id));
      if (!found) return undefined;
      const { upload, photo } = found;
      const rows: ShowingRow[] = [];
      if (photo)
        rows.push({ heldAt: photo.heldAt, hiddenAt: photo.hiddenAt, ownerId: photo.ownerId, isPublished: true });
      if (upload.siteImage) {
        const [first, second, ...rest] = Object.values(SITE_IMAGE_TABLES).map((table) =>
          siteRowsShowing(db, table, objectPath),
        );
        rows.push(...(await unionAll(first!, second!, ...rest)));
      }
      return { id, issuedTo: upload.issuedTo, status: upload.status, rows };
    },

    /** Deletes an upload's record and returns it as it was; undefined when there was none. */
    async deleteById(id: string): Promise<Upload | undefined> {
      const [row] = await db.delete(uploads).where(eq(uploads.id, id)).returning();
      return row;
    },
  };
}
