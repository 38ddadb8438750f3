import request from "supertest";
import { describe, expect, it } from "vitest";
import { groups, type Group } from "@shared/schema";
import { collectPages, expectEachFieldRequired, minutesAgo } from "../test/list-helpers";
import { describeModeratorDelete, useAgents } from "../test/moderation-helpers";
import { useTestApp } from "../test/test-app";

const validGroup = {
  name: "Riverside Paws & Calm Circle",
  description: "Therapy dogs and quiet conversation.",
  location: "Alder Creek, OR",
  type: "therapy",
  schedule: "Tuesdays 6pm",
  contactInfo: "calm@example.org",
};

describe("/api/groups", () => {
  // Addresses come from X-Forwarded-For so the rate-limit test has a counter of its own.
  const ctx = useTestApp({ trustProxy: true, limits: { guestPostsPerAddress: { limit: 10, windowMs: 60_000 } } });
  const agents = useAgents(ctx);

  async function insertGroup(values: Partial<typeof groups.$inferInsert> = {}): Promise<string> {
    const [row] = await ctx.database.db
      .insert(groups)
      .values({ ...validGroup, ...values })
      .returning({ id: groups.id });
    return row!.id;
  }

  describe("POST /api/groups", () => {
    it("answers 400 naming each missing field and stores nothing", async () => {
      await expectEachFieldRequired((body) => request(ctx.app).post("/api/groups").send(body), validGroup, {
        name: "Name",
        description: "Description",
        location: "Location",
        type: "Type",
        schedule: "Schedule",
        contactInfo: "Contact info",
      });
      expect(await ctx.database.db.$count(groups)).toBe(0);
    });

    it("lets a visitor post a group, text stored as typed", async () => {
      const res = await request(ctx.app)
        .post("/api/groups")
        .send({ ...validGroup, name: "<script>x</script>" });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ ...validGroup, name: "<script>x</script>" });
    });

    it("answers 429 once a guest address passes the limit", async () => {
      const fromGuest = () =>
        request(ctx.app).post("/api/groups").set("X-Forwarded-For", "203.0.113.8").send(validGroup);
      for (let i = 0; i < 10; i++) expect((await fromGuest()).status).toBe(201);
      const limited = await fromGuest();
      expect(limited.status).toBe(429);
      expect(limited.headers["retry-after"]).toBeDefined();
    });
  });

  describe("GET /api/groups", () => {
    it("pages newest first", async () => {
      await ctx.database.db.delete(groups);
      for (const [i, createdAt] of minutesAgo(3).entries()) await insertGroup({ name: `Group ${i}`, createdAt });
      const pages = await collectPages<Group>(ctx.app, "/api/groups?limit=2");
      expect(pages.map((page) => page.map((group) => group.name))).toEqual([["Group 2", "Group 1"], ["Group 0"]]);
    });
  });

  // docs/decisions.md#group-filters-on-the-server: the filters run on every group, not the loaded page.
  describe("GET /api/groups?location=&type=", () => {
    // Oldest first; the newest is last. Names say where each group meets.
    const places: [name: string, location: string, type: string][] = [
      ["Cedar Hollow walkers", "Cedar Hollow, VT", "social"],
      ["Portland grief circle", "Portland, OR 97201", "support"],
      ["Portland therapy paws", "Portland, OR 97209", "therapy"],
      ["Maine coast walkers", "South Portland, ME", "social"],
      ["Highland riders", "Highland Park, IL", "volunteer"],
      ["Leeds calm dogs", "Leeds", "therapy"],
      ["Rural 100%", "100% rural_area", "support"],
    ];

    async function insertPlaces(): Promise<void> {
      await ctx.database.db.delete(groups);
      const dates = minutesAgo(places.length);
      for (const [i, [name, location, type]] of places.entries()) {
        await insertGroup({ name, location, type, createdAt: dates[i] });
      }
    }

    async function namesFor(query: string): Promise<string[]> {
      const pages = await collectPages<Group>(ctx.app, `/api/groups?${query}`);
      return pages.flat().map((group) => group.name);
    }

    it("finds a town by the start of the location, in any case", async () => {
      await insertPlaces();
      expect(await namesFor("location=cedar")).toEqual(["Cedar Hollow walkers"]);
      expect(await namesFor("location=LEEDS")).toEqual(["Leeds calm dogs"]);
    });

    it("finds the start of any word in it: a town, a region or a postcode, but not the middle of a word", async () => {
      await insertPlaces();
      expect(await namesFor("location=portland")).toEqual([
        "Maine coast walkers",
        "Portland therapy paws",
        "Portland grief circle",
      ]);
      expect(await namesFor("location=Hollow")).toEqual(["Cedar Hollow walkers"]);
      expect(await namesFor("location=9720")).toEqual(["Portland therapy paws", "Portland grief circle"]);
      expect(await namesFor("location=97201")).toEqual(["Portland grief circle"]);
      expect(await namesFor(`location=${encodeURIComponent("or 972")}`)).toEqual([
        "Portland therapy paws",
        "Portland grief circle",
      ]);
      // "land" is inside Portland and Highland, at the start of neither.
      expect(await namesFor("location=land")).toEqual([]);
    });

    it("finds a near spelling of a place", async () => {
      await insertPlaces();
      expect(await namesFor(`location=${encodeURIComponent("Cedar Holow")}`)).toEqual(["Cedar Hollow walkers"]);
      expect(await namesFor("location=Portlnd")).toEqual([
        "Maine coast walkers",
        "Portland therapy paws",
        "Portland grief circle",
      ]);
      expect(await namesFor("location=Leds")).toEqual(["Leeds calm dogs"]);
      expect(await namesFor("location=Seattle")).toEqual([]);
    });

    it("reads %, _ and regex characters as themselves", async () => {
      await insertPlaces();
      expect(await namesFor(`location=${encodeURIComponent("100%")}`)).toEqual(["Rural 100%"]);
      expect(await namesFor(`location=${encodeURIComponent("rural_")}`)).toEqual(["Rural 100%"]);
      expect(await namesFor(`location=${encodeURIComponent("%")}`)).toEqual([]);
      expect(await namesFor(`location=${encodeURIComponent(".*")}`)).toEqual([]);
      expect(await namesFor(`location=${encodeURIComponent("(")}`)).toEqual([]);
    });

    it("trims the location", async () => {
      await insertPlaces();
      expect(await namesFor(`location=${encodeURIComponent("  leeds ")}`)).toEqual(["Leeds calm dogs"]);
    });

    it("filters by type, and by type and location together", async () => {
      await insertPlaces();
      expect(await namesFor("type=therapy")).toEqual(["Leeds calm dogs", "Portland therapy paws"]);
      expect(await namesFor("type=social&location=portland")).toEqual(["Maine coast walkers"]);
      expect(await namesFor("type=volunteer&location=portland")).toEqual([]);
    });

    it("finds a town whose only group is on the second page of the whole list, and pages the matches", async () => {
      await ctx.database.db.delete(groups);
      const dates = minutesAgo(25);
      await insertGroup({ name: "Far away", location: "Cedar Hollow, VT", createdAt: dates[0] });
      await insertGroup({ name: "Far away too", location: "Cedar Hollow, VT", createdAt: dates[1] });
      for (let i = 2; i < 25; i++) await insertGroup({ name: `Near ${i}`, location: "Leeds", createdAt: dates[i] });

      const unfiltered = await request(ctx.app).get("/api/groups");
      expect(unfiltered.body.map((group: Group) => group.name)).not.toContain("Far away");

      const pages = await collectPages<Group>(ctx.app, "/api/groups?location=cedar&limit=1");
      expect(pages.map((page) => page.map((group) => group.name))).toEqual([["Far away too"], ["Far away"]]);
      const first = await request(ctx.app).get("/api/groups?location=cedar&limit=1");
      expect(first.headers.link).toMatch(/^<\/api\/groups\?location=cedar&limit=1&cursor=[^>]+>; rel="next"$/);
    });

    it("shows published groups only", async () => {
      await insertPlaces();
      await insertGroup({ name: "Held in Leeds", location: "Leeds", heldAt: new Date() });
      await insertGroup({ name: "Hidden in Leeds", location: "Leeds", type: "therapy", hiddenAt: new Date() });
      expect(await namesFor("location=leeds")).toEqual(["Leeds calm dogs"]);
      expect(await namesFor("type=therapy")).toEqual(["Leeds calm dogs", "Portland therapy paws"]);
      const asModerator = await agents.moderator.get("/api/groups?location=leeds");
      expect(asModerator.body.map((group: Group) => group.name)).toEqual(["Leeds calm dogs"]);
    });

    it.each([
      ["location=", "location: location must be 1 to 100 characters"],
      ["location=%20%20", "location: location must be 1 to 100 characters"],
      [`location=${"a".repeat(101)}`, "location: location must be 1 to 100 characters"],
      ["location=a&location=b", "location: location must be text"],
      ["type=knitting", "type: type must be one of: therapy, support, training, social, volunteer, professional"],
      ["type=", "type: type must be one of: therapy, support, training, social, volunteer, professional"],
      ["type=therapy&limit=0", "limit: limit must be at least 1"],
      ["location=leeds&cursor=nope", "cursor is not valid"],
    ])("answers 400 to ?%s, saying why", async (query, message) => {
      const res = await request(ctx.app).get(`/api/groups?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });
  });

  describe("GET /api/groups/:id", () => {
    const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

    it("shows a published group to everyone, without its moderation columns", async () => {
      const id = await insertGroup();
      const res = await request(ctx.app).get(`/api/groups/${id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ ...validGroup, id, status: "published", hiddenReason: null, postedBy: null });
      expect(typeof res.body.createdAt).toBe("string");
      expect(res.body).not.toHaveProperty("heldAt");
      expect(res.body).not.toHaveProperty("hiddenAt");
    });

    it("answers 404 for an unknown or malformed id", async () => {
      for (const id of [UNKNOWN_ID, "not-an-id"]) {
        const res = await request(ctx.app).get(`/api/groups/${id}`);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe("This group isn't here any more");
      }
    });

    it("shows a held or hidden group only to moderators, with its status; 404 for anyone else", async () => {
      const held = await insertGroup({ heldAt: new Date() });
      const hidden = await insertGroup({ hiddenAt: new Date(), hiddenReason: "Spam" });
      for (const id of [held, hidden]) {
        expect((await request(ctx.app).get(`/api/groups/${id}`)).status).toBe(404);
        expect((await agents.member.get(`/api/groups/${id}`)).status).toBe(404);
      }
      const asModerator = await agents.moderator.get(`/api/groups/${held}`);
      expect(asModerator.status).toBe(200);
      expect(asModerator.body.status).toBe("held");
      const hiddenAsModerator = await agents.moderator.get(`/api/groups/${hidden}`);
      expect(hiddenAsModerator.body).toMatchObject({ status: "hidden", hiddenReason: "Spam", name: validGroup.name });
    });
  });

  describeModeratorDelete({
    ctx,
    agents,
    path: "/api/groups",
    insert: () => insertGroup(),
    notFoundMessage: "Group not found",
  });
});
