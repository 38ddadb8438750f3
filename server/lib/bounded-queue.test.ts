import { describe, expect, it } from "vitest";
import { createBoundedQueue } from "./bounded-queue";
import { HttpError } from "./http-error";

/** A task that finishes when `finish` is called, recording when it started. */
function heldTask(started: string[], name: string) {
  let finish = () => {};
  const done = new Promise<string>((resolve) => (finish = () => resolve(name)));
  return {
    task: () => {
      started.push(name);
      return done;
    },
    finish: () => finish(),
  };
}

const options = { concurrency: 1, maxWaiting: 2, retryAfterSeconds: 7, busyMessage: "Busy, try again" };

describe("createBoundedQueue", () => {
  it("runs tasks one at a time in arrival order and returns each one's result", async () => {
    const queue = createBoundedQueue(options);
    const started: string[] = [];
    const [a, b, c] = ["a", "b", "c"].map((name) => heldTask(started, name));
    const results = [queue.run(a!.task), queue.run(b!.task), queue.run(c!.task)];
    await Promise.resolve();
    expect(started).toEqual(["a"]);
    expect(queue.size()).toEqual({ running: 1, waiting: 2 });
    a!.finish();
    await results[0];
    await Promise.resolve();
    expect(started).toEqual(["a", "b"]);
    b!.finish();
    c!.finish();
    expect(await Promise.all(results)).toEqual(["a", "b", "c"]);
    expect(queue.size()).toEqual({ running: 0, waiting: 0 });
  });

  it("refuses a task at once with 503 and Retry-After when every slot and place is taken", async () => {
    const queue = createBoundedQueue(options);
    const started: string[] = [];
    const held = ["a", "b", "c"].map((name) => heldTask(started, name));
    const results = held.map((entry) => queue.run(entry.task));
    const refused = await queue.run(async () => "d").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 503, message: "Busy, try again", headers: { "Retry-After": "7" } });
    for (const entry of held) entry.finish();
    await Promise.all(results);
    // Room again once the queue drains.
    expect(await queue.run(async () => "e")).toBe("e");
  });

  it("frees the slot when a task fails", async () => {
    const queue = createBoundedQueue({ ...options, maxWaiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error("decode failed")))).rejects.toThrow("decode failed");
    expect(await queue.run(async () => "next")).toBe("next");
  });
});
