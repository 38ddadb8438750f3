/**
 * The fault run's abusive clients: downloads and streams read a little and then hung up on (a TCP
 * reset or a plain close), event streams held open by the hundred and reopened whenever they end,
 * and a flood of photo uploads that ignores Retry-After. What they see is tallied for the output;
 * none of it can fail the run (only the well-behaved clients and the processes can).
 */
import http from "node:http";

/** A GET to abort: what the output calls it and where it is. */
export interface AbortTarget {
  name: string;
  path: string;
  cookie?: string;
  /** Bytes of body to read before hanging up (an event stream's first line is enough). */
  readBytes: number;
}

/** Counts by target, then by what happened ("reset after 2 KB (200)", "complete (404)", "ECONNRESET"). */
export class Tally {
  readonly counts = new Map<string, Map<string, number>>();

  add(group: string, what: string): void {
    const inner = this.counts.get(group) ?? new Map<string, number>();
    inner.set(what, (inner.get(what) ?? 0) + 1);
    this.counts.set(group, inner);
  }

  total(group: string): number {
    return [...(this.counts.get(group)?.values() ?? [])].reduce((sum, n) => sum + n, 0);
  }
}

const ATTACK_TIMEOUT_MS = 15_000;

/**
 * GETs `url`, reads `readBytes` of the body, then hangs up: with a TCP reset when `reset`, else a
 * plain close. Resolves with what happened; never throws.
 */
export function abortMidBody(
  url: string,
  options: { cookie?: string; readBytes: number; reset: boolean; holdMs?: number },
): Promise<string> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (what: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(what);
    };
    const request = http.get(url, { agent: false, headers: options.cookie ? { Cookie: options.cookie } : {} });
    const timer = setTimeout(() => {
      request.destroy();
      done("no answer in 15 s");
    }, ATTACK_TIMEOUT_MS);
    request.on("error", (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
    request.on("response", (res) => {
      let received = 0;
      const hangUp = () => {
        if (options.reset) res.socket.resetAndDestroy();
        else request.destroy();
        done(`${options.reset ? "reset" : "closed"} mid-body (${res.statusCode})`);
      };
      res.on("data", (chunk: Buffer) => {
        received += chunk.length;
        if (received < options.readBytes || settled) return;
        res.pause();
        if (options.holdMs) setTimeout(hangUp, options.holdMs);
        else hangUp();
      });
      res.on("end", () => done(`complete before ${options.readBytes} bytes (${res.statusCode})`));
      res.on("error", (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
    });
  });
}

/**
 * Until `shouldStop()`, `workers` loops each abort the next target, cycling through `bases`
 * (nginx and each process directly) and alternating reset and close.
 */
export async function abortLoop(
  targets: AbortTarget[],
  bases: { name: string; url: string }[],
  options: { workers: number; pauseMs: number; shouldStop: () => boolean; tally: Tally },
): Promise<void> {
  let n = 0;
  const worker = async () => {
    while (!options.shouldStop()) {
      const i = n++;
      const target = targets[i % targets.length]!;
      const base = bases[Math.floor(i / targets.length) % bases.length]!;
      const reset = Math.floor(i / (targets.length * bases.length)) % 2 === 0;
      const what = await abortMidBody(base.url + target.path, { ...target, reset });
      options.tally.add(`${target.name} via ${base.name}`, what);
      await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
    }
  };
  await Promise.all(Array.from({ length: options.workers }, worker));
}

/**
 * Holds `count` event streams open on `url` until `shouldStop()`, each opened again 2-3 s after it
 * ends (as EventSource does after the stream's `retry: 2000`); tallies how each one ended.
 */
export async function holdStreams(
  url: string,
  options: { count: number; cookie?: string; shouldStop: () => boolean; tally: Tally; group: string },
): Promise<void> {
  const open = () =>
    new Promise<void>((resolve) => {
      const request = http.get(url, {
        agent: false,
        headers: { Accept: "text/event-stream", ...(options.cookie ? { Cookie: options.cookie } : {}) },
      });
      const stopCheck = setInterval(() => {
        if (options.shouldStop()) request.destroy();
      }, 250);
      const finish = (what: string) => {
        clearInterval(stopCheck);
        if (!options.shouldStop()) options.tally.add(options.group, what);
        resolve();
      };
      request.on("error", (error: NodeJS.ErrnoException) => finish(error.code ?? error.message));
      request.on("response", (res) => {
        options.tally.add(options.group, `opened (${res.statusCode})`);
        res.resume();
        res.on("end", () => finish("ended by the server"));
        res.on("error", (error: NodeJS.ErrnoException) => finish(error.code ?? error.message));
      });
    });
  const keepOne = async () => {
    while (!options.shouldStop()) {
      await open();
      await new Promise((resolve) => setTimeout(resolve, 2000 + Math.random() * 1000));
    }
  };
  await Promise.all(Array.from({ length: options.count }, keepOne));
}

/**
 * For `durationMs`, `workers` greedy uploaders each ask for an upload URL and PUT `photo` to it,
 * again and again, never waiting for Retry-After: the image queue fills and refuses the rest.
 */
export async function uploadFlood(
  baseUrl: string,
  options: { cookie: string; photo: Uint8Array<ArrayBuffer>; workers: number; durationMs: number; tally: Tally },
): Promise<void> {
  const endAt = Date.now() + options.durationMs;
  const headers = { Cookie: options.cookie, "Sec-Fetch-Site": "same-origin" };
  const worker = async () => {
    while (Date.now() < endAt) {
      try {
        const ticketRes = await fetch(`${baseUrl}/api/objects/upload`, { method: "POST", headers });
        if (ticketRes.status !== 200) {
          options.tally.add("upload flood", `upload URL refused (${ticketRes.status})`);
          await ticketRes.text();
          // Greedy, not a busy loop: with no process up, nginx refuses at once.
          await new Promise((resolve) => setTimeout(resolve, 250));
          continue;
        }
        const ticket = (await ticketRes.json()) as { uploadURL: string };
        const put = await fetch(baseUrl + ticket.uploadURL, {
          method: "PUT",
          headers: { "Content-Type": "image/jpeg" },
          body: options.photo,
          signal: AbortSignal.timeout(60_000),
        });
        await put.text();
        const busy = put.status === 503 && put.headers.has("retry-after");
        options.tally.add("upload flood", busy ? "503 with Retry-After" : `${put.status}`);
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause;
        options.tally.add("upload flood", cause?.code ?? (error instanceof Error ? error.message : String(error)));
      }
    }
  };
  await Promise.all(Array.from({ length: options.workers }, worker));
}
