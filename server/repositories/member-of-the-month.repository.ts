/**
 * SQL for the member of the month: the current one is the entry a moderator chose last, or the
 * newest entry while none has been chosen.
 */
import { eq, sql } from "drizzle-orm";
import { memberOfTheMonth, type MemberOfTheMonth } from "@shared/schema";
import type { Database, Executor } from "../db";
import { newestFirst } from "../lib/pagination";
import { tableRepository } from "./table-repository";

/** Member-of-the-month queries: the shared create / edit / delete, the current entry, and choosing it. */
export function memberOfTheMonthRepository(db: Database) {
  return {
    ...tableRepository(db, memberOfTheMonth),

    /** The current member of the month, or undefined when none has been set. */
    async current(): Promise<MemberOfTheMonth | undefined> {
      const [row] = await db
        .select()
        .from(memberOfTheMonth)
        .orderBy(sql`${memberOfTheMonth.chosenAt} desc nulls last`, ...newestFirst(memberOfTheMonth))
        .limit(1);
      return row;
    },

    /** Makes entry `id` the current one (chosen now) in `executor`'s transaction; undefined when there is none. */
    async chooseIn(executor: Executor, id: string): Promise<MemberOfTheMonth | undefined> {
      const [row] = await executor
        .update(memberOfTheMonth)
        .set({ chosenAt: sql`now()` })
        .where(eq(memberOfTheMonth.id, id))
        .returning();
      return row;
    },
  };
}
