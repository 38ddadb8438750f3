import http from "node:http";
import type { AddressInfo } from "node:net";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { openPostgres, type DatabaseHandle } from "../db";
import { liveHub } from "../services/live-hub";
import { createLocalStorage } from "../storage/local-storage";
import { logInAs, TEST_PASSWORD } from "../test/auth-helpers";
import { openEventStream, sessionCookie, type EventStream, type ReceivedEvent } from "../test/event-stream";
import { newPost, newReply } from "../test/factories";
import { ROOMY, TEST_SECRET, useTestApp } from "../test/test-app";
import { testDatabaseKind } from "../test/test-database";

type Member = Awaited<ReturnType<typeof logInAs>>;

function listen(app: http.RequestListener): Promise<{ server: http.Server; baseUrl: string }> {
  return new Promise((resolve) => {
    const server = http.createServer(app);
    server.listen(0, "127.0.0.1", () => {
      resolve({ server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    });
  });
}

const isReplyTo = (replyId: string) => (event: ReceivedEvent) =>
  event.event === "reply" && JSON.parse(event.data).replyId === replyId;

describe("live updates", () => {
  const ctx = useTestApp({ limits: { repliesPerMember: ROOMY, newMemberReplies: ROOMY } });
  let server: http.Server;
  let baseUrl: string;
  let author: Member;
  let friend: Member;
  let authorCookie: string;
  const streams: EventStream[] = [];

  beforeAll(async () => {
    ({ server, baseUrl } = await listen(ctx.app));
    author = await logInAs(ctx, "member");
    friend = await logInAs(ctx, "member");
    authorCookie = await sessionCookie(baseUrl, author.user.username, TEST_PASSWORD);
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await new Promise((resolve) => server.close(resolve));
  });

  async function open(path: string, options: Parameters<typeof openEventStream>[1] = {}): Promise<EventStream> {
    const stream = await openEventStream(`${baseUrl}${path}`, options);
    streams.push(stream);
    return stream;
  }

  const reply = (postId: string, content = "Here for you.") => newReply(friend.agent, postId, { content });

  it("streams a thread's new replies to anyone reading it, starting from now", async () => {
    const postId = await newPost(author.agent);
    const earlier = await reply(postId, "Before the page opened.");
    const visitor = await open(`/api/live?thread=post:${postId}`);
    expect(visitor.status).toBe(200);
    expect(visitor.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    expect(visitor.headers["cache-control"]).toBe("private, no-store, no-transform");
    const ready = await visitor.waitFor((event) => event.event === "ready");
    expect(Number(ready.id)).toBeGreaterThan(0);

    const replyId = await reply(postId);
    const event = await visitor.waitFor(isReplyTo(replyId));
    expect(JSON.parse(event.data)).toEqual({ type: "reply", thread: `post:${postId}`, replyId });
    expect(visitor.events.some(isReplyTo(earlier))).toBe(false);
  });

  it("tells a member their unread count, and nobody else", async () => {
    const postId = await newPost(author.agent, { title: "Quiet house" });
    const mine = await open("/api/live", { cookie: authorCookie });
    const friendCookie = await sessionCookie(baseUrl, friend.user.username, TEST_PASSWORD);
    const theirs = await open(`/api/live?thread=post:${postId}`, { cookie: friendCookie });
    const visitor = await open(`/api/live?thread=post:${postId}`);
    await Promise.all([mine, theirs, visitor].map((stream) => stream.waitFor((event) => event.event === "ready")));

    const replyId = await reply(postId);
    const unread = (await author.agent.get("/api/notifications/unread-count")).body.unread;
    const told = await mine.waitFor((event) => event.event === "notifications");
    expect(JSON.parse(told.data)).toEqual({ type: "notifications", unread });
    await theirs.waitFor(isReplyTo(replyId));
    await visitor.waitFor(isReplyTo(replyId));
    expect(theirs.events.filter((event) => event.event === "notifications")).toEqual([]);
    expect(visitor.events.filter((event) => event.event === "notifications")).toEqual([]);
    // The member's own stream follows no thread, so it hears of no reply.
    expect(mine.events.filter((event) => event.event === "reply")).toEqual([]);
  });

  it("tells a thread's replies made at once in the order of their ids, so a reader can resume from any", async () => {
    const postId = await newPost(author.agent, { title: "Busy evening" });
    const reader = await open(`/api/live?thread=post:${postId}`);
    await reader.waitFor((event) => event.event === "ready");
    const sent = await Promise.all(Array.from({ length: 8 }, (_, n) => reply(postId, `At once ${n}`)));
    await Promise.all(sent.map((replyId) => reader.waitFor(isReplyTo(replyId))));
    // Told in commit order: an id lower than one already told would be missed by a reader resuming after it.
    const ids = reader.events.filter((event) => event.event === "reply").map((event) => Number(event.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(sent.length);
  });

  it("resumes from Last-Event-ID without losing or repeating an event", async () => {
    const postId = await newPost(author.agent, { title: "Long night" });
    const first = await open(`/api/live?thread=post:${postId}`);
    const seen = await reply(postId, "One");
    await first.waitFor(isReplyTo(seen));
    const resumeFrom = first.lastEventId()!;
    first.close();

    const missed = [await reply(postId, "Two"), await reply(postId, "Three")];
    const second = await open(`/api/live?thread=post:${postId}`, { lastEventId: resumeFrom });
    await second.waitFor(isReplyTo(missed[1]!));
    const replies = second.events
      .filter((event) => event.event === "reply")
      .map((event) => JSON.parse(event.data).replyId);
    expect(replies).toEqual(missed);

    // A page that reopens its stream for another thread passes where it was in the query.
    const third = await open(`/api/live?thread=post:${postId}&lastEventId=${second.lastEventId()}`);
    const later = await reply(postId, "Four");
    await third.waitFor(isReplyTo(later));
    expect(third.events.filter((event) => event.event === "reply")).toHaveLength(1);
  });

  it("stops counting a stream once it closes, and ends streams when the hub closes", async () => {
    const before = ctx.liveHub.size;
    const stream = await open("/api/live", { cookie: authorCookie });
    await stream.waitFor((event) => event.event === "ready");
    expect(ctx.liveHub.size).toBe(before + 1);
    stream.close();
    await expect.poll(() => ctx.liveHub.size).toBe(before);
  });

  it("refuses what it cannot follow with a clear 400", async () => {
    for (const [path, message] of [
      ["/api/live", "thread: Choose a thread to follow, or log in"],
      ["/api/live?thread=post:nope", "thread: thread must look like post:<id>, story:<id> or photo:<id>"],
      ["/api/live?thread=reply:00000000-0000-4000-8000-000000000000", undefined],
      ["/api/live?thread=post:00000000-0000-4000-8000-000000000000&lastEventId=-1", undefined],
    ] as const) {
      const res = await request(ctx.app).get(path);
      expect(res.status, path).toBe(400);
      if (message) expect(res.body.message).toBe(message);
    }
    const badHeader = await request(ctx.app)
      .get("/api/live?thread=post:00000000-0000-4000-8000-000000000000")
      .set("Last-Event-ID", "yesterday");
    expect(badHeader.status).toBe(400);
    expect(badHeader.body.message).toBe("Last-Event-ID must be a whole number");
  });

  describe.runIf(testDatabaseKind === "postgres")("across server processes", () => {
    let otherDatabase: DatabaseHandle;
    let other: { server: http.Server; baseUrl: string };
    const otherHub = { current: undefined as ReturnType<typeof liveHub> | undefined };

    beforeAll(async () => {
      otherDatabase = await openPostgres(ctx.database.url!, { migrate: false, max: 2 });
      otherHub.current = liveHub(otherDatabase);
      const app = createApp({
        database: otherDatabase,
        sessionSecret: TEST_SECRET,
        storage: createLocalStorage({ root: ctx.storageDir, secret: TEST_SECRET }),
        liveHub: otherHub.current,
      });
      other = await listen(app);
    });
    afterAll(async () => {
      await otherHub.current?.close();
      await new Promise((resolve) => other.server.close(resolve));
      await otherDatabase.close();
    });

    it("delivers a reply committed on one process to a stream on another", async () => {
      const postId = await newPost(author.agent, { title: "Across the hall" });
      const stream = await openEventStream(`${other.baseUrl}/api/live?thread=post:${postId}`);
      streams.push(stream);
      await stream.waitFor((event) => event.event === "ready");
      const replyId = await reply(postId);
      await stream.waitFor(isReplyTo(replyId));
    });
  });
});
