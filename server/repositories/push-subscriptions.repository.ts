/**
 * Members' push subscriptions, one per device (Web Push): kept by endpoint, which names one browser
 * profile at its push service, so a shared device's subscription moves to whoever turned push on last.
 */
import { and, count, desc, eq, inArray, notInArray } from "drizzle-orm";
import { pushSubscriptions } from "@shared/schema";
import type { Executor } from "../db";

/** A browser's subscription as the sender needs it. */
export interface StoredPushSubscription {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export function pushSubscriptionsRepository(db: Executor) {
  return {
    /**
     * Keeps `subscription` for `userId` (moving it from another member who had the same endpoint),
     * then drops their oldest past `keep`; answers how many devices they now have.
     */
    async keep(userId: string, subscription: Omit<StoredPushSubscription, "id">, keep: number): Promise<number> {
      await db
        .insert(pushSubscriptions)
        .values({ userId, ...subscription })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId, p256dh: subscription.p256dh, auth: subscription.auth, createdAt: new Date() },
        });
      const newest = db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
        .limit(keep);
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
      return this.countFor(userId);
    },

    /** Removes `userId`'s subscription at `endpoint`, if they have one; another member's is left alone. */
    async removeOwn(userId: string, endpoint: string): Promise<void> {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    },

    /** Removes a subscription its push service said has expired; its queued notices go with it. */
    async remove(id: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

    /** The ids of `userId`'s subscriptions. */
    async idsFor(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId));
      return rows.map((row) => row.id);
    },

    /** How many devices `userId` has push notices on. */
    async countFor(userId: string): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId));
      return row?.count ?? 0;
    },

    /** The subscriptions with these ids that still exist. */
    async find(ids: string[]): Promise<StoredPushSubscription[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          id: pushSubscriptions.id,
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
        })
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.id, ids));
    },
  };
}
