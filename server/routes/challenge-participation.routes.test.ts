import { eq } from "drizzle-orm";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { challengeParticipants, wellnessChallenges } from "@shared/schema";
import { logInAs } from "../test/auth-helpers";
import { useTestApp } from "../test/test-app";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const DAY = 86_400_000;
type Member = Awaited<ReturnType<typeof logInAs>>;

describe("joining wellness challenges", () => {
  const ctx = useTestApp();
  const members: Member[] = [];

  beforeAll(async () => {
    for (let i = 0; i < 5; i++) members.push(await logInAs(ctx, "member"));
  });

  async function newChallenge(daysFromNow = 10): Promise<string> {
    const start = new Date(Date.now() + (daysFromNow - 30) * DAY).toISOString();
    const end = new Date(Date.now() + daysFromNow * DAY).toISOString();
    const res = await members[0]!.agent
      .post("/api/wellness-challenges")
      .send({ title: "Mindful walks", description: "Walk daily.", startDate: start, endDate: end, participants: 99 });
    expect(res.body.participants).toBe(0);
    return res.body.id;
  }

  it("counts a member once however often they join, takes them out on leaving, and lists what they joined", async () => {
    const id = await newChallenge();
    const url = `/api/wellness-challenges/${id}/participants`;
    expect((await members[1]!.agent.post(url)).body).toEqual({ challengeId: id, participants: 1, joined: true });
    expect((await members[1]!.agent.post(url)).body).toEqual({ challengeId: id, participants: 1, joined: true });
    expect((await members[2]!.agent.post(url)).body.participants).toBe(2);
    expect((await members[1]!.agent.get("/api/wellness-challenges/joined")).body).toEqual([id]);
    expect((await members[1]!.agent.delete(url)).body).toEqual({ challengeId: id, participants: 1, joined: false });
    expect((await members[1]!.agent.delete(url)).body.participants).toBe(1);
    expect((await members[1]!.agent.get("/api/wellness-challenges/joined")).body).toEqual([]);
    const list = await request(ctx.app).get("/api/wellness-challenges");
    expect(list.body.find((challenge: { id: string }) => challenge.id === id).participants).toBe(1);
  });

  it("refuses a guest, an unknown challenge and one that has ended, and keeps 'joined' private", async () => {
    const ended = await newChallenge(-1);
    const late = await members[1]!.agent.post(`/api/wellness-challenges/${ended}/participants`);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("This challenge has ended");
    for (const id of [UNKNOWN_ID, "nope"]) {
      const missing = await members[1]!.agent.post(`/api/wellness-challenges/${id}/participants`);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe("This challenge isn't here any more");
    }
    expect((await request(ctx.app).post(`/api/wellness-challenges/${ended}/participants`)).status).toBe(401);
    expect((await request(ctx.app).get("/api/wellness-challenges/joined")).status).toBe(401);
    const joined = await members[1]!.agent.get("/api/wellness-challenges/joined");
    expect(joined.headers["cache-control"]).toBe("private, no-store");
    expect(await ctx.database.db.$count(challengeParticipants, eq(challengeParticipants.challengeId, ended))).toBe(0);
  });

  it("keeps the count the real number of members under 100 concurrent joins and leaves", async () => {
    const id = await newChallenge();
    const url = `/api/wellness-challenges/${id}/participants`;
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => {
        const member = members[i % members.length]!;
        return i % 3 === 2 ? member.agent.delete(url) : member.agent.post(url);
      }),
    );
    expect(answers.filter((res) => res.status !== 200)).toEqual([]);
    const rows = await ctx.database.db.$count(challengeParticipants, eq(challengeParticipants.challengeId, id));
    const [challenge] = await ctx.database.db
      .select({ participants: wellnessChallenges.participants })
      .from(wellnessChallenges)
      .where(eq(wellnessChallenges.id, id));
    expect(challenge!.participants).toBe(rows);
  });
});
