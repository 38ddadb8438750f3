/**
 * How a well-behaved client sends one request in the fault run, and what counts as lost.
 *
 * - 503 with Retry-After: the server asked to come back later; the client waits that long and
 *   sends the same request again (at most MAX_BUSY_RETRIES times). Never lost; a request still
 *   refused after that is reported as "still busy", apart from the lost ones.
 * - A 502 from nginx or a broken connection while the script SIGKILLed the upstream that was
 *   serving it (a planned kill, as in a deploy): a read is sent once more; a write is first read
 *   back (wasStored), counted as stored when it was, and sent once more when it was not.
 * - Anything else is lost: a 500, a 503 without Retry-After, a 502 or broken connection with no
 *   planned kill behind it, a second failure after the one retry, or a write answered 201 that
 *   cannot be read back.
 */
import type { Supervisor } from "./supervisor";

/** As long as nginx waits for an answer (proxy_read_timeout): an upload may queue behind a flood. */
const REQUEST_TIMEOUT_MS = 60_000;
/** 503s with Retry-After waited out per request before the client gives up (and reports it). */
export const MAX_BUSY_RETRIES = 4;

/** One answer (or failure) to one attempt. */
export interface Attempt {
  status?: number;
  /** Seconds, from a 503's Retry-After. */
  retryAfter?: number;
  /** nginx's X-Upstream: the process address(es) it tried. */
  upstream?: string;
  /** A connection failure or timeout: no complete answer. */
  error?: string;
  body: string;
  startedAt: number;
  endedAt: number;
}

export type Outcome =
  | "served"
  | "served after waiting out 503s"
  | "sent again after a planned kill, served"
  | "stored despite a planned kill"
  | "still busy after polite retries"
  | "lost";

export interface PoliteRecord {
  client: "visitor" | "member";
  operation: string;
  /** Requests sent for it (retries included). */
  attempts: number;
  /** Each answer that was not the one wanted, by kind: "503 with Retry-After", "502 during a planned kill", "500", ... */
  errors: string[];
  outcome: Outcome;
  /** Why it was lost. */
  detail?: string;
  startedAt: number;
}

export interface PoliteRequest {
  client: PoliteRecord["client"];
  /** What the output calls it: "POST /api/posts". */
  name: string;
  method: "GET" | "POST" | "PUT";
  path: string;
  cookie?: string;
  /** JSON body (the same one on every attempt). */
  json?: unknown;
  /** Raw body with its type (a photo's bytes). */
  raw?: { bytes: Uint8Array<ArrayBuffer>; type: string };
  /** Statuses that mean it was served. */
  ok: number[];
  /** After a success: reads it back and says why it could not, or undefined when it could. */
  readBack?: (answer: Attempt) => Promise<string | undefined>;
  /** After a write interrupted by a planned kill: whether it was stored anyway. */
  wasStored?: () => Promise<boolean>;
}

/** Sends `request` once to `baseUrl`; never throws. */
export async function sendOnce(baseUrl: string, request: PoliteRequest): Promise<Attempt> {
  const headers: Record<string, string> = { "Sec-Fetch-Site": "same-origin" };
  if (request.cookie) headers.Cookie = request.cookie;
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  if (request.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(request.json);
  } else if (request.raw) {
    headers["Content-Type"] = request.raw.type;
    body = request.raw.bytes;
  }
  const startedAt = Date.now();
  try {
    const res = await fetch(baseUrl + request.path, {
      method: request.method,
      headers,
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    const retryAfter = Number(res.headers.get("retry-after") ?? Number.NaN);
    return {
      status: res.status,
      retryAfter: Number.isFinite(retryAfter) ? retryAfter : undefined,
      upstream: res.headers.get("x-upstream") ?? undefined,
      body: text,
      startedAt,
      endedAt: Date.now(),
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const message = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
    return { error: message, body: "", startedAt, endedAt: Date.now() };
  }
}

/** The ports in nginx's X-Upstream ("127.0.0.1:4001, 127.0.0.1:4002"). */
function upstreamPorts(upstream: string | undefined): number[] {
  return (upstream ?? "")
    .split(/[,:\s]+/)
    .map(Number)
    .filter((port) => Number.isInteger(port) && port > 1000);
}

/**
 * Whether `attempt` failed because the script SIGKILLed the process serving it meanwhile. A kill
 * answers at once (nginx's 502, a reset): a request that merely timed out is not explained by one.
 */
function isPlannedKillFailure(attempt: Attempt, supervisor: Supervisor): boolean {
  const isTimeout = attempt.error !== undefined && /timeout/i.test(attempt.error);
  const failed = (attempt.error !== undefined && !isTimeout) || attempt.status === 502;
  if (!failed) return false;
  const ports = upstreamPorts(attempt.upstream);
  // A little slack before the request: nginx may have picked a keep-alive connection the kill had just cut.
  const during = (port?: number) => supervisor.wasKilledDuring(attempt.startedAt - 250, attempt.endedAt, port);
  return ports.length === 0 ? during() : ports.some(during);
}

function kindOf(attempt: Attempt): string {
  if (attempt.error) return attempt.error;
  if (attempt.status === 503)
    return attempt.retryAfter === undefined ? "503 without Retry-After" : "503 with Retry-After";
  return String(attempt.status);
}

/** One line on a failed attempt: its kind, how long it took, who answered, and a JSON answer's message. */
function describeFailure(attempt: Attempt): string {
  const from = attempt.upstream ? ` from ${attempt.upstream}` : "";
  const message = attempt.body.startsWith("{") ? `: ${attempt.body.slice(0, 120)}` : "";
  return `${kindOf(attempt)} after ${attempt.endedAt - attempt.startedAt} ms${from}${message}`;
}

/** Sends `request` through `baseUrl` as a well-behaved client would (see the module comment). */
export async function politely(baseUrl: string, request: PoliteRequest, supervisor: Supervisor): Promise<PoliteRecord> {
  const record: PoliteRecord = {
    client: request.client,
    operation: request.name,
    attempts: 0,
    errors: [],
    outcome: "lost",
    startedAt: Date.now(),
  };
  let busyRetries = 0;
  let isSentAgainAfterKill = false;
  for (;;) {
    record.attempts++;
    const attempt = await sendOnce(baseUrl, request);
    if (attempt.status !== undefined && request.ok.includes(attempt.status)) {
      const unreadable = request.readBack ? await request.readBack(attempt) : undefined;
      if (unreadable) {
        record.errors.push(`${attempt.status} but not readable back`);
        record.detail = unreadable;
        return record;
      }
      if (isSentAgainAfterKill) record.outcome = "sent again after a planned kill, served";
      else record.outcome = busyRetries > 0 ? "served after waiting out 503s" : "served";
      return record;
    }
    if (attempt.status === 503 && attempt.retryAfter !== undefined) {
      record.errors.push(kindOf(attempt));
      if (busyRetries >= MAX_BUSY_RETRIES) {
        record.outcome = "still busy after polite retries";
        return record;
      }
      busyRetries++;
      await new Promise((resolve) => setTimeout(resolve, attempt.retryAfter! * 1000));
      continue;
    }
    if (!isSentAgainAfterKill && isPlannedKillFailure(attempt, supervisor)) {
      record.errors.push(`${kindOf(attempt)} during a planned kill`);
      isSentAgainAfterKill = true;
      if (request.wasStored && (await request.wasStored())) {
        record.outcome = "stored despite a planned kill";
        return record;
      }
      continue;
    }
    record.errors.push(kindOf(attempt));
    record.detail = describeFailure(attempt);
    return record;
  }
}
