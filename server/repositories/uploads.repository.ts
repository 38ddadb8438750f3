/** SQL for issued upload URLs (the `uploads` table): one row per URL, pending until a file is stored. */
import { and, count, eq, gt, sql } from "drizzle-orm";
import { uploads } from "@shared/schema";
import type { Database } from "../db";

export type Upload = typeof uploads.$inferSelect;

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

    /** Deletes an upload's record and returns it as it was; undefined when there was none. */
    async deleteById(id: string): Promise<Upload | undefined> {
      const [row] = await db.delete(uploads).where(eq(uploads.id, id)).returning();
      return row;
    },
  };
}
