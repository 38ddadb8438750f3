/** SQL for the member of the month: the newest entry is the current one. */
import { memberOfTheMonth, type MemberOfTheMonth } from "@shared/schema";
import type { Database } from "../db";
import { newestFirst } from "../lib/pagination";
import { tableRepository } from "./table-repository";

/** Member-of-the-month queries: the shared create / delete, and the current entry. */
export function memberOfTheMonthRepository(db: Database) {
  return {
    ...tableRepository(db, memberOfTheMonth),

    /** The current member of the month, or undefined when none has been set. */
    async current(): Promise<MemberOfTheMonth | undefined> {
      const [row] = await db
        .select()
        .from(memberOfTheMonth)
        .orderBy(...newestFirst(memberOfTheMonth))
        .limit(1);
      return row;
    },
  };
}
