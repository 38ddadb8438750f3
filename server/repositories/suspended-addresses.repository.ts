/** SQL for where suspended members have been seen (shared/schema.ts suspendedAddresses): hashes in, a suspension out. */
import { and, eq, isNotNull, isNull, notExists, or, sql } from "drizzle-orm";
import { suspendedAddresses, users } from "@shared/schema";
import type { Executor } from "../db";

/** How long an address a suspended member was seen at keeps refusing guests: addresses change hands. */
const REMEMBERED_DAYS = 30;

/** Suspended members' addresses; `db` may be a transaction. */
export function suspendedAddressesRepository(db: Executor) {
  return {
    /** Notes that suspended member `userId` was seen at `addressHash` now (once an hour is enough). */
    async record(addressHash: string, userId: string): Promise<void> {
      await db
        .insert(suspendedAddresses)
        .values({ addressHash, userId })
        .onConflictDoUpdate({
          target: [suspendedAddresses.addressHash, suspendedAddresses.userId],
          set: { seenAt: sql`now()` },
          setWhere: sql`${suspendedAddresses.seenAt} < now() - interval '1 hour'`,
        });
    },

    /** Deletes what no longer refuses anyone: rows of members no longer suspended, or not seen there lately (housekeeping). */
    async deleteForgotten(): Promise<number> {
      const rows = await db
        .delete(suspendedAddresses)
        .where(
          or(
            sql`${suspendedAddresses.seenAt} <= now() - make_interval(days => ${REMEMBERED_DAYS})`,
            notExists(
              db
                .select({ id: users.id })
                .from(users)
                .where(
                  and(
                    eq(users.id, suspendedAddresses.userId),
                    isNotNull(users.suspendedAt),
                    or(isNull(users.suspendedUntil), sql`${users.suspendedUntil} > now()`),
                  ),
                ),
            ),
          ),
        )
        .returning({ userId: suspendedAddresses.userId });
      return rows.length;
    },

    /**
     * The suspension a guest at `addressHash` shares: of the members still suspended who were seen
     * there lately, the latest end (null: until lifted); undefined when there is none.
     */
    async suspensionAt(addressHash: string): Promise<{ suspendedUntil: Date | null } | undefined> {
      const [row] = await db
        .select({ suspendedUntil: users.suspendedUntil })
        .from(suspendedAddresses)
        .innerJoin(users, eq(users.id, suspendedAddresses.userId))
        .where(
          and(
            eq(suspendedAddresses.addressHash, addressHash),
            sql`${suspendedAddresses.seenAt} > now() - make_interval(days => ${REMEMBERED_DAYS})`,
            isNotNull(users.suspendedAt),
            or(isNull(users.suspendedUntil), sql`${users.suspendedUntil} > now()`),
          ),
        )
        .orderBy(sql`${users.suspendedUntil} desc nulls first`)
        .limit(1);
      return row;
    },
  };
}
