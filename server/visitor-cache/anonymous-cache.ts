/**
 * The anonymous cache (docs/decisions.md#the-anonymous-cache): a visitor's public read (a list's
 * first page, an item, search, the sitemap, a feed, a rendered page) answered from memory, as
 * Discourse answers logged-out readers. Every reader of the same address gets the same bytes, so they are made once:
 * the first request runs its route as usual and the answer is kept, with its headers and ETag;
 * requests that arrive meanwhile wait for it instead of each reading the database.
 *
 * Only a GET without a session cookie, for a path of public-reads.ts, comes here; only a 200 its
 * route marked neither `private` nor `no-store`, and that sets no cookie, is kept. Mounted before
 * compression and every router: a kept answer carries its own compressed forms, and a hit costs
 * about what the bare-Express ceiling does.
 *
 * Changes reach it as visitor-cache.ts says. A stale answer is served while it is made anew by a
 * request of the cache's own to this same server (marked with a single-use id, so no visitor can
 * ask for one); a reader who asks for a fresh answer (`Cache-Control: no-cache`, as a browser's
 * reload does) waits for it instead. A page's render never comes here: it reads in-process
 * (server/client/in-process-api.ts), from the database.
 */
import crypto from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import { hasSessionCookie } from "../auth/session";
import type { ContentChanges } from "../lib/content-changes";
import { markRoutePattern, routePatternOf } from "../lib/route-pattern";
import { prepareAnswer, preparedAnswerBytes, sendPreparedAnswer, type PreparedAnswer } from "./prepared-answer";
import { isPublicRead, tablesReadBy } from "./public-reads";
import { visitorCache, type CacheCounts, type VisitorCache } from "./visitor-cache";

/** A kept answer and the route that made it (the metrics and logs count a cached answer as its route's). */
export interface KeptRead {
  answer: PreparedAnswer;
  routePattern: string;
}

/**
 * The bounds. Every committed write, by any process or tool, empties the cache within a second,
 * so the lifetime is only a safety net, for what changes with the clock alone (a challenge whose
 * dates make it active) and nothing writes.
 */
const LIFETIME_MS = 30_000;
const MAX_ENTRIES = 5000;
const MAX_BYTES = 64 * 1024 * 1024;
/** A thread's first page is tens of kilobytes; an answer larger than this is not worth a place. */
const MAX_KEPT_BYTES = 1024 * 1024;

/** Headers the answer is sent with anew each time, never replayed from the kept one. */
const PER_RESPONSE_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "etag",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
]);

/** An answer its route made that may not be shared (the request that made it was answered as usual). */
class NotKept extends Error {}

/** Marks the cache's own request that makes a stale answer anew; its value is a single-use id. */
const REMAKE_HEADER = "x-pawswell-remake";
/** A making that takes longer is given up: the stale answer goes, and its next reader makes it. */
const REMAKE_TIMEOUT_MS = 10_000;

export interface AnonymousCacheOptions {
  /** Where the site's changes are told (server/lib/content-changes.ts): each forgets or refreshes what reads its table. */
  changes: Pick<ContentChanges, "onChange" | "whenCaughtUp">;
  /** Reports the cache's hits, misses, evictions and changes in the metrics. */
  observeCache?: (read: () => CacheCounts) => void;
}

/** The cache, bounded, told of every change, as middleware. */
export function anonymousCache({ changes, observeCache }: AnonymousCacheOptions): RequestHandler {
  const cache = visitorCache<KeptRead>({
    ttlMs: LIFETIME_MS,
    maxEntries: MAX_ENTRIES,
    maxBytes: MAX_BYTES,
    sizeOf: (read) => preparedAnswerBytes(read.answer),
  });
  changes.onChange((change) => cache.change(change));
  observeCache?.(() => cache.counts());
  const remakes = remakesBySelfRequest();
  return (req, res, next) => {
    if (req.method !== "GET" || hasSessionCookie(req) || req.headers.authorization || !isPublicRead(req.path)) {
      next();
      return;
    }
    const remake = remakes.claim(req);
    if (remake) {
      keepWhatTheRouteSends(req, res, next).then(remake.resolve, remake.reject);
      return;
    }
    // A write this process answered is heard before anything kept is served (a round trip, after a write only).
    const caughtUp = changes.whenCaughtUp();
    if (caughtUp) caughtUp.then(() => answerFromCache(cache, remakes, req, res, next), next);
    else answerFromCache(cache, remakes, req, res, next);
  };
}

