/**
 * Moderators edit in place (docs/features.md#what-moderators-can-do-in-admin): PATCH on the site's
 * own content keeps the item's id and date, changes only the fields named, and records who changed
 * which fields in the audit log.
 */
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { AuditEntryView } from "@shared/safety/moderation";
import { featuredItems } from "@shared/schema";
import { useAgents } from "../test/moderation-helpers";
import { useTestApp } from "../test/test-app";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

interface EditCase {
  path: string;
  itemType: AuditEntryView["itemType"];
  body: Record<string, unknown>;
  /** A change to one field, and a field it must leave as it was. */
  change: Record<string, unknown>;
  kept: string;
  /** A value the edit schema refuses, with the message it gives. */
  bad: { body: Record<string, unknown>; message: string };
  notFoundMessage: string;
  /** A field no two items may share: each test's item gets its own value. */
  unique?: string;
  /** Where the public reads the edited item, when not the list. */
  readOne?: (id: string) => string;
}

const CASES: EditCase[] = [
  {
    path: "/api/featured",
    itemType: "featured",
    body: {
      title: "Meet Moose",
      description: "A gentle Newfoundland.",
      type: "animal",
      url: "https://example.org/moose",
    },
    change: { title: "Meet Moose again" },
    kept: "url",
    bad: { body: { type: "whale" }, message: "type: Choose a type" },
    notFoundMessage: "This featured item isn't here any more",
  },
  {
    path: "/api/resources",
    itemType: "resource",
    body: { title: "Reading body language", content: "Yawning and looking away.", category: "educational" },
    change: { content: "Yawning, looking away, and a slow blink." },
    kept: "category",
    bad: { body: { url: "javascript:alert(1)" }, message: "URL" },
    notFoundMessage: "This resource isn't here any more",
    readOne: (id) => `/api/resources/${id}`,
  },
  {
    path: "/api/groups",
    itemType: "group",
    body: {
      name: "Riverside Paws",
      description: "Therapy dogs and quiet conversation.",
      location: "Alder Creek, OR",
      type: "therapy",
      schedule: "Tuesdays 6pm",
      contactInfo: "calm@example.org",
    },
    change: { schedule: "Wednesdays 7pm" },
    kept: "location",
    bad: { body: { name: "" }, message: "Name" },
    notFoundMessage: "This group isn't here any more",
    readOne: (id) => `/api/groups/${id}`,
  },
  {
    path: "/api/categories",
    itemType: "category",
    body: { name: "Quiet tips", description: "Gentle ideas.", color: "blue", contentType: "blog" },
    change: { description: "Gentler ideas." },
    kept: "color",
    bad: { body: { color: "chartreuse" }, message: "color: Choose a color" },
    notFoundMessage: "Category not found",
    unique: "name",
  },
  {
    path: "/api/wellness-challenges",
    itemType: "challenge",
    body: { title: "Mindful walks", description: "Walk daily.", startDate: "2099-03-01", endDate: "2099-03-31" },
    change: { title: "Mindful morning walks" },
    kept: "description",
    bad: { body: { startDate: "someday" }, message: "Start date" },
    notFoundMessage: "This challenge isn't here any more",
  },
  {
    path: "/api/member-of-the-month",
    itemType: "member-of-the-month",
    body: {
      memberName: "Ana",
      petName: "Miso",
      petType: "cat",
      story: "Miso helps me breathe.",
      month: "May",
      year: 2026,
    },
    change: { story: "Miso still helps me breathe, every day." },
    kept: "petName",
    bad: { body: { year: 1800 }, message: "year" },
    notFoundMessage: "No member of the month yet",
  },
];

