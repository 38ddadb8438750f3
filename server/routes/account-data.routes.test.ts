import fs from "node:fs";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { unzipSync, strFromU8 } from "fflate";
import request, { type Agent, type Response } from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { FORMER_MEMBER } from "@shared/account-data";
import {
  dataExports,
  mailOutbox,
  moderationLog,
  posts,
  releasedUsernames,
  users,
  wellnessChallenges,
} from "@shared/schema";
import { heldNameHash } from "../lib/held-name";
import { housekeeping } from "../services/housekeeping";
import { uploadIdFromPath } from "../services/uploads";
import { createLocalStorage } from "../storage/local-storage";
import { TEST_PASSWORD, logInAs } from "../test/auth-helpers";
import { finishedExport } from "../test/export-helpers";
import { solidImage } from "../test/images";
import { rowsNaming } from "../test/rows-naming";
import { TEST_SECRET, useTestApp, type TestContext } from "../test/test-app";
import { testDatabaseKind } from "../test/test-database";
import { uploadImage } from "../test/uploads";

const IMMINENT = "I have the pills. I'm going to end it all tonight.";
const POST = { title: "Evaluation nerves", content: "Any tips for the day?", category: "therapy-training" };
const HOUSEKEEPING_AGES = { unsharedUploadMaxAgeMs: 24 * 60 * 60 * 1000, liveEventMaxAgeMs: 24 * 60 * 60 * 1000 };

type Member = Awaited<ReturnType<typeof logInAs>>;

