import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import type { RecommendationView } from "@shared/contracts/recommendations.contract";
import { stories } from "@shared/schema";
import { logInAs } from "../test/auth-helpers";
import { useTestApp } from "../test/test-app";

const saved = {
  petTypes: ["dog", "guinea-pig"],
  interests: ["training"],
  preferredContentTypes: ["stories"],
  activityLevel: "high",
};

describe("/api/user-preferences/:userId", () => {
  const ctx = useTestApp();
  const me = {} as Awaited<ReturnType<typeof logInAs>>;
  const other = {} as Awaited<ReturnType<typeof logInAs>>;
  const url = () => `/api/user-preferences/${me.user.id}`;

  beforeAll(async () => {
    Object.assign(me, await logInAs(ctx, "member"));
    Object.assign(other, await logInAs(ctx, "member"));
  });

  describe("GET", () => {
    it("answers 401 to a visitor and 403 for another user's id", async () => {
      expect((await request(ctx.app).get(url())).status).toBe(401);
      expect((await other.agent.get(url())).status).toBe(403);
    });

    it("answers the defaults when nothing is saved", async () => {
      const res = await me.agent.get(url());
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        userId: me.user.id,
        petTypes: [],
        interests: [],
        preferredContentTypes: [],
        activityLevel: "moderate",
      });
    });
  });

  describe("PUT", () => {
    it("answers 401 to a visitor", async () => {
      expect((await request(ctx.app).put(url()).send(saved)).status).toBe(401);
    });

    it("answers 400 naming the field for an unknown value", async () => {
      const pet = await me.agent.put(url()).send({ ...saved, petTypes: ["dragon"] });
      expect(pet.status).toBe(400);
      expect(pet.body.message).toMatch(/^petTypes\.0: Pet types must be one of: dog, cat/);
      const interest = await me.agent.put(url()).send({ ...saved, interests: ["knitting"] });
      expect(interest.body.message).toMatch(/^interests\.0: Interests must be one of/);
      const type = await me.agent.put(url()).send({ ...saved, preferredContentTypes: ["podcasts"] });
      expect(type.body.message).toMatch(/^preferredContentTypes\.0: Preferred content types must be one of/);
      const level = await me.agent.put(url()).send({ ...saved, activityLevel: "extreme" });
      expect(level.status).toBe(400);
      expect(level.body.message).toBe("activityLevel: Choose an activity level");
      const notList = await me.agent.put(url()).send({ ...saved, interests: "training" });
      expect(notList.body.message).toBe("interests: Interests must be a list");
      expect((await me.agent.get(url())).body.activityLevel).toBe("moderate");
    });

    it("answers 403 for another user's id", async () => {
      expect((await other.agent.put(url()).send(saved)).status).toBe(403);
    });

    it("saves, replaces on a second save, and reads back; a body userId is ignored", async () => {
      const res = await me.agent.put(url()).send({ ...saved, userId: other.user.id });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ userId: me.user.id, ...saved });
      await me.agent.put(url()).send({ ...saved, petTypes: ["cat", "cat"], activityLevel: "low" });
      const read = await me.agent.get(url());
      expect(read.body).toMatchObject({ petTypes: ["cat"], activityLevel: "low", interests: ["training"] });
      expect((await other.agent.get(`/api/user-preferences/${other.user.id}`)).body.petTypes).toEqual([]);
    });

    it("also makes the member's recommendations from what was saved (one button does what people expect)", async () => {
      await ctx.database.db.insert(stories).values([
        {
          title: "Rosie the rabbit",
          content: "Our rabbit loves hay.",
          author: "Ann",
          petName: "Rosie",
          petType: "rabbit",
        },
        { title: "Max on the beach", content: "My dog swims.", author: "Bo", petName: "Max", petType: "dog" },
      ]);
      const rabbits = { ...saved, petTypes: ["rabbit"], interests: [], preferredContentTypes: [] };
      expect((await me.agent.put(url()).send(rabbits)).status).toBe(200);
      const list = (await me.agent.get(`/api/recommendations/${me.user.id}?limit=50`)).body as RecommendationView[];
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((r) => r.userId === me.user.id)).toBe(true);
      expect(list[0]).toMatchObject({
        content: { title: "Rosie the rabbit" },
        reasoning: expect.stringMatching(/rabbits/),
      });

      // Saving again replaces the list with one made from the new preferences.
      await me.agent.put(url()).send({ ...rabbits, petTypes: ["dog"] });
      const next = (await me.agent.get(`/api/recommendations/${me.user.id}?limit=50`)).body as RecommendationView[];
      expect(next[0]).toMatchObject({
        content: { title: "Max on the beach" },
        reasoning: expect.stringMatching(/dogs/),
      });
    });
  });
});