describe("moderators edit the site's content in place", () => {
  const ctx = useTestApp();
  const agents = useAgents(ctx);

  async function auditLog(): Promise<AuditEntryView[]> {
    return (await agents.moderator.get("/api/moderation/audit-log")).body;
  }

  async function readBack(edit: EditCase, id: string): Promise<Record<string, unknown>> {
    if (edit.readOne) return (await request(ctx.app).get(edit.readOne(id))).body;
    const answer = (await request(ctx.app).get(`${edit.path}?limit=100`)).body;
    const items: Record<string, unknown>[] = Array.isArray(answer) ? answer : [answer];
    return items.find((item) => item.id === id)!;
  }

  for (const edit of CASES) {
    describe(`PATCH ${edit.path}/:id`, () => {
      let count = 0;
      async function created(): Promise<Record<string, unknown> & { id: string }> {
        const body = edit.unique
          ? { ...edit.body, [edit.unique]: `${String(edit.body[edit.unique])} ${++count}` }
          : edit.body;
        const answer = await agents.moderator.post(edit.path).send(body);
        expect(answer.status).toBe(201);
        return answer.body;
      }

      it("changes only the fields sent, keeps its id and date, and logs who changed what", async () => {
        const before = await created();
        const answer = await agents.moderator.patch(`${edit.path}/${before.id}`).send(edit.change);
        expect(answer.status).toBe(200);
        expect(answer.body).toMatchObject({ ...edit.change, id: before.id, createdAt: before.createdAt });
        expect(answer.body[edit.kept]).toEqual(before[edit.kept]);

        const shown = await readBack(edit, before.id);
        expect(shown).toMatchObject({ ...edit.change, createdAt: before.createdAt });

        const [latest] = await auditLog();
        expect(latest).toMatchObject({
          action: "edit",
          itemType: edit.itemType,
          itemId: before.id,
          reason: `Changed ${Object.keys(edit.change).join(", ")}`,
        });
      });

      it("answers 400 for an empty body or a bad value, and changes nothing", async () => {
        const before = await created();
        const empty = await agents.moderator.patch(`${edit.path}/${before.id}`).send({});
        expect(empty.status).toBe(400);
        expect(empty.body.message).toMatch(/^Send at least one of: /);
        const bad = await agents.moderator.patch(`${edit.path}/${before.id}`).send(edit.bad.body);
        expect(bad.status).toBe(400);
        expect(JSON.stringify(bad.body)).toContain(edit.bad.message);
        const [field] = Object.keys(edit.change);
        expect((await readBack(edit, before.id))[field!]).toEqual(before[field!]);
      });

      it("answers 404 for an unknown, malformed or deleted item", async () => {
        for (const id of [UNKNOWN_ID, "not-an-id"]) {
          const answer = await agents.moderator.patch(`${edit.path}/${id}`).send(edit.change);
          expect(answer.status, id).toBe(404);
          expect(answer.body.message).toBe(edit.notFoundMessage);
        }
        const gone = await created();
        expect((await agents.moderator.delete(`${edit.path}/${gone.id}`)).status).toBe(204);
        const answer = await agents.moderator.patch(`${edit.path}/${gone.id}`).send(edit.change);
        expect(answer.status).toBe(404);
      });

      it("refuses visitors and members", async () => {
        const item = await created();
        expect((await request(ctx.app).patch(`${edit.path}/${item.id}`).send(edit.change)).status).toBe(401);
        const member = await agents.member.patch(`${edit.path}/${item.id}`).send(edit.change);
        expect(member.status).toBe(403);
        expect(member.body.message).toBe("Only moderators can do that");
      });
    });
  }

  it("leaves a featured item's link and picture as they are when the edit does not name them", async () => {
    // A picture saved before images were imported: an outside address stays until the import command runs.
    const [item] = await ctx.database.db
      .insert(featuredItems)
      .values({ ...(CASES[0]!.body as typeof featuredItems.$inferInsert), imageUrl: "https://example.org/moose.png" })
      .returning();
    const edited = (await agents.moderator.patch(`/api/featured/${item!.id}`).send({ title: "Renamed" })).body;
    expect(edited).toMatchObject({ url: "https://example.org/moose", imageUrl: "https://example.org/moose.png" });
  });

  it("answers 409 when a category is renamed to a name another has, and keeps its name", async () => {
    const taken = await agents.moderator
      .post("/api/categories")
      .send({ name: "Taken name", description: "One.", contentType: "blog" });
    const other = await agents.moderator
      .post("/api/categories")
      .send({ name: "Free name", description: "Two.", contentType: "blog" });
    expect([taken.status, other.status]).toEqual([201, 201]);
    const answer = await agents.moderator.patch(`/api/categories/${other.body.id}`).send({ name: "TAKEN NAME" });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe("A category with that name already exists");
    const names = (await request(ctx.app).get("/api/categories?limit=100")).body.map(
      (row: { name: string }) => row.name,
    );
    expect(names).toContain("Free name");
  });

  it("checks a challenge's dates against the stored ones: an end before the start is refused and nothing changes", async () => {
    const challenge = (await agents.moderator.post("/api/wellness-challenges").send(CASES[4]!.body)).body;
    const before = (await auditLog()).length;
    const answer = await agents.moderator
      .patch(`/api/wellness-challenges/${challenge.id}`)
      .send({ endDate: "2099-02-01" });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("End date cannot be before the start date");
    const shown = (await request(ctx.app).get("/api/wellness-challenges?limit=100")).body.find(
      (row: { id: string }) => row.id === challenge.id,
    );
    expect(shown.endDate).toBe(challenge.endDate);
    expect((await auditLog()).length).toBe(before);
  });

  it("ends a running challenge by moving its end to today: it leaves the public list, reads 'ended', and can't be joined", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const running = (
      await agents.moderator
        .post("/api/wellness-challenges")
        .send({ title: "Ending soon", description: "Daily.", startDate: "2026-01-01", endDate: "2099-01-01" })
    ).body;
    const publicIds = async () =>
      (await request(ctx.app).get("/api/wellness-challenges?limit=100")).body.map((row: { id: string }) => row.id);
    expect(await publicIds()).toContain(running.id);

    expect(
      (await agents.moderator.patch(`/api/wellness-challenges/${running.id}`).send({ endDate: today })).status,
    ).toBe(200);
    expect(await publicIds()).not.toContain(running.id);
    const ended = (await agents.moderator.get("/api/moderation/lists/challenges?status=ended")).body;
    expect(ended.map((row: { id: string }) => row.id)).toContain(running.id);
    const join = await agents.member.post(`/api/wellness-challenges/${running.id}/participants`);
    expect(join.status).toBe(409);
    expect(join.body.message).toBe("This challenge has ended");
  });

  it("logs a blog article's edit, and the hero's with only the fields that changed", async () => {
    const article = (
      await agents.moderator
        .post("/api/blog")
        .send({ title: "Why we started", content: "A kitchen table.", excerpt: "How.", author: "Team" })
    ).body;
    expect(
      (await agents.moderator.patch(`/api/blog/${article.id}`).send({ content: "A big kitchen table." })).status,
    ).toBe(200);
    expect((await auditLog())[0]).toMatchObject({ itemType: "blog", itemId: article.id, reason: "Changed content" });

    const hero = (await agents.moderator.post("/api/hero-content").send({ title: "Welcome", content: "Be well." }))
      .body;
    const saved = await agents.moderator
      .put(`/api/hero-content/${hero.id}`)
      .send({ title: "Welcome home", content: "Be well." });
    expect(saved.status).toBe(200);
    expect((await auditLog())[0]).toMatchObject({ itemType: "hero", itemId: hero.id, reason: "Changed title" });
  });

  it("logs a moderator's edit of a member's story under the member's name, and not the author's own edit", async () => {
    const story = (
      await agents.member
        .post("/api/stories")
        .send({ title: "Biscuit", content: "Four houses down.", author: "x", petName: "Biscuit", petType: "dog" })
    ).body;
    expect((await agents.member.patch(`/api/stories/${story.id}`).send({ content: "Five houses down." })).status).toBe(
      200,
    );
    expect((await auditLog())[0]?.itemId).not.toBe(story.id);
    expect((await agents.moderator.patch(`/api/stories/${story.id}`).send({ title: "Biscuit, walking" })).status).toBe(
      200,
    );
    expect((await auditLog())[0]).toMatchObject({
      action: "edit",
      itemType: "story",
      itemId: story.id,
      member: agents.memberUser.username,
      reason: "Changed title",
    });
  });
});
