/**
 * A Server-Sent Events client for tests and benchmarks: opens GET /api/live over plain HTTP (as a
 * browser's EventSource would, with its cookie and Last-Event-ID) and parses what arrives.
 */
import http, { type IncomingMessage } from "node:http";
import type { Test } from "supertest";

export interface ReceivedEvent {
  id?: string;
  event: string;
  data: string;
}

export interface EventStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every event so far, in order (comments and `retry:` are not events); empty with `keepEvents: false`. */
  events: ReceivedEvent[];
  /** How many events of each type arrived. */
  counts: Map<string, number>;
  /** The newest `id:` the stream sent, as a browser would resume from. */
  lastEventId: () => string | undefined;
  /** Resolves with the first event, old or new, that `matches`; rejects after `timeoutMs`. */
  waitFor: (matches: (event: ReceivedEvent) => boolean, timeoutMs?: number) => Promise<ReceivedEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close: () => void;
}

export interface OpenOptions {
  cookie?: string;
  lastEventId?: string;
  agent?: http.Agent;
  /** False keeps only counts (a benchmark's thousands of streams); waitFor then sees new events only. */
  keepEvents?: boolean;
}

/** Parses complete `\n\n`-terminated blocks off `buffer`; answers the events and what is left. */
function parseBlocks(buffer: string): { events: ReceivedEvent[]; rest: string } {
  const blocks = buffer.split("\n\n");
  const rest = blocks.pop() ?? "";
  const events: ReceivedEvent[] = [];
  for (const block of blocks) {
    const fields = new Map<string, string>();
    for (const line of block.split("\n")) {
      if (line === "" || line.startsWith(":")) continue;
      const colon = line.indexOf(":");
      fields.set(line.slice(0, colon), line.slice(colon + 1).replace(/^ /, ""));
    }
    if (fields.has("event") || fields.has("data")) {
      events.push({ id: fields.get("id"), event: fields.get("event") ?? "message", data: fields.get("data") ?? "" });
    }
  }
  return { events, rest };
}

export function openEventStream(url: string, options: OpenOptions = {}): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { Accept: "text/event-stream" };
    if (options.cookie) headers.Cookie = options.cookie;
    if (options.lastEventId) headers["Last-Event-ID"] = options.lastEventId;
    const req = http.get(url, { headers, agent: options.agent }, (res) => {
      const events: ReceivedEvent[] = [];
      const counts = new Map<string, number>();
      const waiters: { matches: (event: ReceivedEvent) => boolean; resolve: (event: ReceivedEvent) => void }[] = [];
      let buffer = "";
      let newestId: string | undefined;
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        const parsed = parseBlocks(buffer + chunk);
        buffer = parsed.rest;
        for (const event of parsed.events) {
          if (options.keepEvents !== false) events.push(event);
          counts.set(event.event, (counts.get(event.event) ?? 0) + 1);
          if (event.id !== undefined) newestId = event.id;
          for (const waiter of [...waiters]) {
            if (!waiter.matches(event)) continue;
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(event);
          }
        }
      });
      const ended = new Promise<void>((done) => res.on("close", done));
      res.on("error", () => undefined);
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        events,
        counts,
        lastEventId: () => newestId,
        ended,
        waitFor: (matches, timeoutMs = 5000) => {
          const found = events.find(matches);
          if (found) return Promise.resolve(found);
          return new Promise((resolveEvent, rejectEvent) => {
            const timer = setTimeout(
              () => rejectEvent(new Error(`No matching event within ${timeoutMs} ms`)),
              timeoutMs,
            );
            waiters.push({
              matches,
              resolve: (event) => {
                clearTimeout(timer);
                resolveEvent(event);
              },
            });
          });
        },
        close: () => req.destroy(),
      });
    });
    req.on("error", reject);
  });
}

/** The session cookie a login at `baseUrl` sets, to open a member's stream with. */
export async function sessionCookie(baseUrl: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`login ${username} failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/**
 * A supertest request to GET /api/live that resolves once the stream's first bytes arrive, then
 * hangs up (a stream never ends by itself). Answers that are not streams (refusals) parse as JSON.
 */
export function untilFirstEvent(test: Test): Test {
  return test.buffer(true).parse((res, done) => {
    let text = "";
    let isDone = false;
    const finish = (body: unknown) => {
      if (isDone) return;
      isDone = true;
      done(null, body);
    };
    const isStream = String(res.headers["content-type"]).startsWith("text/event-stream");
    res.setEncoding("utf8");
    res.on("data", (chunk: string) => {
      text += chunk;
      if (isStream && text.includes("\n\n")) {
        finish(text);
        (res as unknown as IncomingMessage).destroy();
      }
    });
    res.on("end", () => finish(isStream ? text : JSON.parse(text || "{}")));
  });
}