/** Fails loudly unless `res` has `status`; answers its body. */
function ok<T = Record<string, unknown>>(res: Response, status: number): T {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${res.text}`);
  return res.body as T;
}

/** Everything a member can leave behind, written through the API; answers the ids. */
async function writeEverything(ctx: TestContext, me: Member, other: Member) {
  const postId = ok<{ id: string }>(await me.agent.post("/api/posts").send(POST), 201).id;
  const lonelyPostId = ok<{ id: string }>(
    await me.agent.post("/api/posts").send({ ...POST, title: "Quiet one" }),
    201,
  ).id;
  const heldPostId = ok<{ id: string }>(
    await me.agent.post("/api/posts").send({ ...POST, title: "Tonight", content: IMMINENT }),
    201,
  ).id;
  const othersPostId = ok<{ id: string }>(
    await other.agent.post("/api/posts").send({ ...POST, title: "Theirs" }),
    201,
  ).id;
  // Each replies to the other, so each has a notification naming the other.
  ok(await other.agent.post(`/api/posts/${postId}/replies`).send({ content: "Breathe slowly." }), 201);
  const myReplyId = ok<{ id: string }>(
    await me.agent.post(`/api/posts/${othersPostId}/replies`).send({ content: "Sending calm." }),
    201,
  ).id;
  ok(await other.agent.post(`/api/posts/${othersPostId}/replies`).send({ content: "Thank you all." }), 201);
  ok(await me.agent.put(`/api/posts/${othersPostId}/reactions/support`), 200);
  const storyId = ok<{ id: string }>(
    await me.agent
      .post("/api/stories")
      .send({ title: "Biscuit", content: "Four houses down.", author: "x", petName: "Biscuit", petType: "dog" }),
    201,
  ).id;
  const imageUrl = await uploadImage(ctx.app, await solidImage("png", 40, 30), me.agent);
  const photoId = ok<{ id: string }>(
    await me.agent.post("/api/pet-photos").send({ imageUrl, petName: "Biscuit", petType: "dog", description: "Sun" }),
    201,
  ).id;
  ok(
    await me.agent
      .put(`/api/user-preferences/${me.user.id}`)
      .send({ petTypes: ["dog"], interests: ["training"], activityLevel: "high" }),
    200,
  );
  ok(
    await me.agent
      .put("/api/content-warning-settings")
      .send({ settings: { "pet-loss": { mode: "hide", until: null } } }),
    200,
  );
  const challengeId = ok<{ id: string }>(
    await me.agent
      .post("/api/wellness-challenges")
      .send({ title: "Walk daily", description: "Ten minutes", startDate: "2026-01-01", endDate: "2030-01-31" }),
    201,
  ).id;
  ok(await me.agent.post(`/api/wellness-challenges/${challengeId}/participants`), 200);
  ok(await other.agent.post(`/api/wellness-challenges/${challengeId}/participants`), 200);
  return { postId, lonelyPostId, heldPostId, othersPostId, myReplyId, storyId, photoId, imageUrl, challengeId };
}

function download(agent: Agent, id: string) {
  return agent
    .get(`/api/account/exports/${id}/download`)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => done(null, Buffer.concat(chunks)));
    });
}

describe("/api/account/exports", () => {
  // Two exports a day each, so the last test reaches the limit.
  const ctx = useTestApp({ limits: { dataExportsPerMember: { limit: 2, windowMs: 24 * 60 * 60 * 1000 } } });
  const me = {} as Member;
  const other = {} as Member;
  let written: Awaited<ReturnType<typeof writeEverything>>;

  beforeAll(async () => {
    Object.assign(me, await logInAs(ctx, "member"));
    Object.assign(other, await logInAs(ctx, "member"));
    written = await writeEverything(ctx, me, other);
  });

  it("answers 401 to a visitor, before reading anything", async () => {
    expect((await request(ctx.app).post("/api/account/exports")).status).toBe(401);
    expect((await request(ctx.app).get("/api/account/exports")).status).toBe(401);
    const res = await request(ctx.app).get(`/api/account/exports/${written.postId}/download`);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("Please log in to continue");
  });

  it("answers null before the member asked for one", async () => {
    const res = await other.agent.get("/api/account/exports");
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
    expect(res.headers["cache-control"]).toMatch(/private|no-store/);
  });

  it("builds a zip of everything the member wrote, with their photo's picture, and tells them when it is ready", async () => {
    const started = await me.agent.post("/api/account/exports");
    expect(started.status).toBe(202);
    expect(started.body.export).toMatchObject({ id: expect.any(String), status: "building" });
    const ready = await finishedExport(me.agent);
    expect(ready).toMatchObject({ id: started.body.export.id, status: "ready", sizeBytes: expect.any(Number) });

    const res = await download(me.agent, ready.id);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="pawswell-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(res.headers["cache-control"]).toBe("no-store");
    const files = unzipSync(new Uint8Array(res.body as Buffer));
    const json = (name: string) => JSON.parse(strFromU8(files[name]!)) as unknown;
    expect(Object.keys(files).sort()).toEqual(
      [
        "README.txt",
        "account.json",
        "challenges.json",
        "content-warning-settings.json",
        "discussions.json",
        "notifications.json",
        "photos.json",
        `photos/${written.photoId}.webp`,
        "preferences.json",
        "reactions.json",
        "replies.json",
        "stories.json",
      ].sort(),
    );
    expect(strFromU8(files["README.txt"]!)).toContain("discussions.json");
    expect(json("account.json")).toMatchObject({
      username: me.user.username,
      email: null,
      role: "member",
      settings: { notificationDelivery: "app", memberPageShown: true },
    });
    expect(JSON.stringify(json("account.json"))).not.toMatch(/password|totp/i);
    expect(json("account.json")).toMatchObject({
      settings: {
        pushNotices: { kinds: [], quietHours: null, timeZone: null, devices: 0 },
        appearance: { theme: "system", textSize: "normal" },
      },
    });
    // Held items are the member's own too.
    const discussions = json("discussions.json") as Array<{ id: string; heldAt: string | null }>;
    expect(discussions.map((post) => post.id).sort()).toEqual(
      [written.postId, written.lonelyPostId, written.heldPostId].sort(),
    );
    expect(discussions.find((post) => post.id === written.heldPostId)?.heldAt).not.toBeNull();
    expect(json("replies.json")).toEqual([
      expect.objectContaining({ id: written.myReplyId, content: "Sending calm.", postId: written.othersPostId }),
    ]);
    expect(json("stories.json")).toEqual([expect.objectContaining({ id: written.storyId, petName: "Biscuit" })]);
    expect(json("photos.json")).toEqual([
      expect.objectContaining({ id: written.photoId, file: `photos/${written.photoId}.webp` }),
    ]);
    expect(json("reactions.json")).toEqual([
      expect.objectContaining({ kind: "support", postId: written.othersPostId }),
    ]);
    expect(json("preferences.json")).toMatchObject({
      petTypes: ["dog"],
      interests: ["training"],
      activityLevel: "high",
    });
    expect(json("content-warning-settings.json")).toEqual([{ warning: "pet-loss", mode: "hide", until: null }]);
    const notices = json("notifications.json") as Array<{ kind: string; actorName: string | null }>;
    expect(notices).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: "reply", actorName: other.user.username })]),
    );
    expect(JSON.stringify(notices)).not.toContain(other.user.id);
    expect(json("challenges.json")).toMatchObject({
      joined: [{ challengeId: written.challengeId, title: "Walk daily" }],
      created: [{ id: written.challengeId, title: "Walk daily" }],
    });
    // The picture is the stored image, byte for byte.
    const uploadId = uploadIdFromPath(written.imageUrl)!;
    const stored = fs.readFileSync(path.join(ctx.storageDir, "uploads", uploadId, "display.webp"));
    expect(Buffer.from(files[`photos/${written.photoId}.webp`]!).equals(stored)).toBe(true);
    // Nothing of the other member's beyond the name they saw.
    expect(strFromU8(files["replies.json"]!)).not.toContain("Breathe slowly");

    const notifications = ok<Array<{ kind: string; message: string; url: string }>>(
      await me.agent.get("/api/notifications"),
      200,
    );
    expect(notifications[0]).toMatchObject({
      kind: "export",
      message: "Your data export is ready",
      url: "/settings#your-data",
    });
  });

  it("pages through a long history without losing or repeating a row, even rows written in the same millisecond", async () => {
    const prolific = await logInAs(ctx, "member");
    const sameMoment = new Date("2026-03-01T09:00:00.000Z");
    const rows = Array.from({ length: 450 }, (_, index) => ({
      title: `Note ${index}`,
      content: "Short.",
      author: prolific.user.username,
      authorId: prolific.user.id,
      category: "general-wellness",
      createdAt: index % 3 === 0 ? sameMoment : new Date(sameMoment.getTime() + index),
    }));
    const inserted = await ctx.database.db.insert(posts).values(rows).returning({ id: posts.id });
    ok(await prolific.agent.post("/api/account/exports"), 202);
    const ready = await finishedExport(prolific.agent);
    const files = unzipSync(new Uint8Array((await download(prolific.agent, ready.id)).body as Buffer));
    const exported = JSON.parse(strFromU8(files["discussions.json"]!)) as Array<{ id: string }>;
    expect(exported).toHaveLength(450);
    expect(new Set(exported.map((post) => post.id))).toEqual(new Set(inserted.map((post) => post.id)));
  });

  it("answers the export already building to a second request, rather than starting another", async () => {
    const [building] = await ctx.database.db.insert(dataExports).values({ userId: other.user.id }).returning();
    const res = await other.agent.post("/api/account/exports");
    expect(res.status).toBe(202);
    expect(res.body.export.id).toBe(building!.id);
    expect(await ctx.database.db.select().from(dataExports).where(eq(dataExports.userId, other.user.id))).toHaveLength(
      1,
    );
  });

  it("answers 404 for another member's export, a malformed id and an unknown one", async () => {
    const mine = await finishedExport(me.agent);
    for (const id of [mine.id, "not-an-id", "7d1f1c1e-0000-4000-8000-000000000000"]) {
      const res = await other.agent.get(`/api/account/exports/${id}/download`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("This export isn't here any more");
    }
  });

  it("keeps a ready export a week: then it can't be downloaded, and housekeeping removes it and its file", async () => {
    const mine = await finishedExport(me.agent);
    const [row] = await ctx.database.db.select().from(dataExports).where(eq(dataExports.id, mine.id));
    const file = path.join(ctx.storageDir, row!.objectKey!);
    expect(fs.existsSync(file)).toBe(true);
    expect(row!.expiresAt!.getTime() - row!.readyAt!.getTime()).toBeGreaterThan(6.9 * 24 * 60 * 60 * 1000);
    await ctx.database.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, mine.id));
    expect((await download(me.agent, mine.id)).status).toBe(404);

    const storage = createLocalStorage({ root: ctx.storageDir, secret: TEST_SECRET });
    const report = await housekeeping(ctx.database.db, storage, HOUSEKEEPING_AGES).run();
    expect(report?.exports).toBe(1);
    expect(fs.existsSync(file)).toBe(false);
    expect((await me.agent.get("/api/account/exports")).body).toBeNull();
  });

  it("marks an export a dead process left building for over an hour failed", async () => {
    const [stale] = await ctx.database.db
      .insert(dataExports)
      .values({ userId: me.user.id, createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000) })
      .returning();
    const storage = createLocalStorage({ root: ctx.storageDir, secret: TEST_SECRET });
    const report = await housekeeping(ctx.database.db, storage, HOUSEKEEPING_AGES).run();
    expect(report?.staleExports).toBeGreaterThanOrEqual(1);
    const [row] = await ctx.database.db.select().from(dataExports).where(eq(dataExports.id, stale!.id));
    expect(row!.status).toBe("failed");
    // A failed export can be asked for again.
    const again = await me.agent.post("/api/account/exports");
    expect(again.status).toBe(202);
    expect(again.body.export.id).not.toBe(stale!.id);
    expect((await finishedExport(me.agent)).status).toBe("ready");
  });

  it("answers 429 once the member has started their exports for the day", async () => {
    const res = await me.agent.post("/api/account/exports");
    expect(res.status).toBe(429);
    expect(res.headers["retry-after"]).toMatch(/^\d+$/);
    expect(res.body.message).toMatch(/several exports today/);
  });
});

describe("DELETE /api/account", () => {
  const ctx = useTestApp();

  it("answers 401 to a visitor before reading the body", async () => {
    const res = await request(ctx.app).delete("/api/account").send({ nonsense: true });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("Please log in to continue");
  });

  it("answers 400 naming the field when the choice or the password is missing", async () => {
    const me = await logInAs(ctx, "member");
    const res = await me.agent.delete("/api/account").send({ password: TEST_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/keep or delete/);
    expect((await me.agent.delete("/api/account").send({ keepContent: true })).status).toBe(400);
  });

  it("answers 401 for a wrong password and changes nothing", async () => {
    const me = await logInAs(ctx, "member");
    const res = await me.agent.delete("/api/account").send({ password: "not-the-password", keepContent: false });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("That password isn't right");
    expect((await me.agent.get("/api/me")).status).toBe(200);
  });

  for (const keepContent of [true, false]) {
    it(`${keepContent ? "keeps" : "deletes"} their words, and afterwards no row of any table names them (${testDatabaseKind})`, async () => {
      const me = await logInAs(ctx, "member", `leaver-${keepContent ? "keep" : "drop"}-${Date.now().toString(36)}`);
      const other = await logInAs(ctx, "member");
      const written = await writeEverything(ctx, me, other);
      // A second session elsewhere, and an export with its file.
      const elsewhere = (await logInAs(ctx, "member", me.user.username)).agent;
      ok(await me.agent.post("/api/account/exports"), 202);
      await finishedExport(me.agent);
      const [exported] = await ctx.database.db.select().from(dataExports).where(eq(dataExports.userId, me.user.id));
      const uploadId = uploadIdFromPath(written.imageUrl)!;
      const imageFile = path.join(ctx.storageDir, "uploads", uploadId, "display.webp");

      // A moderator once acted on them (and, as if they were a moderator, they on someone), and a
      // notice mailed to another member names them: the audit log and the outbox must forget them too.
      const { username } = me.user;
      const [aboutThem, byThem] = await ctx.database.db
        .insert(moderationLog)
        .values([
          {
            moderatorName: "a-moderator",
            action: "warn",
            memberId: me.user.id,
            memberName: username,
            reason: "Be kind",
          },
          { moderatorId: me.user.id, moderatorName: username, action: "hide", memberName: "someone-else" },
        ])
        .returning({ id: moderationLog.id });
      await ctx.database.db.insert(mailOutbox).values({
        userId: other.user.id,
        toAddress: "other@example.org",
        subject: `PawsWell: ${username} replied to “Theirs”`,
        textBody: `${username} replied to “Theirs”.\n\nRead it: /community/1`,
      });

      // The scan finds them while the account is there (so an empty answer afterwards means something).
      const before = await rowsNaming(ctx.database.db, { username: me.user.username, userId: me.user.id });
      expect(before).toEqual(
        expect.arrayContaining(["users.id (1)", "users.username (1)", "posts.author (3)", "sessions.sess (2)"]),
      );
      expect(before.some((place) => place.startsWith("notifications.actor_name"))).toBe(true);
      expect(before.some((place) => place.startsWith("uploads.issued_to"))).toBe(true);
      const res = await me.agent.delete("/api/account").send({ password: TEST_PASSWORD, keepContent });
      expect(res.status, res.text).toBe(204);
      expect(String(res.headers["set-cookie"])).toMatch(/pawswell\.sid=;|Expires=Thu, 01 Jan 1970/);

      expect(await rowsNaming(ctx.database.db, { username: me.user.username, userId: me.user.id })).toEqual([]);
      // The audit log keeps both entries, naming "A former member"; the mail keeps its words.
      const logged = await ctx.database.db
        .select()
        .from(moderationLog)
        .where(inArray(moderationLog.id, [aboutThem!.id, byThem!.id]));
      expect(logged).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ action: "warn", memberId: null, memberName: FORMER_MEMBER, reason: "Be kind" }),
          expect.objectContaining({ action: "hide", moderatorId: null, moderatorName: FORMER_MEMBER }),
        ]),
      );
      const [mailed] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.userId, other.user.id));
      expect(mailed).toMatchObject({
        subject: `PawsWell: ${FORMER_MEMBER} replied to “Theirs”`,
        textBody: `${FORMER_MEMBER} replied to “Theirs”.\n\nRead it: /community/1`,
      });
      expect((await me.agent.get("/api/me")).status).toBe(401);
      expect((await elsewhere.get("/api/me")).status).toBe(401);
      const login = await request(ctx.app)
        .post("/api/login")
        .send({ username: me.user.username, password: TEST_PASSWORD });
      expect(login.status).toBe(401);
      expect(fs.existsSync(path.join(ctx.storageDir, exported!.objectKey!))).toBe(false);

      // Others' threads keep the right counts, and the challenge counts one member fewer.
      const othersPost = ok<{ replies: number }>(await other.agent.get(`/api/posts/${written.othersPostId}`), 200);
      expect(othersPost.replies).toBe(keepContent ? 2 : 1);
      const [challenge] = await ctx.database.db
        .select({ participants: wellnessChallenges.participants })
        .from(wellnessChallenges)
        .where(eq(wellnessChallenges.id, written.challengeId));
      expect(challenge!.participants).toBe(1);

      if (keepContent) {
        const post = ok<{ author: string; authorUsername: string | null; title: string }>(
          await request(ctx.app).get(`/api/posts/${written.postId}`),
          200,
        );
        expect(post).toMatchObject({ author: FORMER_MEMBER, authorUsername: null, title: POST.title });
        const replies = ok<Array<{ author: string; content: string }>>(
          await request(ctx.app).get(`/api/posts/${written.othersPostId}/replies`),
          200,
        );
        expect(replies).toEqual(
          expect.arrayContaining([expect.objectContaining({ author: FORMER_MEMBER, content: "Sending calm." })]),
        );
        const story = ok<{ author: string }>(await request(ctx.app).get(`/api/stories/${written.storyId}`), 200);
        expect(story.author).toBe(FORMER_MEMBER);
        const photo = ok<{ ownerName: string }>(await request(ctx.app).get(`/api/pet-photos/${written.photoId}`), 200);
        expect(photo.ownerName).toBe(FORMER_MEMBER);
        expect(fs.existsSync(imageFile)).toBe(true);
        const theirNotices = ok<Array<{ message: string }>>(await other.agent.get("/api/notifications"), 200);
        expect(theirNotices.map((notice) => notice.message)).toContain(`${FORMER_MEMBER} replied to “Theirs”`);
      } else {
        // A discussion others replied to keeps its thread, "removed by its author"; the rest are gone.
        const [kept] = await ctx.database.db.select().from(posts).where(eq(posts.id, written.postId));
        expect(kept).toMatchObject({ title: "", content: "", author: FORMER_MEMBER, authorId: null });
        expect(kept!.removedAt).not.toBeNull();
        expect((await request(ctx.app).get(`/api/posts/${written.lonelyPostId}`)).status).toBe(404);
        expect((await request(ctx.app).get(`/api/stories/${written.storyId}`)).status).toBe(404);
        expect((await request(ctx.app).get(`/api/pet-photos/${written.photoId}`)).status).toBe(404);
        expect(fs.existsSync(imageFile)).toBe(false);
        const replies = ok<Array<{ content: string }>>(
          await request(ctx.app).get(`/api/posts/${written.othersPostId}/replies`),
          200,
        );
        expect(replies.map((reply) => reply.content)).toEqual(["Thank you all."]);
      }
    });
  }

  it("lets a suspended member still export their data and delete their account: their data is theirs", async () => {
    const me = await logInAs(ctx, "member");
    await ctx.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, me.user.id));
    expect((await me.agent.post("/api/posts").send(POST)).status).toBe(403);
    expect((await me.agent.post("/api/account/exports")).status).toBe(202);
    await finishedExport(me.agent);
    expect((await me.agent.delete("/api/account").send({ password: TEST_PASSWORD, keepContent: false })).status).toBe(
      204,
    );
  });

  it("holds the username from sign-ups for 30 days, look-alikes too, then frees it", async () => {
    const name = `held-${Date.now().toString(36)}`;
    const me = await logInAs(ctx, "member", name);
    ok(await me.agent.delete("/api/account").send({ password: TEST_PASSWORD, keepContent: false }), 204);

    for (const attempt of [name, name.toUpperCase(), name.replace("l", "1")]) {
      const res = await request(ctx.app)
        .post("/api/register")
        .send({ username: attempt, password: TEST_PASSWORD, ageConfirmed: true });
      expect(res.status, attempt).toBe(409);
      expect(res.body.message).toBe("Username already exists");
    }
    const [held] = await ctx.database.db
      .select()
      .from(releasedUsernames)
      .where(eq(releasedUsernames.nameHash, heldNameHash(name)));
    const days = (held!.freeAt.getTime() - Date.now()) / (24 * 60 * 60 * 1000);
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    await ctx.database.db
      .update(releasedUsernames)
      .set({ freeAt: sql`now() - interval '1 minute'` })
      .where(eq(releasedUsernames.nameHash, heldNameHash(name)));
    const again = await request(ctx.app)
      .post("/api/register")
      .send({ username: name, password: TEST_PASSWORD, ageConfirmed: true });
    expect(again.status).toBe(201);
    const storage = createLocalStorage({ root: ctx.storageDir, secret: TEST_SECRET });
    expect((await housekeeping(ctx.database.db, storage, HOUSEKEEPING_AGES).run())?.releasedNames).toBe(1);
  });
});
