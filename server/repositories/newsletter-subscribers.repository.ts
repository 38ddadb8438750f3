/**
 * SQL for the newsletter's subscribers: double opt-in, confirming, unsubscribing and the counts
 * /admin shows (docs/decisions.md#a-real-newsletter). Build it over the caller's transaction.
 */
import { and, count, desc, eq, gt, inArray, lt, ne, sql } from "drizzle-orm";
import { newsletterDeliveries, newsletterSubscribers } from "@shared/schema";
import { type NewsletterSubscriberStatus } from "@shared/constants";
import type { Executor } from "../db";
import { nowPlus } from "./database-clock";

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

/** Subscriber queries; `db` may be a transaction. */
export function newsletterSubscribersRepository(db: Executor) {
  return {
    /** The subscriber with this address (already normalised), whatever their state. */
    async findByEmail(email: string): Promise<SubscriberRow | undefined> {
      const [row] = await db
        .select()
        .from(newsletterSubscribers)
        .where(sql`lower(${newsletterSubscribers.email}) = lower(${email})`);
      return row;
    },

    /**
     * A new pending subscriber with a confirmation token valid `validMs`; undefined when the
     * address arrived at the same moment from another request (the unique index decides).
     */
    async insertPending(input: {
      email: string;
      confirmTokenHash: string;
      validMs: number;
    }): Promise<SubscriberRow | undefined> {
      const [row] = await db
        .insert(newsletterSubscribers)
        .values({
          email: input.email,
          confirmTokenHash: input.confirmTokenHash,
          confirmExpiresAt: nowPlus(input.validMs),
        })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    /** Sets a new confirmation token (an older link stops working) and makes an unsubscribed address pending again. */
    async renewPending(id: string, confirmTokenHash: string, validMs: number): Promise<void> {
      await db
        .update(newsletterSubscribers)
        .set({ status: "pending", confirmTokenHash, confirmExpiresAt: nowPlus(validMs), unsubscribedAt: null })
        .where(and(eq(newsletterSubscribers.id, id), ne(newsletterSubscribers.status, "confirmed")));
    },

    /**
     * Confirms the pending subscriber whose live token has this hash; a subscriber already
     * confirmed with it answers too (a link opened twice). Undefined when the token is unknown,
     * expired or replaced.
     */
    async confirm(confirmTokenHash: string): Promise<SubscriberRow | undefined> {
      const [confirmed] = await db
        .update(newsletterSubscribers)
        .set({ status: "confirmed", confirmedAt: sql`now()`, confirmExpiresAt: null })
        .where(
          and(
            eq(newsletterSubscribers.confirmTokenHash, confirmTokenHash),
            eq(newsletterSubscribers.status, "pending"),
            gt(newsletterSubscribers.confirmExpiresAt, sql`now()`),
          ),
        )
        .returning();
      if (confirmed) return confirmed;
      const [already] = await db
        .select()
        .from(newsletterSubscribers)
        .where(
          and(
            eq(newsletterSubscribers.confirmTokenHash, confirmTokenHash),
            eq(newsletterSubscribers.status, "confirmed"),
          ),
        );
      return already;
    },

    /**
     * Unsubscribes the subscriber one of whose copies carried the token hashed to `tokenHash`; true
     * when there is one (already unsubscribed included).
     */
    async unsubscribe(tokenHash: string): Promise<boolean> {
      const [row] = await db
        .update(newsletterSubscribers)
        .set({
          status: "unsubscribed",
          unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())`,
          confirmTokenHash: null,
          confirmExpiresAt: null,
        })
        .where(
          inArray(
            newsletterSubscribers.id,
            db
              .select({ id: newsletterDeliveries.subscriberId })
              .from(newsletterDeliveries)
              .where(eq(newsletterDeliveries.unsubscribeTokenHash, tokenHash)),
          ),
        )
        .returning({ id: newsletterSubscribers.id });
      return row !== undefined;
    },

    /** Deletes subscribers who never confirmed and whose link ran out before `cutoff` (housekeeping). */
    async deleteUnconfirmedBefore(cutoff: Date): Promise<number> {
      const rows = await db
        .delete(newsletterSubscribers)
        .where(and(eq(newsletterSubscribers.status, "pending"), lt(newsletterSubscribers.confirmExpiresAt, cutoff)))
        .returning({ id: newsletterSubscribers.id });
      return rows.length;
    },

    async countsByStatus(): Promise<Record<NewsletterSubscriberStatus, number>> {
      const rows = await db
        .select({ status: newsletterSubscribers.status, count: count() })
        .from(newsletterSubscribers)
        .groupBy(newsletterSubscribers.status);
      const counts = { pending: 0, confirmed: 0, unsubscribed: 0 };
      for (const row of rows) counts[row.status] = Number(row.count);
      return counts;
    },

    /** The newest `limit` subscribers, for /admin. */
    async newestSubscribers(limit: number): Promise<SubscriberRow[]> {
      return db
        .select()
        .from(newsletterSubscribers)
        .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
        .limit(limit);
    },
  };
}
