/**
 * Recommendations keep the promises every list keeps (docs/decisions.md#one-item-model): each card
 * carries its item's content warnings; a member who hides a warning gets no card for an item
 * carrying it, whichever way the list was made; held and hidden items are never recommended to
 * anyone.
 */
import request from "supertest";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { posts, stories, wellnessChallenges } from "@shared/schema";
import type { RecommendationView } from "@shared/contracts/recommendations.contract";
import { logInAs } from "../test/auth-helpers";
import { useTestApp } from "../test/test-app";

const DAY_MS = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);

type Member = Awaited<ReturnType<typeof logInAs>>;

const titles = (list: RecommendationView[]) => list.map((recommendation) => recommendation.content.title);

describe("content warnings and moderation in recommendations", () => {
  const ctx = useTestApp();
  const hider = {} as Member;
  const collapser = {} as Member;
  let petLossId = "";

  /** The member's recommendations as their browser asks for them (home: 3; /preferences: more). */
  async function listOf(member: Member, limit = 50): Promise<RecommendationView[]> {
    const res = await member.agent.get(`/api/recommendations/${member.user.id}?limit=${limit}`);
    expect(res.status).toBe(200);
    return res.body as RecommendationView[];
  }

  async function hidePetLoss(member: Member, until: string | null = null): Promise<void> {
    const res = await member.agent
      .put("/api/content-warning-settings")
      .send({ settings: { "pet-loss": { mode: "hide", until } } });
    expect(res.status).toBe(200);
  }

  beforeAll(async () => {
    Object.assign(hider, await logInAs(ctx, "member"));
    Object.assign(collapser, await logInAs(ctx, "member"));
    const { db } = ctx.database;
    const story = { author: "Ann", petName: "Biscuit", petType: "dog" };
    const [petLoss] = await db
      .insert(stories)
      .values({
        ...story,
        title: "Goodbye Biscuit",
        content: "Biscuit died in my arms this morning; our dog walks are over.",
        contentWarnings: ["pet-loss", "grief"],
      })
      .returning();
    petLossId = petLoss!.id;
    await db.insert(stories).values([
      { ...story, title: "Biscuit learns recall", content: "Dog training at the park." },
      { ...story, title: "Held story", content: "Dog walks.", heldAt: new Date() },
      { ...story, title: "Hidden story", content: "Dog walks.", hiddenAt: new Date(), hiddenReason: "reports" },
    ]);
    await db.insert(posts).values([
      {
        title: "Missing my old dog",
        content: "The house is quiet without her.",
        author: "Ed",
        category: "pet-loss",
        contentWarnings: ["pet-loss"],
      },
      { title: "Park meetup", content: "Bring your dogs.", author: "Ed", category: "general", replies: 3 },
    ]);
    await db.insert(wellnessChallenges).values([
      { title: "Mindful walks", description: "Walk daily.", startDate: daysFromNow(-1), endDate: daysFromNow(30) },
      {
        title: "Held challenge",
        description: "Walk daily.",
        startDate: daysFromNow(-1),
        endDate: daysFromNow(30),
        heldAt: new Date(),
      },
      {
        title: "Hidden challenge",
        description: "Walk daily.",
        startDate: daysFromNow(-1),
        endDate: daysFromNow(30),
        hiddenAt: new Date(),
        hiddenReason: "reports",
      },
    ]);
  });

  it("carries each item's content warnings on its card, for a visitor to collapse or hide", async () => {
    const res = await request(ctx.app).get("/api/recommendations/guest-user?limit=50");
    expect(res.status).toBe(200);
    const byTitle = new Map((res.body as RecommendationView[]).map((r) => [r.content.title, r.content]));
    expect(byTitle.get("Goodbye Biscuit")?.contentWarnings).toEqual(["pet-loss", "grief"]);
    expect(byTitle.get("Missing my old dog")?.contentWarnings).toEqual(["pet-loss"]);
    expect(byTitle.get("Biscuit learns recall")?.contentWarnings).toEqual([]);
    expect(byTitle.get("Mindful walks")?.contentWarnings).toEqual([]);
  });

  it("gives a member who hides pet loss no pet-loss card among the popular picks", async () => {
    await hidePetLoss(hider);
    const list = await listOf(hider);
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]!.userId).toBe("guest-user");
    expect(titles(list)).not.toContain("Goodbye Biscuit");
    expect(titles(list)).not.toContain("Missing my old dog");
    expect(list.every((r) => !r.content.contentWarnings.includes("pet-loss"))).toBe(true);
    // The home section's three are three other items, not fewer.
    expect(await listOf(hider, 3)).toHaveLength(3);
    // The visitors' list asked for with the member's session (the home page as the server renders it for them).
    const popular = await hider.agent.get("/api/recommendations/guest-user?limit=50");
    expect(popular.status).toBe(200);
    expect(titles(popular.body as RecommendationView[])).not.toContain("Goodbye Biscuit");
    expect(titles(popular.body as RecommendationView[])).toContain("Biscuit learns recall");
  });

  it("neither stores nor answers a pet-loss card when that member's list is made", async () => {
    const saved = await hider.agent
      .put(`/api/user-preferences/${hider.user.id}`)
      .send({ petTypes: ["dog"], interests: [], preferredContentTypes: ["stories"], activityLevel: "high" });
    expect(saved.status).toBe(200);
    const generated = await hider.agent.post(`/api/recommendations/${hider.user.id}/generate`);
    expect(generated.status).toBe(200);
    for (const list of [generated.body as RecommendationView[], await listOf(hider)]) {
      expect(list.length).toBeGreaterThan(0);
      expect(list[0]!.userId).toBe(hider.user.id);
      expect(titles(list)).not.toContain("Goodbye Biscuit");
      expect(titles(list)).not.toContain("Missing my old dog");
    }
  });

  it("drops a card recommended before the member chose Hide, and brings it back when the hiding runs out", async () => {
    await collapser.agent
      .put(`/api/user-preferences/${collapser.user.id}`)
      .send({ petTypes: ["dog"], interests: [], preferredContentTypes: ["stories"], activityLevel: "high" });
    expect(titles(await listOf(collapser))).toContain("Goodbye Biscuit");

    await hidePetLoss(collapser);
    const hidden = await listOf(collapser);
    expect(titles(hidden)).not.toContain("Goodbye Biscuit");
    expect(hidden[0]!.userId).toBe(collapser.user.id);
    expect(titles(await listOf(collapser, 3))).toHaveLength(3);

    await hidePetLoss(collapser, new Date(Date.now() - 1000).toISOString());
    expect(titles(await listOf(collapser))).toContain("Goodbye Biscuit");
  });

  it("never recommends a held or hidden story or challenge, to a visitor or a member", async () => {
    const guest = (await request(ctx.app).get("/api/recommendations/guest-user?limit=50")).body as RecommendationView[];
    const member = await listOf(hider);
    for (const list of [guest, member]) {
      for (const title of ["Held story", "Hidden story", "Held challenge", "Hidden challenge"]) {
        expect(titles(list)).not.toContain(title);
      }
    }
  });

  it("drops a stored card once its story is held or hidden", async () => {
    await ctx.database.db.update(stories).set({ heldAt: new Date() }).where(eq(stories.id, petLossId));
    const before = titles(await listOf(collapser));
    expect(before).not.toContain("Goodbye Biscuit");
    await ctx.database.db
      .update(stories)
      .set({ heldAt: null, hiddenAt: new Date(), hiddenReason: "reports" })
      .where(eq(stories.id, petLossId));
    expect(titles(await listOf(collapser))).not.toContain("Goodbye Biscuit");
    const guest = (await request(ctx.app).get("/api/recommendations/guest-user?limit=50")).body as RecommendationView[];
    expect(titles(guest)).not.toContain("Goodbye Biscuit");
  });
});
