/** SQL for members' data exports: start one, finish or fail it, find the latest, and expire old ones. */
import { and, desc, eq, lt, sql } from "drizzle-orm";
import { dataExports, users } from "@shared/schema";
import type { Executor } from "../db";

export type DataExportRow = typeof dataExports.$inferSelect;

/** Data export queries over `executor` (a transaction when several must commit together). */
export function dataExportsRepository(executor: Executor) {
  return {
    /** The member's newest export, whatever its state; undefined when they never asked for one. */
    async latest(userId: string): Promise<DataExportRow | undefined> {
      const [row] = await executor
        .select()
        .from(dataExports)
        .where(eq(dataExports.userId, userId))
        .orderBy(desc(dataExports.createdAt))
        .limit(1);
      return row;
    },

    /** The export `id` when it is `userId`'s; undefined for someone else's or none. */
    async findOwn(id: string, userId: string): Promise<DataExportRow | undefined> {
      const [row] = await executor
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)));
      return row;
    },

    /**
     * Locks the member's row in `users` until the transaction ends, so two requests to start an
     * export never both see "none building" (data_exports has no unique index to decide it).
     */
    async lockMember(userId: string): Promise<void> {
      await executor.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    },

    /** The member's export still being built, if any. */
    async building(userId: string): Promise<DataExportRow | undefined> {
      const [row] = await executor
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.userId, userId), eq(dataExports.status, "building")))
        .limit(1);
      return row;
    },

    async create(userId: string): Promise<DataExportRow> {
      const [row] = await executor.insert(dataExports).values({ userId }).returning();
      if (!row) throw new Error("Insert returned no row");
      return row;
    },

    /** Marks a building export ready at `objectKey`; false when it is no longer building (expired as stale, or deleted). */
    async markReady(id: string, ready: { objectKey: string; sizeBytes: number; expiresAt: Date }): Promise<boolean> {
      const rows = await executor
        .update(dataExports)
        .set({ status: "ready", ...ready, readyAt: sql`now()` })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, "building")))
        .returning({ id: dataExports.id });
      return rows.length > 0;
    },

    async markFailed(id: string): Promise<void> {
      await executor
        .update(dataExports)
        .set({ status: "failed" })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, "building")));
    },

    /** Every stored file of the member's exports (so deleting the account removes them). */
    async objectKeysOf(userId: string): Promise<string[]> {
      const rows = await executor
        .select({ key: dataExports.objectKey })
        .from(dataExports)
        .where(eq(dataExports.userId, userId));
      return rows.flatMap((row) => (row.key ? [row.key] : []));
    },

    /** Deletes the member's earlier exports (all but `keepId`) and answers their files' keys. */
    async deleteOthers(userId: string, keepId: string): Promise<string[]> {
      const rows = await executor
        .delete(dataExports)
        .where(and(eq(dataExports.userId, userId), sql`${dataExports.id} <> ${keepId}`))
        .returning({ key: dataExports.objectKey });
      return rows.flatMap((row) => (row.key ? [row.key] : []));
    },

    /** Deletes ready exports past their expiry and answers their files' keys. */
    async deleteExpired(now: Date): Promise<string[]> {
      const rows = await executor
        .delete(dataExports)
        .where(and(eq(dataExports.status, "ready"), lt(dataExports.expiresAt, now)))
        .returning({ key: dataExports.objectKey });
      return rows.flatMap((row) => (row.key ? [row.key] : []));
    },

    /** Marks exports still building since before `cutoff` failed (their process died); answers how many. */
    async failStale(cutoff: Date): Promise<number> {
      const rows = await executor
        .update(dataExports)
        .set({ status: "failed" })
        .where(and(eq(dataExports.status, "building"), lt(dataExports.createdAt, cutoff)))
        .returning({ id: dataExports.id });
      return rows.length;
    },
  };
}