function answerFromCache(
  cache: VisitorCache<KeptRead>,
  remakes: SelfRequestRemakes,
  req: Request,
  res: Response,
  next: (error?: unknown) => void,
): void {
  // The address alone: no answer depends on the Host or scheme a request names (links start with
  // PUBLIC_URL), so a forged Host neither changes what is kept nor fills the cache with copies.
  const key = req.originalUrl;
  let isMakingIt = false;
  cache
    .get(
      key,
      () => {
        isMakingIt = true;
        return keepWhatTheRouteSends(req, res, next);
      },
      { reads: tablesReadBy(req.path), remake: () => remakes.request(req, key), mustBeFresh: asksForFresh(req) },
    )
    .then(
      (kept) => {
        if (isMakingIt) return;
        markRoutePattern(req, kept.routePattern);
        sendPreparedAnswer(req, res, kept.answer);
      },
      // The answer it waited for may not be shared: this request goes to its route too.
      () => {
        if (!isMakingIt) next();
      },
    )
    .catch(next);
}

/** `Cache-Control: no-cache` (or the older `Pragma: no-cache`): the reader will not take a stale answer. */
function asksForFresh(req: Request): boolean {
  return /\bno-cache\b/.test(`${req.headers["cache-control"] ?? ""} ${req.headers.pragma ?? ""}`);
}

type Settle = { resolve: (read: KeptRead) => void; reject: (error: unknown) => void };

interface SelfRequestRemakes {
  /** Asks this server for `key` again, as a visitor, to be made and kept; resolves to what was kept. */
  request(req: Request, key: string): Promise<KeptRead>;
  /** The waiting remake a request is, when it carries a live single-use id. */
  claim(req: Request): Settle | undefined;
}

/**
 * Stale answers made anew by a request to this very server, on the address the reader's request
 * came in on: it runs every step a visitor's request does, and no reader waits for it.
 */
function remakesBySelfRequest(): SelfRequestRemakes {
  const waiting = new Map<string, Settle>();
  return {
    request(req, key) {
      const id = crypto.randomUUID();
      const address = req.socket.localAddress ?? "127.0.0.1";
      const host = address.includes(":") ? `[${address}]` : address;
      return new Promise<KeptRead>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        fetch(`http://${host}:${req.socket.localPort}${key}`, {
          headers: { [REMAKE_HEADER]: id, "accept-encoding": "identity" },
          signal: AbortSignal.timeout(REMAKE_TIMEOUT_MS),
        })
          .then((answer) => answer.arrayBuffer())
          .catch(reject)
          .finally(() => {
            // Never claimed: the request did not reach the cache, so nothing was made.
            if (waiting.delete(id)) reject(new NotKept("the remake did not arrive"));
          });
      });
    },
    claim(req) {
      const id = req.headers[REMAKE_HEADER];
      if (typeof id !== "string") return undefined;
      const remake = waiting.get(id);
      waiting.delete(id);
      return remake;
    },
  };
}

/** Lets the route answer `req`, and resolves to that answer once sent, or rejects if it may not be kept. */
function keepWhatTheRouteSends(req: Request, res: Response, next: () => void): Promise<KeptRead> {
  return new Promise((resolve, reject) => {
    const headersBefore = new Set(res.getHeaderNames());
    let body: Buffer | string | undefined;
    // res.json and res.send both end in res.send with the serialised body: that is what is kept.
    const send = res.send.bind(res);
    res.send = (chunk?: unknown) => {
      if (typeof chunk === "string" || Buffer.isBuffer(chunk)) body = chunk;
      return send(chunk);
    };
    res.once("close", () => {
      const reason = whyNotKept(res, body);
      if (reason || body === undefined) {
        reject(new NotKept(reason));
        return;
      }
      const etag = res.getHeader("etag");
      resolve({
        answer: prepareAnswer(200, body, {
          etag: typeof etag === "string" ? etag : undefined,
          headers: headersSetByRoute(res, headersBefore),
        }),
        routePattern: routePatternOf(req),
      });
    });
    next();
  });
}

function whyNotKept(res: Response, body: Buffer | string | undefined): string | undefined {
  if (!res.writableFinished) return "the answer was not sent whole";
  if (res.statusCode !== 200) return `status ${res.statusCode}`;
  if (body === undefined) return "not sent through res.send";
  if (res.hasHeader("set-cookie")) return "it sets a cookie";
  if (/\b(private|no-store)\b/.test(String(res.getHeader("cache-control") ?? ""))) return "it is personal";
  if (Buffer.byteLength(body) > MAX_KEPT_BYTES) return "too large";
  return undefined;
}

/** The headers the route added (Content-Type, Cache-Control, Link…): what the app's middleware set before it is set again on each request. */
function headersSetByRoute(res: Response, headersBefore: Set<string>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of res.getHeaderNames()) {
    if (headersBefore.has(name) || PER_RESPONSE_HEADERS.has(name)) continue;
    const value = res.getHeader(name);
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
  }
  return headers;
}
