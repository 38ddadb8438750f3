/**
 * SQL for Contact Us messages (docs/decisions.md#footer-pages): store one, page the moderators'
 * inbox newest first, mark one handled, delete one early, and let housekeeping remove handled ones
 * past their time.
 */
import { and, eq, isNotNull, isNull, lt } from "drizzle-orm";
import { contactMessages, users } from "@shared/schema";
import type { Executor } from "../db";
import { afterCursor, newestFirst, toPage, type Cursor, type Page } from "../lib/pagination";

export type NewContactMessage = typeof contactMessages.$inferInsert;

/** A message with the name of the moderator who handled it (null while open, or once their account is gone). */
export type ContactMessageRow = typeof contactMessages.$inferSelect & { handledByName: string | null };

const inboxColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  topic: contactMessages.topic,
  message: contactMessages.message,
  crisisMatch: contactMessages.crisisMatch,
  handledAt: contactMessages.handledAt,
  handledBy: contactMessages.handledBy,
  createdAt: contactMessages.createdAt,
  handledByName: users.username,
};

/** Contact message queries; `executor` may be a transaction. */
export function contactMessagesRepository(executor: Executor) {
  return {
    async create(message: NewContactMessage): Promise<void> {
      await executor.insert(contactMessages).values(message);
    },

    /** One page of the inbox, newest first. */
    async list(options: { limit: number; cursor?: Cursor }): Promise<Page<ContactMessageRow>> {
      const rows = await executor
        .select(inboxColumns)
        .from(contactMessages)
        .leftJoin(users, eq(users.id, contactMessages.handledBy))
        .where(afterCursor(contactMessages, options.cursor))
        .orderBy(...newestFirst(contactMessages))
        .limit(options.limit + 1);
      return toPage(rows, options.limit);
    },

    /** Marks the message handled by `moderatorId`, once: undefined when it is not there or already handled. */
    async markHandled(id: string, moderatorId: string): Promise<{ id: string } | undefined> {
      const [row] = await executor
        .update(contactMessages)
        .set({ handledAt: new Date(), handledBy: moderatorId })
        .where(and(eq(contactMessages.id, id), isNull(contactMessages.handledAt)))
        .returning({ id: contactMessages.id });
      return row;
    },

    /** The message as the inbox lists it. */
    async find(id: string): Promise<ContactMessageRow | undefined> {
      const [row] = await executor
        .select(inboxColumns)
        .from(contactMessages)
        .leftJoin(users, eq(users.id, contactMessages.handledBy))
        .where(eq(contactMessages.id, id));
      return row;
    },

    /** Removes the message at once, handled or not: false when it is not there. */
    async delete(id: string): Promise<boolean> {
      const rows = await executor
        .delete(contactMessages)
        .where(eq(contactMessages.id, id))
        .returning({ id: contactMessages.id });
      return rows.length > 0;
    },

    /** Removes the messages handled before `cutoff`; answers how many. */
    async deleteHandledBefore(cutoff: Date): Promise<number> {
      const rows = await executor
        .delete(contactMessages)
        .where(and(isNotNull(contactMessages.handledAt), lt(contactMessages.handledAt, cutoff)))
        .returning({ id: contactMessages.id });
      return rows.length;
    },
  };
}
