/**
 * SQL for the periodic housekeeping job: one job at a time across every server process, and the
 * deletes it runs (docs/decisions.md#housekeeping).
 */
import { and, lt, notExists, sql } from "drizzle-orm";
import { petPhotos, rateLimits, releasedUsernames, uploads } from "@shared/schema";
import { selectRows, type Database } from "../db";
import { shownByNoSiteRowSql } from "./site-images.repository";

/** The advisory lock key only the housekeeping job takes ("Paws" in ASCII). */
const HOUSEKEEPING_LOCK_KEY = 0x50617773;

/** Housekeeping queries over `db`. */
export function housekeepingRepository(db: Database) {
  return {
    /**
     * Runs `work` in one transaction holding the housekeeping advisory lock, or answers null at
     * once when another process holds it. A transaction lock, because a pooled connection is
     * not ours to keep: it is released with the transaction, on the connection that took it,
     * even when `work` throws (which also rolls its deletes back).
     */
    async runAlone<T>(work: (tx: Database) => Promise<T>): Promise<T | null> {
      return db.transaction(async (tx) => {
        const held = tx as unknown as Database;
        const [lock] = await selectRows<{ acquired: boolean }>(
          held,
          sql`select pg_try_advisory_xact_lock(${HOUSEKEEPING_LOCK_KEY}) as acquired`,
        );
        if (!lock?.acquired) return null;
        return work(held);
      });
    },

    /** Deletes the rate-limit counters whose window ended before `now`; answers how many. */
    async deleteEndedRateLimits(now: Date): Promise<number> {
      const rows = await db.delete(rateLimits).where(lt(rateLimits.resetAt, now)).returning({ key: rateLimits.key });
      return rows.length;
    },

    /**
     * Deletes the uploads created before `cutoff` that no pet photo and no row of the site's own
     * content shows (pending or stored) and answers their ids, so their files can go too.
     */
    async deleteUnsharedUploadsCreatedBefore(cutoff: Date): Promise<string[]> {
      // A photo's imageUrl holds the canonical path services/uploads.ts objectPathFor makes.
      const shown = db
        .select({ one: sql`1` })
        .from(petPhotos)
        .where(sql`${petPhotos.imageUrl} = '/objects/uploads/' || ${uploads.id}::text`);
      const rows = await db
        .delete(uploads)
        .where(and(lt(uploads.createdAt, cutoff), notExists(shown), ...shownByNoSiteRowSql(db, uploads.id)))
        .returning({ id: uploads.id });
      return rows.map((row) => row.id);
    },

    /** Deletes the held names of deleted accounts whose hold ended before `now`; answers how many. */
    async deleteFreedNames(now: Date): Promise<number> {
      const rows = await db
        .delete(releasedUsernames)
        .where(lt(releasedUsernames.freeAt, now))
        .returning({ nameHash: releasedUsernames.nameHash });
      return rows.length;
    },
  };
}
