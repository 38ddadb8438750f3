/** SQL for the member of the month: the newest entry is the current one. */
import { eq } from "drizzle-orm";
import { memberOfTheMonth, type InsertMemberOfTheMonth, type MemberOfTheMonth } from "@shared/schema";
import type { Database } from "../db";
import { newestFirst } from "../lib/pagination";

/** Member-of-the-month queries over `db`. */
export function memberOfTheMonthRepository(db: Database) {
  return {
    /** The current member of the month, or undefined when none has been set. */
    async current(): Promise<MemberOfTheMonth | undefined> {
      const [row] = await db
        .select()
        .from(memberOfTheMonth)
        .orderBy(...newestFirst(memberOfTheMonth))
        .limit(1);
      return row;
    },

    async create(values: InsertMemberOfTheMonth): Promise<MemberOfTheMonth> {
      const [row] = await db.insert(memberOfTheMonth).values(values).returning();
      return row!;
    },

    /** Deletes an entry; false when there was none. */
    async remove(id: string): Promise<boolean> {
      const rows = await db
        .delete(memberOfTheMonth)
        .where(eq(memberOfTheMonth.id, id))
        .returning({ id: memberOfTheMonth.id });
      return rows.length === 1;
    },
  };
}
