/**
 * `npm run bench:bomb`: the outside probe's decompression bomb against the real server. Starts the
 * server as its own process (production settings, embedded database, local storage, API only),
 * uploads one ordinary photo to warm it up, then sends the probe's PNG (10950×10950, 16-bit RGBA,
 * Adam7, zero-filled, ~1 MB) through the real upload flow BOMB_COUNT times (4) in parallel while
 * timing a plain read, and prints the server process's peak resident memory against the bound.
 * Exits 1 over the bound. Not a test: it prints figures.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { UploadTicket } from "@shared/api";
import { APP_ROOT } from "../server/lib/app-root";
import { freePort } from "../server/test/free-port";
import { noisyJpeg } from "../server/test/images";
import { pngBomb, probeBomb } from "../server/test/png-bomb";
import { startChild, stopChild, waitUntilReady, type Child } from "./lib/processes";

const BOMB_COUNT = Number(process.env.BOMB_COUNT ?? 4);
/** The server's peak resident memory must stay under this while the bombs arrive (it starts near 400 MB). */
const BOMB_PEAK_BOUND_MB = Number(process.env.BOMB_RSS_BOUND_MB ?? 600);
/**
 * ...and under this once the heaviest images the bounds accept have been processed: the start,
 * plus one decode of at most MAX_DECODED_BYTES (300 MB) at a time, plus encoder buffers.
 */
const HEAVIEST_PEAK_BOUND_MB = Number(process.env.HEAVIEST_RSS_BOUND_MB ?? 900);
/** The real server process without the web client, the same one the shutdown test starts. */
const API_ONLY_SERVER = path.join(APP_ROOT, "server/test/api-only-server.ts");

/** One figure of /proc/<pid>/status (VmRSS: now, VmHWM: the peak so far), in MB. */
function memoryMb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1]);
  return kb / 1024;
}

/** Starts the API-only server process and resolves once it answers /readyz. */
async function startServerProcess(dataDir: string, port: number): Promise<Child> {
  const child = startChild("server", ["--import", "tsx", API_ONLY_SERVER], {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    // The bench talks plain http to 127.0.0.1 and reads no cookie; the setting only keeps it honest.
    ALLOW_INSECURE_HTTP: "true",
  });
  await waitUntilReady(child, `http://127.0.0.1:${port}/readyz`, 120_000);
  return child;
}

/** POSTs for an upload URL and PUTs `bytes` to it, as the browser does; returns the PUT's status and time. */
async function upload(base: string, bytes: Buffer, contentType: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const ticketRes = await fetch(`${base}/api/objects/upload`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: "{}",
  });
  if (ticketRes.status !== 200) throw new Error(`Upload URL answered ${ticketRes.status}: ${await ticketRes.text()}`);
  const ticket = (await ticketRes.json()) as UploadTicket;
  const put = await fetch(`${base}${ticket.uploadURL}`, {
    method: "PUT",
    headers: { "Content-Type": contentType },
    body: new Uint8Array(bytes),
  });
  await put.arrayBuffer();
  return { status: put.status, ms: performance.now() - started };
}

async function bench(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-bomb-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const [bomb, photo] = await Promise.all([probeBomb(), noisyJpeg(4000, 3000, 80)]);
  // The embedded database's first start (initdb and migrations) peaks far above its steady state:
  // start once to create it, then measure a server started as it would be on any later day.
  const first = await startServerProcess(path.join(dir, "data"), port);
  await stopChild(first);
  const server = await startServerProcess(path.join(dir, "data"), port);
  const pid = server.process.pid!;
  try {
    console.log(`Server pid ${pid}: ${memoryMb(pid, "VmRSS").toFixed(0)} MB resident when ready`);
    const warmUp = await upload(base, photo, "image/jpeg");
    if (warmUp.status !== 200) throw new Error(`The warm-up photo answered ${warmUp.status}`);
    const before = memoryMb(pid, "VmRSS");
    console.log(
      `Server pid ${pid}: ${before.toFixed(0)} MB resident after one 12 MP photo (${warmUp.ms.toFixed(0)} ms)`,
    );
    console.log(
      `Bomb: ${(bomb.length / 1024).toFixed(0)} KB PNG, 10950×10950 16-bit RGBA Adam7; ${BOMB_COUNT} in parallel`,
    );

    let sampledPeak = before;
    const sampler = setInterval(() => (sampledPeak = Math.max(sampledPeak, memoryMb(pid, "VmRSS"))), 10);
    const started = performance.now();
    const bombs = Promise.all(Array.from({ length: BOMB_COUNT }, () => upload(base, bomb, "image/png")));
    const readStarted = performance.now();
    const read = await fetch(`${base}/api/categories`);
    const readMs = performance.now() - readStarted;
    const results = await bombs;
    const allMs = performance.now() - started;
    clearInterval(sampler);

    const peak = memoryMb(pid, "VmHWM");
    const statuses = results.map((result) => result.status).join(", ");
    console.log(
      `Answers: ${statuses}; slowest ${Math.max(...results.map((r) => r.ms)).toFixed(0)} ms, all in ${allMs.toFixed(0)} ms`,
    );
    console.log(`A read during the bombs (GET /api/categories): ${read.status} in ${readMs.toFixed(0)} ms`);
    console.log(
      `Server peak resident memory: ${peak.toFixed(0)} MB (VmHWM; sampled peak during the bombs ${sampledPeak.toFixed(0)} MB, +${(sampledPeak - before).toFixed(0)} MB)`,
    );
    const isBombBoundMet = peak < BOMB_PEAK_BOUND_MB;
    console.log(`Bound during the bombs: < ${BOMB_PEAK_BOUND_MB} MB → ${isBombBoundMet ? "met" : "MISSED"}`);

    // The costliest images the bounds still accept, four at once: the queue decodes one at a time.
    const heaviest = await pngBomb({ width: 4400, height: 4400 });
    const accepted = await Promise.all(Array.from({ length: BOMB_COUNT }, () => upload(base, heaviest, "image/png")));
    const afterAccepted = memoryMb(pid, "VmHWM");
    console.log(
      `Heaviest accepted (4400×4400 16-bit RGBA Adam7, ~300 MB to decode) ×${BOMB_COUNT}: ${accepted.map((r) => r.status).join(", ")}; ` +
        `slowest ${Math.max(...accepted.map((r) => r.ms)).toFixed(0)} ms; server peak now ${afterAccepted.toFixed(0)} MB`,
    );
    const isHeaviestBoundMet = afterAccepted < HEAVIEST_PEAK_BOUND_MB;
    console.log(
      `Bound with the heaviest accepted: < ${HEAVIEST_PEAK_BOUND_MB} MB → ${isHeaviestBoundMet ? "met" : "MISSED"}`,
    );
    const isBombRefused = results.every((result) => result.status === 413);
    if (!isBombBoundMet || !isHeaviestBoundMet || !isBombRefused) process.exitCode = 1;
  } finally {
    await stopChild(server);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

bench().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
