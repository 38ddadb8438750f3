/**
 * GET /api/live: a Server-Sent Events stream of what a page shows live. Anyone may follow a thread
 * (`?thread=post:<id>`) they may read: a held or hidden item's thread is its author's and the
 * moderators' only (server/items/visibility.ts), and is not followed for anyone else. A logged-in
 * member also gets their own unread count, and nobody else's. A browser that reconnects sends
 * `Last-Event-ID` and is replayed what it missed, on the channels it may follow now. Registered from
 * shared/contracts/live.contract.ts as a streamed answer: the handler writes the events itself.
 */
import { Router, type Request, type Response } from "express";
import { itemNotFoundMessage } from "@shared/item-kinds";
import type { ThreadItemType } from "@shared/constants";
import { NOTHING_TO_FOLLOW, liveContract } from "@shared/contracts/live.contract";
import type { Database } from "../db";
import { contractRoutes } from "../lib/contract-routes";
import { badRequest, notFound } from "../lib/http-error";
import { canChange, viewerOf } from "../lib/viewer";
import type { StoredLiveEvent } from "../repositories/live-events.repository";
import { threadItemsRepository } from "../repositories/thread-items.repository";
import type { LiveHub, LiveSubscriber } from "../services/live-hub";
import { memberChannel } from "../services/notify";
import { threadChannel } from "../services/reply-announcements";

/** A stream that missed more than this many events is told to reload instead ("resync"). */
const REPLAY_LIMIT = 500;
/** How soon a browser reconnects after the stream ends. */
const RETRY_MS = 2000;

/**
 * Which events `req` may see, from its query and its session, and the thread among them it follows
 * even while its item is held or hidden (its author's, a moderator's). A thread whose item is gone,
 * or held or hidden and not the asker's, is left out; 404 with the item's message when nothing
 * else is left.
 */
async function channelsFor(
  db: Database,
  req: Request,
  thread: string | undefined,
): Promise<{ channels: Set<string>; followsWhileClosed: Set<string> }> {
  const channels = new Set<string>();
  const followsWhileClosed = new Set<string>();
  if (req.user) channels.add(memberChannel(req.user.id));
  if (thread) {
    // The query schema allows only "<post|story|photo>:<uuid>".
    const [type, itemId] = thread.toLowerCase().split(":") as [ThreadItemType, string];
    const viewer = viewerOf(req);
    const item = await threadItemsRepository(db).findThread(type, itemId, viewer);
    if (item) {
      channels.add(threadChannel({ type, itemId }));
      if (canChange(viewer, item.ownerId)) followsWhileClosed.add(threadChannel({ type, itemId }));
    } else if (channels.size === 0) {
      throw notFound(itemNotFoundMessage(type));
    }
  }
  return { channels, followsWhileClosed };
}

/** Where the browser left off: its Last-Event-ID header, or `?lastEventId=` when the page reopens a stream. */
function resumeFrom(req: Request, fromQuery: number | undefined): number | undefined {
  const header = req.get("Last-Event-ID");
  if (header === undefined || header === "") return fromQuery;
  const id = Number(header);
  if (!Number.isSafeInteger(id) || id < 0) throw badRequest("Last-Event-ID must be a whole number");
  return id;
}

/**
 * Writes events to `res`. The `id:` line only ever moves forward, so a browser resumes from the
 * newest event it saw even when an older one arrives later (transactions commit out of id order).
 */
function eventWriter(res: Response) {
  let newestId = 0;
  return {
    event(event: StoredLiveEvent): void {
      const idLine = event.id > newestId ? `id: ${event.id}\n` : "";
      newestId = Math.max(newestId, event.id);
      res.write(`${idLine}event: ${event.payload.type}\ndata: ${JSON.stringify(event.payload)}\n\n`);
    },
    /** Marks where the stream starts without an event to show. */
    ready(id: number): void {
      newestId = Math.max(newestId, id);
      res.write(`id: ${newestId}\nevent: ready\ndata: {}\n\n`);
    },
    resync(): void {
      res.write("event: resync\ndata: {}\n\n");
    },
  };
}

/** GET /api/live over `hub`; `db` answers which threads the asker may follow. Mounted at /api/live. */
export function liveRouter(hub: LiveHub, db: Database): Router {
  const router = Router();

  contractRoutes(router, "/api/live").add(liveContract.stream, async ({ query }, req, res) => {
    if (!query.thread && !req.user) throw badRequest(NOTHING_TO_FOLLOW);
    const afterId = resumeFrom(req, query.lastEventId);
    const { channels, followsWhileClosed } = await channelsFor(db, req, query.thread);

    const write = eventWriter(res);
    // Events that arrive while the replay is read wait here, so the stream keeps their order.
    let waiting: StoredLiveEvent[] | undefined = [];
    // What the replay sent, so the same event told again (its notification can arrive after the
    // replay has read it) is not sent twice.
    const sent = new Set<number>();
    const subscriber: LiveSubscriber = {
      channels,
      followsWhileClosed,
      send: (event) => {
        if (waiting) waiting.push(event);
        else if (!sent.has(event.id)) write.event(event);
      },
      keepAlive: () => res.write(": still here\n\n"),
      close: () => res.end(),
    };
    const unsubscribe = await hub.subscribe(subscriber);
    res.on("close", unsubscribe);
    if (res.destroyed) return unsubscribe();

    res.writeHead(200, {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform: compression would hold events back to fill its buffer.
      "Cache-Control": "private, no-store, no-transform",
      "X-Accel-Buffering": "no",
    });
    res.write(`retry: ${RETRY_MS}\n\n`);

    if (afterId === undefined) {
      write.ready(await hub.latestId());
    } else {
      const missed = await hub.replay([...channels], afterId, REPLAY_LIMIT);
      for (const event of missed) {
        write.event(event);
        sent.add(event.id);
      }
      if (missed.length === REPLAY_LIMIT) write.resync();
      else if (missed.length === 0) write.ready(afterId);
    }
    const arrived = waiting;
    waiting = undefined;
    for (const event of arrived) if (!sent.has(event.id)) write.event(event);
  });

  return router;
}
