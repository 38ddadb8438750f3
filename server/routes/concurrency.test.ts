/**
 * Concurrent writes lose nothing and never double up (docs/operations.md#faults-and-load,
 * "Concurrency"). The third case of the issue, concurrent hero saves leaving one active hero, lives
 * beside its route in hero-content.routes.test.ts ("leaves one active hero after concurrent
 * saves").
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { inArray } from "drizzle-orm";
import request, { type Agent } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { posts, users } from "@shared/schema";
import { logInAs, TEST_PASSWORD } from "../test/auth-helpers";
import { useTestApp, ROOMY } from "../test/test-app";

const POSTS = 1000;
const SIGNUPS = 50;

// A thousand requests at once: 10 s alone on two cores, 25 s with another test file running beside
// it on a busy machine, so the default 30 s is no bound for it.
describe("concurrent writes", { timeout: 120_000 }, () => {
  // Sign-ups are rate limited per address; lift the limit so only the username decides.
  const ctx = useTestApp({ limits: { signupsPerAddress: ROOMY } });
  // One listening server for every request (supertest would otherwise open one per request).
  let server: http.Server;
  let baseUrl: string;
  // Every request is sent at once; they share at most 100 keep-alive connections, so a busy CI
  // machine's listen backlog never sees a thousand simultaneous connects.
  const connections = new http.Agent({ keepAlive: true, maxSockets: 100 });

  beforeAll(async () => {
    server = http.createServer(ctx.app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    connections.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it(`persists each of ${POSTS} concurrent post creations exactly once`, async () => {
    const { user } = await logInAs(ctx, "member");
    // logInAs drove the app directly; log the same member in again through the listening server.
    const agent: Agent = request.agent(baseUrl);
    const login = await agent.post("/api/login").send({ username: user.username, password: TEST_PASSWORD });
    expect(login.status).toBe(200);

    const titles = Array.from({ length: POSTS }, (_, i) => `Concurrent post ${i}`);
    const answers = await Promise.all(
      titles.map((title) =>
        agent
          .post("/api/posts")
          .agent(connections)
          .send({ title, content: "Written at the same moment as the others", category: "general-wellness" }),
      ),
    );

    expect(answers.map((res) => res.status).filter((status) => status !== 201)).toEqual([]);
    const answeredIds = new Set(answers.map((res) => (res.body as { id: string }).id));
    expect(answeredIds.size).toBe(POSTS);

    const stored = await ctx.database.db
      .select({ id: posts.id, title: posts.title })
      .from(posts)
      .where(inArray(posts.title, titles));
    expect(stored).toHaveLength(POSTS);
    expect(new Set(stored.map((row) => row.title)).size).toBe(POSTS);
    expect(new Set(stored.map((row) => row.id))).toEqual(answeredIds);
  });

  it(`lets exactly one of ${SIGNUPS} concurrent sign-ups with one username through`, async () => {
    const username = "same-name-for-everyone";
    const answers = await Promise.all(
      Array.from({ length: SIGNUPS }, (_, i) =>
        request(baseUrl)
          .post("/api/register")
          .agent(connections)
          .send({ username, password: `a-good-password-${i}`, ageConfirmed: true }),
      ),
    );

    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(SIGNUPS - 1);
    answers
      .filter((res) => res.status === 409)
      .forEach((res) => expect(res.body.message).toBe("Username already exists"));
    expect(await ctx.database.db.$count(users, inArray(users.username, [username]))).toBe(1);
  });
});
