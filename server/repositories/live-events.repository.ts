/** SQL for the live event log (docs/decisions.md#live-updates): append in the caller's transaction, read after an id. */
import { and, asc, gt, inArray, lt, max, sql } from "drizzle-orm";
import type { LiveEvent } from "@shared/api";
import { liveEvents } from "@shared/schema";
import { selectRows, type Executor } from "../db";

/** The PostgreSQL channel every process LISTENs on; the payload is the new event's id. */
export const LIVE_EVENTS_CHANNEL = "pawswell_live_events";

export interface StoredLiveEvent {
  id: number;
  channel: string;
  payload: LiveEvent;
}

/** Live event queries; `executor` may be a transaction, so an event commits with what caused it. */
export function liveEventsRepository(executor: Executor) {
  return {
    /**
     * Records `payload` for `channel` and queues a NOTIFY, which PostgreSQL delivers only when the
     * surrounding transaction commits (and never if it rolls back).
     */
    async append(channel: string, payload: LiveEvent): Promise<number> {
      // One statement: the row and its NOTIFY in a single round trip.
      const [row] = await selectRows<{ id: string }>(
        executor,
        sql`with appended as (
              insert into ${liveEvents} (channel, payload) values (${channel}, ${JSON.stringify(payload)}::jsonb)
              returning id
            )
            select id, pg_notify(${LIVE_EVENTS_CHANNEL}, id::text) from appended`,
      );
      return Number(row!.id);
    },

    /** Events on any of `channels` after `afterId`, oldest first (a reconnect's replay). */
    async listAfter(channels: string[], afterId: number, limit = 500): Promise<StoredLiveEvent[]> {
      if (channels.length === 0) return [];
      const rows = await executor
        .select({ id: liveEvents.id, channel: liveEvents.channel, payload: liveEvents.payload })
        .from(liveEvents)
        .where(and(inArray(liveEvents.channel, channels), gt(liveEvents.id, afterId)))
        .orderBy(asc(liveEvents.id))
        .limit(limit);
      return rows as StoredLiveEvent[];
    },

    /** The events with these ids, oldest first (what a process was told about by NOTIFY). */
    async findByIds(ids: number[]): Promise<StoredLiveEvent[]> {
      if (ids.length === 0) return [];
      const rows = await executor
        .select({ id: liveEvents.id, channel: liveEvents.channel, payload: liveEvents.payload })
        .from(liveEvents)
        .where(inArray(liveEvents.id, ids))
        .orderBy(asc(liveEvents.id));
      return rows as StoredLiveEvent[];
    },

    /** The newest event's id (0 when there is none): where a new stream starts. */
    async latestId(): Promise<number> {
      const [row] = await executor.select({ id: max(liveEvents.id) }).from(liveEvents);
      return row?.id ?? 0;
    },

    /** Deletes events older than `before` (housekeeping); answers how many went. */
    async deleteOlderThan(before: Date): Promise<number> {
      const deleted = await executor
        .delete(liveEvents)
        .where(lt(liveEvents.createdAt, before))
        .returning({ id: liveEvents.id });
      return deleted.length;
    },
  };
}
