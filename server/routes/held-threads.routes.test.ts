/**
 * A held or hidden item's thread is its author's and the moderators' only
 * (docs/decisions.md#one-item-model; server/items/visibility.ts): for anyone else its replies, its
 * reply box, its reactions and its live channel do not exist, and its title reaches nobody else in
 * a notification, a digest or an export. A post removed by its author keeps its thread.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import request, { type Agent, type Response } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, notifications, petPhotos, posts, replies, stories, users } from "@shared/schema";
import { housekeeping } from "../services/housekeeping";
import { createLocalStorage } from "../storage/local-storage";
import { TEST_PASSWORD, logInAs } from "../test/auth-helpers";
import { openEventStream, sessionCookie, type EventStream, type ReceivedEvent } from "../test/event-stream";
import { finishedExport } from "../test/export-helpers";
import { newPhoto, newPost, newStory } from "../test/factories";
import { solidImage } from "../test/images";
import { TEST_SECRET, useTestApp, ROOMY } from "../test/test-app";

type Member = Awaited<ReturnType<typeof logInAs>>;
type Kind = "post" | "story" | "photo";

const DAY_MS = 24 * 60 * 60 * 1000;
const IMMINENT = "I have the pills. I'm going to end it all tonight.";
const TITLE = "Goodbye everyone";
const PATHS: Record<Kind, string> = { post: "/api/posts", story: "/api/stories", photo: "/api/pet-photos" };
const TABLES = { post: posts, story: stories, photo: petPhotos } as const;
const NOT_FOUND: Record<Kind, string> = {
  post: "This discussion isn't here any more",
  story: "This story isn't here any more",
  photo: "This photo isn't here any more",
};

/** Fails loudly unless `res` has `status`; answers its body. */
function ok<T = { id: string }>(res: Response, status: number): T {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${res.text}`);
  return res.body as T;
}

function expectNotFound(res: Response, kind: Kind): void {
  expect(res.status, res.text).toBe(404);
  expect(res.body.message).toBe(NOT_FOUND[kind]);
}

describe("a held or hidden item's thread", () => {
  const ctx = useTestApp({
    limits: {
      repliesPerMember: ROOMY,
      newMemberReplies: ROOMY,
    },
  });
  let author: Member;
  let other: Member;
  let moderator: Member;

  beforeAll(async () => {
    author = await logInAs(ctx, "member");
    other = await logInAs(ctx, "member");
    moderator = await logInAs(ctx, "moderator");
  });

  /** A published item of `kind` by the author, titled TITLE (a photo's pet name). */
  async function newItem(kind: Kind): Promise<string> {
    const fields = { title: TITLE, content: "Thank you all." };
    if (kind === "post") return newPost(author.agent, fields);
    if (kind === "story") return newStory(author.agent, fields);
    const photo = { petName: TITLE, petType: "dog", description: "Thank you all." };
    return (await newPhoto(ctx.app, author.agent, photo, await solidImage("png", 40, 30))).id;
  }

  async function setState(kind: Kind, id: string, state: { heldAt?: Date | null; hiddenAt?: Date | null }) {
    await ctx.database.db.update(TABLES[kind]).set(state).where(eq(TABLES[kind].id, id));
  }

  const replyTo = (agent: Agent, kind: Kind, id: string, body: Record<string, unknown>) =>
    agent.post(`${PATHS[kind]}/${id}/replies`).send(body);

  describe.each(["post", "story", "photo"] as const)("of a %s", (kind) => {
    let itemId: string;
    let othersReplyId: string;

    beforeAll(async () => {
      itemId = await newItem(kind);
      // Written while the item was published, so the other member has a reply in its thread.
      othersReplyId = ok(await replyTo(other.agent, kind, itemId, { content: "Here with you." }), 201).id;
      await setState(kind, itemId, { heldAt: new Date() });
    });

    it("does not exist for a visitor or another member: its replies answer 404", async () => {
      expectNotFound(await request(ctx.app).get(`${PATHS[kind]}/${itemId}/replies`), kind);
      expectNotFound(await other.agent.get(`${PATHS[kind]}/${itemId}/replies`), kind);
    });

    it("takes no reply, edit, removal or reaction from another member", async () => {
      expectNotFound(await replyTo(other.agent, kind, itemId, { content: "Where are you?" }), kind);
      expectNotFound(await other.agent.put(`${PATHS[kind]}/${itemId}/reactions/support`), kind);
      expectNotFound(await other.agent.delete(`${PATHS[kind]}/${itemId}/reactions/support`), kind);
      expectNotFound(await other.agent.put(`/api/replies/${othersReplyId}/reactions/support`), kind);
      // Their own reply in it is out of their reach too while the item is held.
      expectNotFound(await other.agent.patch(`/api/replies/${othersReplyId}`).send({ content: "Changed" }), kind);
      expectNotFound(await other.agent.delete(`/api/replies/${othersReplyId}`), kind);
      const [stored] = await ctx.database.db.select().from(replies).where(eq(replies.id, othersReplyId));
      expect(stored?.content).toBe("Here with you.");
    });

    it("stays open to its author and to moderators", async () => {
      const mine = await replyTo(author.agent, kind, itemId, { content: "I'm at the old bridge on Mill Lane" });
      expect(mine.status).toBe(201);
      expect(ok(await replyTo(moderator.agent, kind, itemId, { content: "A moderator is here." }), 201)).toBeTruthy();
      for (const agent of [author.agent, moderator.agent]) {
        const page = ok<Array<{ content: string }>>(await agent.get(`${PATHS[kind]}/${itemId}/replies`), 200);
        expect(page.map((reply) => reply.content)).toContain("I'm at the old bridge on Mill Lane");
        expect(ok(await agent.put(`${PATHS[kind]}/${itemId}/reactions/thanks`), 200)).toBeTruthy();
      }
      expect(ok(await author.agent.put(`/api/replies/${othersReplyId}/reactions/thanks`), 200)).toBeTruthy();
      // The author's reply is still nobody else's to read.
      expectNotFound(await request(ctx.app).get(`${PATHS[kind]}/${itemId}/replies`), kind);
      expectNotFound(await other.agent.get(`${PATHS[kind]}/${itemId}/replies`), kind);
    });

    it("tells the other member nothing naming it, and their notifications and export do not name it", async () => {
      // An answer to their reply, from its author, while it is held.
      ok(await replyTo(author.agent, kind, itemId, { content: "Thank you", answersId: othersReplyId }), 201);
      const told = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, other.user.id));
      expect(told.filter((row) => row.url.includes(itemId))).toEqual([]);
      const mailed = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.userId, other.user.id));
      expect(JSON.stringify(mailed)).not.toContain(TITLE);
    });
  });

  describe("notifications made while it was published", () => {
    let itemId: string;

    beforeAll(async () => {
      itemId = await newItem("post");
      const theirs = ok(await replyTo(other.agent, "post", itemId, { content: "Here with you." }), 201).id;
      ok(await replyTo(author.agent, "post", itemId, { content: "Thank you", answersId: theirs }), 201);
      await setState("post", itemId, { heldAt: new Date() });
    });

    it("no longer name it in the other member's list once it is held", async () => {
      const page = ok<Array<{ kind: string; message: string; url: string }>>(
        await other.agent.get("/api/notifications"),
        200,
      );
      const answer = page.find((item) => item.kind === "answer" && item.url.includes(itemId));
      expect(answer?.message).toBe(`${author.user.username} answered your reply in a discussion`);
      expect(JSON.stringify(page)).not.toContain(TITLE);
    });

    it("still name it in its author's own list", async () => {
      const page = ok<Array<{ kind: string; message: string; url: string }>>(
        await author.agent.get("/api/notifications"),
        200,
      );
      const replied = page.find((item) => item.kind === "reply" && item.url.includes(itemId));
      expect(replied?.message).toBe(`${other.user.username} replied to “${TITLE}”`);
    });

    it("are left out of the other member's data export, while the author's own export keeps the item", async () => {
      const exported = async (agent: Agent) => {
        ok(await agent.post("/api/account/exports"), 202);
        const latest = await finishedExport(agent);
        if (latest.status === "failed") throw new Error("The export failed");
        const res = await agent
          .get(`/api/account/exports/${latest.id}/download`)
          .buffer(true)
          .parse((stream, done) => {
            const chunks: Buffer[] = [];
            stream.on("data", (chunk: Buffer) => chunks.push(chunk));
            stream.on("end", () => done(null, Buffer.concat(chunks)));
          });
        const files = unzipSync(new Uint8Array(res.body as Buffer));
        return Object.fromEntries(Object.entries(files).map(([name, data]) => [name, strFromU8(data)]));
      };
      const theirs = await exported(other.agent);
      const answers = JSON.parse(theirs["notifications.json"]!) as Array<{ kind: string; subject: string | null }>;
      expect(answers.some((row) => row.kind === "answer" && row.subject === null)).toBe(true);
      for (const [name, text] of Object.entries(theirs)) expect(text, name).not.toContain(TITLE);
      const mine = await exported(author.agent);
      expect(mine["discussions.json"]).toContain(TITLE);
    });
  });

  it("is not named in the daily digest of a member answered in it before it was held", async () => {
    const member = await logInAs(ctx, "member");
    await ctx.database.db
      .update(users)
      .set({ email: `${member.user.username}@example.org` })
      .where(eq(users.id, member.user.id));
    ok(await member.agent.patch("/api/account/settings").send({ notificationDelivery: "digest" }), 200);
    const itemId = await newItem("post");
    const theirs = ok(await replyTo(member.agent, "post", itemId, { content: "Here with you." }), 201).id;
    ok(await replyTo(author.agent, "post", itemId, { content: "Thank you", answersId: theirs }), 201);
    await setState("post", itemId, { heldAt: new Date() });

    const storage = createLocalStorage({ root: ctx.storageDir, secret: TEST_SECRET });
    const ages = { unsharedUploadMaxAgeMs: DAY_MS, liveEventMaxAgeMs: DAY_MS };
    await housekeeping(ctx.database.db, storage, ages).run(new Date(Date.now() + DAY_MS + 60 * 60 * 1000));
    const [digest] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.userId, member.user.id));
    expect(digest?.textBody).toContain(`${author.user.username} answered your reply in a discussion`);
    expect(digest?.textBody).not.toContain(TITLE);
  });

  describe("hidden, or removed by its author", () => {
    it("a hidden item's thread is closed to others and open to its author", async () => {
      const itemId = await newItem("story");
      await setState("story", itemId, { hiddenAt: new Date() });
      expectNotFound(await request(ctx.app).get(`/api/stories/${itemId}/replies`), "story");
      expectNotFound(await replyTo(other.agent, "story", itemId, { content: "Hello" }), "story");
      expect((await author.agent.get(`/api/stories/${itemId}/replies`)).status).toBe(200);
    });

    it("a post its author removed keeps its thread for everyone", async () => {
      const itemId = await newItem("post");
      ok(await replyTo(other.agent, "post", itemId, { content: "Here with you." }), 201);
      expect((await author.agent.delete(`/api/posts/${itemId}`)).status).toBe(204);
      const page = ok<unknown[]>(await request(ctx.app).get(`/api/posts/${itemId}/replies`), 200);
      expect(page).toHaveLength(1);
    });

    it("a post held as it is written has a closed thread from the start", async () => {
      const res = await author.agent.post("/api/posts").send({ title: TITLE, content: IMMINENT, category: "pet-loss" });
      const itemId = ok(res, 201).id;
      expectNotFound(await request(ctx.app).get(`/api/posts/${itemId}/replies`), "post");
      expectNotFound(await replyTo(other.agent, "post", itemId, { content: "Hello" }), "post");
      expect((await replyTo(author.agent, "post", itemId, { content: "Still here" })).status).toBe(201);
    });
  });

  describe("its live channel", () => {
    let server: http.Server;
    let baseUrl: string;
    const streams: EventStream[] = [];

    beforeAll(async () => {
      server = http.createServer(ctx.app);
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      for (const stream of streams) stream.close();
      await new Promise((resolve) => server.close(resolve));
    });

    async function open(path: string, cookie?: string): Promise<EventStream> {
      const stream = await openEventStream(`${baseUrl}${path}`, { cookie });
      streams.push(stream);
      return stream;
    }

    it("is not followed for a visitor or another member, and is for its author", async () => {
      const itemId = await newItem("post");
      await setState("post", itemId, { heldAt: new Date() });
      const path = `/api/live?thread=post:${itemId}`;

      const visitor = await request(ctx.app).get(path);
      expectNotFound(visitor, "post");

      const theirs = await open(path, await sessionCookie(baseUrl, other.user.username, TEST_PASSWORD));
      const mine = await open(path, await sessionCookie(baseUrl, author.user.username, TEST_PASSWORD));
      const isReady = (event: ReceivedEvent) => event.event === "ready";
      await Promise.all([theirs.waitFor(isReady), mine.waitFor(isReady)]);

      const replyId = ok(await replyTo(author.agent, "post", itemId, { content: "Still here" }), 201).id;
      const isThisReply = (event: ReceivedEvent) => event.event === "reply" && event.data.includes(replyId);
      await mine.waitFor(isThisReply);
      // Their stream carries only their own channel: a later event there shows it is still delivering.
      ok(await other.agent.post("/api/notifications/read-all"), 200);
      await theirs.waitFor((event) => event.event === "notifications");
      expect(theirs.events.filter((event) => event.event === "reply")).toEqual([]);
    });

    it("stops reaching a stream opened before the item was held, except its author's", async () => {
      const itemId = await newItem("story");
      const path = `/api/live?thread=story:${itemId}`;
      const visitor = await open(path);
      const mine = await open(path, await sessionCookie(baseUrl, author.user.username, TEST_PASSWORD));
      const isReady = (event: ReceivedEvent) => event.event === "ready";
      await Promise.all([visitor.waitFor(isReady), mine.waitFor(isReady)]);
      await setState("story", itemId, { heldAt: new Date() });

      const replyId = ok(await replyTo(author.agent, "story", itemId, { content: "Still here" }), 201).id;
      await mine.waitFor((event) => event.event === "reply" && event.data.includes(replyId));
      // Published again, the thread reaches everyone again: its next reply is the visitor's first.
      await setState("story", itemId, { heldAt: null });
      const next = ok(await replyTo(author.agent, "story", itemId, { content: "Better now" }), 201).id;
      await visitor.waitFor((event) => event.event === "reply" && event.data.includes(next));
      const delivered = visitor.events.filter((event) => event.event === "reply").map((event) => event.data);
      expect(delivered.some((data) => data.includes(replyId))).toBe(false);
    });
  });
});

describe("a reply refused because its thread is held", () => {
  // One reply a minute: a refused reply must not use it up.
  const ctx = useTestApp({ limits: { repliesPerMember: { limit: 1, windowMs: 60_000 } } });

  it("does not count against the member's reply limit", async () => {
    const author = await logInAs(ctx, "member");
    const other = await logInAs(ctx, "member");
    const held = ok(
      await author.agent.post("/api/posts").send({ title: TITLE, content: IMMINENT, category: "pet-loss" }),
      201,
    );
    const published = ok(
      await author.agent
        .post("/api/posts")
        .send({ title: "Evenings", content: "Calm ones.", category: "general-wellness" }),
      201,
    );
    for (let attempt = 0; attempt < 3; attempt++)
      expectNotFound(await other.agent.post(`/api/posts/${held.id}/replies`).send({ content: "Are you ok?" }), "post");
    ok(await other.agent.post(`/api/posts/${published.id}/replies`).send({ content: "Lovely." }), 201);
  });
});
