import request from "supertest";
import { describe, expect, it } from "vitest";
import { IMAGE_TOO_LARGE_MESSAGE, PROCESSING_BUSY_MESSAGE, imageProcessingQueue } from "../services/image-processing";
import { noisyJpeg } from "../test/images";
import { pngBomb, probeBomb } from "../test/png-bomb";
import { useTestApp } from "../test/test-app";
import { putFile, requestUploadUrl } from "../test/uploads";

const MB = 1024 * 1024;

/** Runs `work` while sampling this process's resident memory; returns its result and the highest growth seen. */
async function withPeakMemory<T>(work: () => Promise<T>): Promise<{ result: T; growthBytes: number }> {
  const before = process.memoryUsage.rss();
  let peak = before;
  // Decoding runs on libuv's threads, so the sampler keeps firing while sharp works.
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { result, growthBytes: peak - before };
  } finally {
    clearInterval(sampler);
  }
}

describe("PUT /objects/upload/:id with a decompression bomb", () => {
  const ctx = useTestApp();

  it("answers 413 to the probe's 1 MB PNG promising 120 MP of 16-bit RGBA, quickly and without decoding it", async () => {
    const bomb = await probeBomb();
    expect(bomb.length).toBeLessThan(MB);
    const ticket = await requestUploadUrl(ctx.app);
    const started = performance.now();
    const { result: res, growthBytes } = await withPeakMemory(() =>
      putFile(ctx.app, ticket.uploadURL, bomb, "image/png"),
    );
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(IMAGE_TOO_LARGE_MESSAGE);
    expect(performance.now() - started).toBeLessThan(2000);
    // Decoding it took 2 GB before; reading its header takes nothing like that.
    expect(growthBytes).toBeLessThan(100 * MB);
  });

  it("answers 413 to an interlaced 16-bit PNG under the pixel cap whose decoding would still need 780 MB", async () => {
    const bomb = await pngBomb({ width: 7000, height: 7000 });
    const ticket = await requestUploadUrl(ctx.app);
    const { result: res, growthBytes } = await withPeakMemory(() =>
      putFile(ctx.app, ticket.uploadURL, bomb, "image/png"),
    );
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(IMAGE_TOO_LARGE_MESSAGE);
    expect(growthBytes).toBeLessThan(100 * MB);
  });

  it("still takes a 12-megapixel phone photo", async () => {
    const photo = await noisyJpeg(4000, 3000, 80);
    const ticket = await requestUploadUrl(ctx.app);
    const res = await putFile(ctx.app, ticket.uploadURL, photo);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ objectPath: ticket.objectPath });
    expect((await request(ctx.app).post("/api/pet-photos").send({ imageUrl: ticket.objectPath })).status).toBe(201);
    expect((await request(ctx.app).get(ticket.objectPath)).status).toBe(200);
  });
});

describe("PUT /objects/upload/:id when the processing queue is full", () => {
  const ctx = useTestApp();

  it("answers 503 with Retry-After, and the same URL works once the queue has room", async () => {
    const photo = await noisyJpeg(400, 300);
    const ticket = await requestUploadUrl(ctx.app);
    // Other uploads hold the one processing slot and every waiting place.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const holders = Array.from({ length: 5 }, () => imageProcessingQueue.run(() => held));
    expect(imageProcessingQueue.size()).toEqual({ running: 1, waiting: 4 });

    const busy = await putFile(ctx.app, ticket.uploadURL, photo);
    expect(busy.status).toBe(503);
    expect(busy.headers["retry-after"]).toBe("5");
    expect(busy.body.message).toBe(PROCESSING_BUSY_MESSAGE);

    release();
    await Promise.all(holders);
    const retried = await putFile(ctx.app, ticket.uploadURL, photo);
    expect(retried.status).toBe(200);
  });
});
