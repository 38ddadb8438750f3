/**
 * A notification as its recipient's bell shows it, read for the push notice it becomes: its
 * subject through the visibility rule (shownSubjectSql), so a push never names an item the bell would not.
 */
import { eq, getTableColumns } from "drizzle-orm";
import { notifications } from "@shared/schema";
import type { Executor } from "../db";
import { shownSubjectSql, type Recipient, type ShownNotification } from "./notifications.repository";

export function pushNoticesRepository(db: Executor) {
  return {
    /** Notification `id` as `recipient` may read it; undefined when it is gone. */
    async shownNotice(id: string, recipient: Recipient): Promise<ShownNotification | undefined> {
      const [row] = await db
        .select({ ...getTableColumns(notifications), subject: shownSubjectSql(recipient) })
        .from(notifications)
        .where(eq(notifications.id, id));
      return row;
    },
  };
}
