/**
 * Every text a person posts is screened on the server (docs/safety.md#safety-on-a-bad-day):
 * imminent risk is held for a moderator and seen by nobody else; risk is published with a check-in
 * at the top of the queue; grief is just grief. Nothing public ever says a post was flagged.
 */
import { eq } from "drizzle-orm";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { moderationCases, notifications, posts } from "@shared/schema";
import { logInAs } from "../test/auth-helpers";
import { useTestApp, ROOMY } from "../test/test-app";

const IMMINENT = "I have the pills. I'm going to end it all tonight.";
const RISK = "Since she died I just want to die too.";
const GRIEF = "The vet put her to sleep this morning and I held her paw.";

describe("crisis-safe posting on the server", () => {
  const ctx = useTestApp({
    limits: {
      repliesPerMember: ROOMY,
      newMemberReplies: ROOMY,
    },
  });
  let author: Awaited<ReturnType<typeof logInAs>>;
  let reader: Awaited<ReturnType<typeof logInAs>>;
  let moderator: Awaited<ReturnType<typeof logInAs>>;

  beforeAll(async () => {
    author = await logInAs(ctx, "member");
    reader = await logInAs(ctx, "member");
    moderator = await logInAs(ctx, "moderator");
  });

  const casesFor = (itemId: string) =>
    ctx.database.db.select().from(moderationCases).where(eq(moderationCases.itemId, itemId));

  async function post(content: string, extra: object = {}) {
    const res = await author.agent
      .post("/api/posts")
      .send({ title: "Missing her", content, category: "pet-loss", ...extra });
    expect(res.status).toBe(201);
    return res.body as { id: string; status: string; author: string };
  }

  it("holds an imminent-risk post: its author and moderators see it, nobody else, and it heads the queue", async () => {
    const held = await post(IMMINENT);
    expect(held.status).toBe("held");

    expect((await request(ctx.app).get(`/api/posts/${held.id}`)).status).toBe(404);
    expect((await reader.agent.get(`/api/posts/${held.id}`)).status).toBe(404);
    const list = await request(ctx.app).get("/api/posts?limit=50");
    expect(list.body.map((item: { id: string }) => item.id)).not.toContain(held.id);

    const own = await author.agent.get(`/api/posts/${held.id}`);
    expect(own.body).toMatchObject({ status: "held", content: IMMINENT });
    expect((await moderator.agent.get(`/api/posts/${held.id}`)).body.status).toBe("held");

    expect(await casesFor(held.id)).toEqual([
      expect.objectContaining({ itemType: "post", priority: 0, crisisMatch: true, authorId: author.user.id }),
    ]);
  });

  it("publishes a risk post as usual and opens an at-risk check-in; grief opens nothing", async () => {
    const risky = await post(RISK);
    expect(risky.status).toBe("published");
    expect((await request(ctx.app).get(`/api/posts/${risky.id}`)).body.status).toBe("published");
    expect(await casesFor(risky.id)).toEqual([expect.objectContaining({ priority: 1, crisisMatch: true })]);

    const grief = await post(GRIEF);
    expect(grief.status).toBe("published");
    expect(await casesFor(grief.id)).toEqual([]);
  });

  it("holds a reply without counting it, notifying anyone or showing it to other readers", async () => {
    const thread = await reader.agent
      .post("/api/posts")
      .send({ title: "Missing Rex", content: "It has been a month.", category: "pet-loss" });
    const reply = await author.agent.post(`/api/posts/${thread.body.id}/replies`).send({ content: IMMINENT });
    expect(reply.status).toBe(201);
    expect(reply.body.status).toBe("held");

    const [row] = await ctx.database.db.select().from(posts).where(eq(posts.id, thread.body.id));
    expect(row!.replies).toBe(0);
    const notices = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, reader.user.id));
    expect(notices).toEqual([]);

    const idsFor = async (agent: { get: (url: string) => request.Test }) =>
      (await agent.get(`/api/posts/${thread.body.id}/replies`)).body.map((item: { id: string }) => item.id);
    expect(await idsFor(request(ctx.app))).toEqual([]);
    expect(await idsFor(reader.agent)).toEqual([]);
    expect(await idsFor(author.agent)).toEqual([reply.body.id]);
    expect(await idsFor(moderator.agent)).toEqual([reply.body.id]);
    expect(await casesFor(reply.body.id)).toEqual([expect.objectContaining({ itemType: "reply", priority: 0 })]);
  });

  it("holds a guest's story and a group the same way", async () => {
    const story = await request(ctx.app)
      .post("/api/stories")
      .send({ title: "Goodbye", content: IMMINENT, author: "a visitor", petName: "Rex", petType: "dog" });
    expect(story.body.status).toBe("held");
    expect((await request(ctx.app).get(`/api/stories/${story.body.id}`)).status).toBe(404);

    const group = await request(ctx.app).post("/api/groups").send({
      name: "Tonight",
      description: IMMINENT,
      location: "Leeds",
      type: "in-person",
      schedule: "Mondays",
      contactInfo: "hello@example.org",
    });
    expect(group.body.status).toBe("held");
    const groups = await request(ctx.app).get("/api/groups?limit=50");
    expect(groups.body.map((item: { id: string }) => item.id)).not.toContain(group.body.id);
  });

  it("screens an edit like a new post: imminent words hold a published post", async () => {
    const published = await post("A quiet day at the beach.");
    const res = await author.agent.patch(`/api/posts/${published.id}`).send({ content: IMMINENT });
    expect(res.status).toBe(200);
    expect((await request(ctx.app).get(`/api/posts/${published.id}`)).status).toBe(404);
    expect(await casesFor(published.id)).toEqual([expect.objectContaining({ priority: 0 })]);
  });

  it("takes content warnings, 'A member' and noindex; moderators still see who wrote it", async () => {
    const created = await post("Saying goodbye to Rex.", {
      contentWarnings: ["pet-loss", "euthanasia", "pet-loss"],
      anonymous: true,
      noindex: true,
    });
    expect(created.author).toBe("A member");

    const publicView = (await request(ctx.app).get(`/api/posts/${created.id}`)).body;
    expect(publicView).toMatchObject({
      author: "A member",
      anonymous: true,
      noindex: true,
      contentWarnings: ["pet-loss", "euthanasia"],
      postedBy: null,
    });
    const list = await request(ctx.app).get("/api/posts?limit=50");
    const listed = list.body.find((item: { id: string }) => item.id === created.id);
    expect(listed.author).toBe("A member");
    expect(JSON.stringify(listed)).not.toContain(author.user.username);

    expect((await moderator.agent.get(`/api/posts/${created.id}`)).body.postedBy).toBe(author.user.username);

    const edit = await author.agent.patch(`/api/posts/${created.id}`).send({ anonymous: false, contentWarnings: [] });
    expect(edit.status).toBe(200);
    const after = (await request(ctx.app).get(`/api/posts/${created.id}`)).body;
    expect(after).toMatchObject({ author: author.user.username, contentWarnings: [], editedAt: null });
  });

  it("quotes a reply posted as 'A member' by that name, with its warnings, and a held one without its words", async () => {
    const thread = await post("Walking again after a long winter.");
    const quiet = await author.agent
      .post(`/api/posts/${thread.id}/replies`)
      .send({ content: "It gets easier.", anonymous: true, contentWarnings: ["grief"] });
    const held = await author.agent.post(`/api/posts/${thread.id}/replies`).send({ content: IMMINENT });
    const answerQuiet = await reader.agent
      .post(`/api/posts/${thread.id}/replies`)
      .send({ content: "Thank you.", answersId: quiet.body.id });
    expect(answerQuiet.body.answers).toEqual({
      id: quiet.body.id,
      author: "A member",
      excerpt: "It gets easier.",
      contentWarnings: ["grief"],
    });
    // The author answering their own held reply: the quote never carries its words.
    const answerHeld = await author.agent
      .post(`/api/posts/${thread.id}/replies`)
      .send({ content: "Sorry, ignore that.", answersId: held.body.id });
    expect(answerHeld.body.answers.excerpt).toBe("");
  });

  it("tells the thread's author that 'A member' replied, never the name behind it", async () => {
    const thread = await reader.agent
      .post("/api/posts")
      .send({ title: "First night alone", content: "The house is quiet.", category: "pet-loss" });
    await author.agent
      .post(`/api/posts/${thread.body.id}/replies`)
      .send({ content: "Thinking of you.", anonymous: true });
    const notices = await reader.agent.get("/api/notifications");
    const messages = (notices.body as { message: string }[]).map((notice) => notice.message);
    expect(messages).toContain("A member replied to “First night alone”");
    expect(JSON.stringify(notices.body)).not.toContain(author.user.username);
  });

  it("refuses a warning that is not on the list, naming the field", async () => {
    const res = await author.agent
      .post("/api/posts")
      .send({ title: "x", content: "y", category: "pet-loss", contentWarnings: ["scary"] });
    expect(res.status).toBe(400);
    expect(res.body.issues[0].path).toBe("contentWarnings.0");
  });
});
