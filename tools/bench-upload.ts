/**
 * `npm run bench:upload`: how long one realistic phone photo (12 MP JPEG, 4000×3000, noisy so it
 * compresses like a real one) takes to upload and process through the real app, over HTTP, on a
 * temporary embedded database and local storage. Prints figures; not a test.
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { MAX_UPLOAD_BYTES } from "@shared/constants";
import type { UploadTicket } from "@shared/api";
import { createApp } from "../server/app";
import { createPglite, usePglite } from "../server/db";
import { createLocalStorage } from "../server/storage/local-storage";
import { noisyJpeg } from "../server/test/images";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-bench-"));
  const database = await usePglite(await createPglite());
  const secret = "bench-secret-that-is-long-enough-to-sign";
  const app = createApp({ database, sessionSecret: secret, storage: createLocalStorage({ root: dir, secret }) });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  try {
    // Pure noise is harder to compress than any photo; quality 80 keeps it under the 10 MB limit.
    const photo = await noisyJpeg(4000, 3000, 80);
    if (photo.length > MAX_UPLOAD_BYTES) throw new Error(`The test photo is ${photo.length} bytes, over the limit`);
    console.log(`Photo: 4000×3000 JPEG, ${(photo.length / 1024 / 1024).toFixed(2)} MB; ${RUNS} runs (+1 warm-up)`);

    const times: number[] = [];
    for (let run = 0; run <= RUNS; run++) {
      const started = performance.now();
      const ticketRes = await fetch(`${base}/api/objects/upload`, { method: "POST" });
      const ticket = (await ticketRes.json()) as UploadTicket;
      const put = await fetch(`${base}${ticket.uploadURL}`, {
        method: "PUT",
        headers: { "Content-Type": "image/jpeg" },
        body: new Uint8Array(photo),
      });
      if (put.status !== 200) throw new Error(`Upload answered ${put.status}: ${await put.text()}`);
      const elapsed = performance.now() - started;
      if (run > 0) times.push(elapsed);
      console.log(`  ${run === 0 ? "warm-up" : `run ${run}`}: ${elapsed.toFixed(0)} ms`);
    }

    times.sort((a, b) => a - b);
    const median =
      times.length % 2 ? times[(times.length - 1) / 2]! : (times[times.length / 2 - 1]! + times[times.length / 2]!) / 2;
    const stored = fs.readdirSync(path.join(dir, "uploads")).length;
    console.log(
      `Upload + processing: median ${median.toFixed(0)} ms, min ${times[0]!.toFixed(0)} ms, max ${times[times.length - 1]!.toFixed(0)} ms`,
    );
    console.log(
      `Throughput at the median: ${(photo.length / 1024 / 1024 / (median / 1000)).toFixed(1)} MB/s; ${stored} images stored`,
    );
  } finally {
    server.close();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
