/**
 * A wellness challenge is written by a member like a post, so it keeps a post's promises
 * (docs/decisions.md#one-item-model): it is screened for crisis phrases (an imminent-risk one is
 * held for its creator and moderators, and queued), anyone may report it and moderators act on it
 * from the queue, and a member may start only so many at a time.
 */
import { eq } from "drizzle-orm";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import type { ChallengeView } from "@shared/contracts/wellness-challenges.contract";
import type { ModerationCaseView } from "@shared/safety/moderation";
import { moderationCases, uploads, wellnessChallenges } from "@shared/schema";
import { logInAs } from "../test/auth-helpers";
import { solidImage } from "../test/images";
import { collectPages } from "../test/list-helpers";
import { useTestApp, ROOMY } from "../test/test-app";
import { uploadImage } from "../test/uploads";

type LoggedIn = Awaited<ReturnType<typeof logInAs>>;

const IMMINENT = "I have the pills. I'm going to end it all tonight.";
const RISK = "Since she died I just want to die too.";
/** Still to come, so each is in the public list. */
const DATES = { startDate: "2099-03-01T00:00:00Z", endDate: "2099-03-31T00:00:00Z" };

const idsOf = (body: ChallengeView[]) => body.map((challenge) => challenge.id);

describe("wellness challenges are screened, reportable and moderated like posts", () => {
  const ctx = useTestApp({ limits: { challengesPerMember: ROOMY } });
  let creator: LoggedIn;
  let reader: LoggedIn;
  let moderator: LoggedIn;

  beforeAll(async () => {
    creator = await logInAs(ctx, "member");
    reader = await logInAs(ctx, "member");
    moderator = await logInAs(ctx, "moderator");
  });

  async function create(description: string, by = creator): Promise<ChallengeView> {
    const res = await by.agent.post("/api/wellness-challenges").send({ title: "Walk with me", description, ...DATES });
    expect(res.status).toBe(201);
    return res.body as ChallengeView;
  }
  const listFor = async (who: LoggedIn | undefined) =>
    (await (who ? who.agent : request(ctx.app)).get("/api/wellness-challenges?limit=50")).body as ChallengeView[];
  const casesFor = (itemId: string) =>
    ctx.database.db.select().from(moderationCases).where(eq(moderationCases.itemId, itemId));
  async function caseIdFor(itemId: string): Promise<string> {
    const queue = (await collectPages<ModerationCaseView>(moderator.agent, "/api/moderation/queue?limit=50")).flat();
    const found = queue.find((row) => row.itemType === "challenge" && row.itemId === itemId);
    expect(found).toBeDefined();
    return found!.id;
  }
  const act = async (caseId: string, body: object) =>
    moderator.agent.post(`/api/moderation/cases/${caseId}/actions`).send(body);

  it("holds an imminent-risk challenge: its creator and moderators see it, nobody else, and it heads the queue", async () => {
    const held = await create(IMMINENT);
    expect(held).toMatchObject({ status: "held", isOwn: true, memberMade: true });

    expect(idsOf(await listFor(undefined))).not.toContain(held.id);
    expect(idsOf(await listFor(reader))).not.toContain(held.id);
    expect((await listFor(creator)).find((row) => row.id === held.id)).toMatchObject({
      status: "held",
      description: IMMINENT,
    });
    expect((await listFor(moderator)).find((row) => row.id === held.id)).toMatchObject({ status: "held" });
    // Nobody else may join what is not there for them.
    expect((await reader.agent.post(`/api/wellness-challenges/${held.id}/participants`)).status).toBe(404);

    expect(await casesFor(held.id)).toEqual([
      expect.objectContaining({ itemType: "challenge", priority: 0, crisisMatch: true, authorId: creator.user.id }),
    ]);
    const queued = (await collectPages<ModerationCaseView>(moderator.agent, "/api/moderation/queue?limit=50"))
      .flat()
      .find((row) => row.itemId === held.id);
    expect(queued).toMatchObject({
      itemType: "challenge",
      itemUrl: "/pets-social",
      current: { title: "Walk with me", description: IMMINENT },
      state: { held: true, hidden: false },
    });
  });

  it("publishes a risk challenge as usual with an at-risk check-in", async () => {
    const risky = await create(RISK);
    expect(risky.status).toBe("published");
    expect(idsOf(await listFor(undefined))).toContain(risky.id);
    expect(await casesFor(risky.id)).toEqual([expect.objectContaining({ priority: 1, crisisMatch: true })]);
  });

  it("publishes a held challenge when a moderator releases it", async () => {
    const held = await create(IMMINENT);
    const res = await act(await caseIdFor(held.id), { action: "restore", reason: "Reached out; they are safe" });
    expect(res.status).toBe(200);
    expect(idsOf(await listFor(undefined))).toContain(held.id);
  });

  it("takes a report of a challenge (a guest's or a member's) into the queue", async () => {
    const challenge = await create("Walk your dog every morning this month.");
    const byGuest = await request(ctx.app)
      .post("/api/reports")
      .send({ itemType: "challenge", itemId: challenge.id, reason: "spam" });
    expect(byGuest.status).toBe(200);
    expect(byGuest.body).toEqual({ received: true });
    const byMember = await reader.agent
      .post("/api/reports")
      .send({ itemType: "challenge", itemId: challenge.id, reason: "harassment", note: "Not a challenge" });
    expect(byMember.status).toBe(200);
    const queued = (await collectPages<ModerationCaseView>(moderator.agent, "/api/moderation/queue?limit=50"))
      .flat()
      .find((row) => row.itemId === challenge.id);
    expect(queued).toMatchObject({
      itemType: "challenge",
      priority: "reported",
      author: { id: creator.user.id },
      reasons: expect.arrayContaining([
        { reason: "spam", count: 1 },
        { reason: "harassment", count: 1 },
      ]),
    });
  });

  it("answers 404 naming the challenge for an unknown one, or a held one reported by someone else", async () => {
    const held = await create(IMMINENT);
    for (const itemId of ["00000000-0000-4000-8000-000000000000", held.id]) {
      const res = await reader.agent.post("/api/reports").send({ itemType: "challenge", itemId, reason: "spam" });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("This challenge isn't here any more");
    }
  });

  it("lets a moderator hide a reported challenge (its creator still sees it, and why), restore it and delete it", async () => {
    const challenge = await create("Share your pet's favourite walk.");
    await request(ctx.app).post("/api/reports").send({ itemType: "challenge", itemId: challenge.id, reason: "spam" });

    const hidden = await act(await caseIdFor(challenge.id), { action: "hide", reason: "Advertising" });
    expect(hidden.status).toBe(200);
    expect(idsOf(await listFor(undefined))).not.toContain(challenge.id);
    expect(idsOf(await listFor(reader))).not.toContain(challenge.id);
    expect((await listFor(creator)).find((row) => row.id === challenge.id)).toMatchObject({
      status: "hidden",
      hiddenReason: "Advertising",
    });
    expect((await reader.agent.post(`/api/wellness-challenges/${challenge.id}/participants`)).status).toBe(404);

    await request(ctx.app).post("/api/reports").send({ itemType: "challenge", itemId: challenge.id, reason: "spam" });
    const restored = await act(await caseIdFor(challenge.id), { action: "restore", reason: "On a second look, fine" });
    expect(restored.status).toBe(200);
    expect(idsOf(await listFor(undefined))).toContain(challenge.id);

    await request(ctx.app).post("/api/reports").send({ itemType: "challenge", itemId: challenge.id, reason: "spam" });
    const deleted = await act(await caseIdFor(challenge.id), { action: "delete", reason: "Spam after all" });
    expect(deleted.status).toBe(200);
    expect(
      await ctx.database.db.select().from(wellnessChallenges).where(eq(wellnessChallenges.id, challenge.id)),
    ).toEqual([]);
    expect(idsOf(await listFor(creator))).not.toContain(challenge.id);
  });

  it("releases the picture of a challenge a moderator deletes from the queue, as deleting it in /admin does", async () => {
    const picture = await uploadImage(ctx.app, await solidImage("png"), moderator.agent);
    const made = await moderator.agent.post("/api/wellness-challenges").send({
      title: "Slow mornings",
      description: "Five quiet minutes.",
      imageUrl: picture,
      imageAlt: "A cat",
      ...DATES,
    });
    expect(made.status, made.text).toBe(201);
    const uploadId = picture.split("/").pop()!;
    const isSiteImage = async () =>
      (await ctx.database.db.select().from(uploads).where(eq(uploads.id, uploadId)))[0]?.siteImage;
    expect(await isSiteImage()).toBe(true);

    await request(ctx.app).post("/api/reports").send({ itemType: "challenge", itemId: made.body.id, reason: "spam" });
    const deleted = await act(await caseIdFor(made.body.id), { action: "delete", reason: "Not ours after all" });
    expect(deleted.status).toBe(200);
    expect(await isSiteImage()).toBe(false);
  });

  it("refuses a content warning on a challenge, which carries none", async () => {
    const challenge = await create("Brush your cat daily.");
    await request(ctx.app).post("/api/reports").send({ itemType: "challenge", itemId: challenge.id, reason: "other" });
    const res = await act(await caseIdFor(challenge.id), {
      action: "warn",
      reason: "Upsetting",
      contentWarnings: ["pet-loss"],
    });
    expect(res.status).toBe(400);
  });

  it("tells who made each challenge apart: a member's may be reported, the site's own is the moderators'", async () => {
    const members = await create("Three short walks a day.");
    const sites = await create("The site's own spring walk.", moderator);
    const list = await listFor(reader);
    expect(list.find((row) => row.id === members.id)).toMatchObject({ memberMade: true, isOwn: false });
    expect(list.find((row) => row.id === sites.id)).toMatchObject({ memberMade: false, isOwn: false });
    for (const row of list) {
      expect(row).not.toHaveProperty("createdBy");
      expect(row).not.toHaveProperty("heldAt");
    }
  });
});

