/**
 * One process's live updates (docs/decisions.md#live-updates): a single LISTEN connection, opened
 * with the first stream, fans the events other transactions commit out to this process's open
 * event streams, each of which receives only the channels it may see. A thread's events reach
 * only its author's and the moderators' streams while its item is held or hidden, even a stream
 * opened before it was (server/items/visibility.ts).
 */
import { THREAD_KINDS, type ThreadKind } from "@shared/item-kinds";
import type { DatabaseHandle, Listener } from "../db";
import { serviceUnavailable } from "../lib/http-error";
import { logger } from "../lib/logger";
import {
  LIVE_EVENTS_CHANNEL,
  liveEventsRepository,
  type StoredLiveEvent,
} from "../repositories/live-events.repository";
import { threadItemsRepository } from "../repositories/thread-items.repository";

/** What the hub needs of an open stream. */
export interface LiveSubscriber {
  /** The channels this stream may see ("thread:post:<id>", "member:<its own id>"). */
  channels: ReadonlySet<string>;
  /** The thread channels among them it follows whatever its item's state: its author's or a moderator's. */
  followsWhileClosed?: ReadonlySet<string>;
  send(event: StoredLiveEvent): void;
  /** A comment line that keeps proxies from closing an idle stream. */
  keepAlive(): void;
  /** Ends the stream; the browser reconnects (to whichever process) and resumes. */
  close(): void;
}

export interface LiveHub {
  /** Adds `subscriber` once this process is listening, so no event committed afterwards is missed. */
  subscribe(subscriber: LiveSubscriber): Promise<() => void>;
  /** The events on `channels` after `afterId`, for a stream that resumes; at most `limit`. */
  replay(channels: string[], afterId: number, limit: number): Promise<StoredLiveEvent[]>;
  /** The newest event's id, where a fresh stream starts. */
  latestId(): Promise<number>;
  /** How many streams are open (benchmarks and tests). */
  readonly size: number;
  /** Ends every stream and stops listening, for good (shutdown): later subscriptions are refused with 503. */
  close(): Promise<void>;
}

/** Idle streams get a comment this often: well under the 60 s most proxies allow. */
const KEEP_ALIVE_MS = 25_000;

/** The answer to a stream asked of a process that is stopping: its browser reconnects elsewhere. */
const streamsClosed = () => serviceUnavailable("This server is restarting. Please try again in a moment.", 2);

export function liveHub(database: DatabaseHandle): LiveHub {
  const subscribers = new Set<LiveSubscriber>();
  const events = liveEventsRepository(database.db);
  let listening: Promise<Listener> | undefined;
  let keepAliveTimer: NodeJS.Timeout | undefined;
  let pendingIds: number[] = [];
  /** Closed for good (shutdown): a stream opened now would only delay the process's exit. */
  let isClosed = false;

  /** NOTIFY carries only an id; ids that arrive together are read in one query. */
  function onNotify(payload: string): void {
    const id = Number(payload);
    if (!Number.isSafeInteger(id)) return;
    pendingIds.push(id);
    if (pendingIds.length === 1) setImmediate(() => void deliverPending());
  }

  async function deliverPending(): Promise<void> {
    const ids = pendingIds;
    pendingIds = [];
    if (subscribers.size === 0) return;
    try {
      const found = await events.findByIds(ids);
      const closed = await closedThreads(found.map((event) => event.channel));
      for (const event of found) {
        const isClosed = closed.has(event.channel);
        for (const subscriber of subscribers) {
          if (!subscriber.channels.has(event.channel)) continue;
          if (isClosed && !subscriber.followsWhileClosed?.has(event.channel)) continue;
          subscriber.send(event);
        }
      }
    } catch (error) {
      // The streams resume from their last event when they reconnect: close them so they do.
      logger.warn({ message: (error as Error).message }, "Live events could not be read");
      closeAll();
    }
  }

  /** Which of `channels` are threads whose item is held or hidden now. */
  async function closedThreads(channels: string[]): Promise<Set<string>> {
    const byKind = new Map<ThreadKind, Set<string>>();
    for (const channel of channels) {
      const [prefix, kind, id] = channel.split(":");
      if (prefix !== "thread" || !id || !THREAD_KINDS.includes(kind as ThreadKind)) continue;
      byKind.set(kind as ThreadKind, (byKind.get(kind as ThreadKind) ?? new Set()).add(id));
    }
    const closed = new Set<string>();
    const items = threadItemsRepository(database.db);
    for (const [kind, ids] of byKind) {
      for (const id of await items.closedAmong(kind, [...ids])) closed.add(`thread:${kind}:${id}`);
    }
    return closed;
  }

  function closeAll(): void {
    for (const subscriber of [...subscribers]) subscriber.close();
    subscribers.clear();
    updateKeepAlive();
  }

  function updateKeepAlive(): void {
    if (subscribers.size > 0 && !keepAliveTimer) {
      keepAliveTimer = setInterval(() => subscribers.forEach((subscriber) => subscriber.keepAlive()), KEEP_ALIVE_MS);
      keepAliveTimer.unref();
    } else if (subscribers.size === 0 && keepAliveTimer) {
      clearInterval(keepAliveTimer);
      keepAliveTimer = undefined;
    }
  }

  function onLost(): void {
    listening = undefined;
    closeAll();
  }

  function startListening(): Promise<Listener> {
    listening ??= database.listen(LIVE_EVENTS_CHANNEL, onNotify, onLost).catch((error: unknown) => {
      listening = undefined;
      throw error;
    });
    return listening;
  }

  return {
    async subscribe(subscriber) {
      if (isClosed) throw streamsClosed();
      await startListening();
      if (isClosed) throw streamsClosed();
      subscribers.add(subscriber);
      updateKeepAlive();
      return () => {
        subscribers.delete(subscriber);
        updateKeepAlive();
      };
    },
    replay: (channels, afterId, limit) => events.listAfter(channels, afterId, limit),
    latestId: () => events.latestId(),
    get size() {
      return subscribers.size;
    },
    async close() {
      isClosed = true;
      closeAll();
      const stop = listening;
      listening = undefined;
      const listener = await stop?.catch(() => undefined);
      await listener?.stop();
    },
  };
}