describe("POST /api/wellness-challenges is rate-limited per member", () => {
  const ctx = useTestApp({ limits: { challengesPerMember: { limit: 2, windowMs: 60 * 60_000 } } });
  const challenge = { title: "Walk", description: "Daily walks", ...DATES };

  it("answers 429 with the limit and when to try again for the member's third challenge, and stores nothing more", async () => {
    const { agent } = await logInAs(ctx, "member");
    // A mistake costs nothing: only a challenge that could be created is counted.
    expect((await agent.post("/api/wellness-challenges").send({ ...challenge, startDate: undefined })).status).toBe(
      400,
    );
    expect((await agent.post("/api/wellness-challenges").send(challenge)).status).toBe(201);
    expect((await agent.post("/api/wellness-challenges").send(challenge)).status).toBe(201);
    const refused = await agent.post("/api/wellness-challenges").send(challenge);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^You've started 2 challenges in a short while\. You can start another in (59|60) minutes\.$/,
    );
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await request(ctx.app).get("/api/wellness-challenges")).body).toHaveLength(2);
  });

  it("counts each member on their own, and never a moderator writing the site's challenges", async () => {
    const { agent: other } = await logInAs(ctx, "member");
    expect((await other.post("/api/wellness-challenges").send(challenge)).status).toBe(201);
    const { agent: moderator } = await logInAs(ctx, "moderator");
    for (let i = 0; i < 3; i++) {
      expect((await moderator.post("/api/wellness-challenges").send(challenge)).status).toBe(201);
    }
  });

  it("refuses a suspended member's challenge, as any write", async () => {
    const { agent, user } = await logInAs(ctx, "member");
    const { agent: moderator } = await logInAs(ctx, "moderator");
    const suspended = await moderator
      .post(`/api/moderation/members/${user.id}/suspension`)
      .send({ days: 1, reason: "Spam" });
    expect(suspended.status).toBe(200);
    expect((await agent.post("/api/wellness-challenges").send(challenge)).status).toBe(403);
  });
});
