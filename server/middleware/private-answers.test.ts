import request from "supertest";
import { describe, expect, it } from "vitest";
import { logInAs, TEST_PASSWORD } from "../test/auth-helpers";
import { solidImage } from "../test/images";
import { useTestApp } from "../test/test-app";
import { shareImage } from "../test/uploads";
import { PRIVATE_NO_STORE } from "./private-answers";

describe("Cache-Control", () => {
  const ctx = useTestApp();

  it("keeps every personal and logged-in answer out of every cache", async () => {
    const { agent, user } = await logInAs(ctx, "member");
    const personal = [
      agent.get("/api/me"),
      agent.get(`/api/validate-session/${user.id}`),
      agent.get(`/api/user-preferences/${user.id}`),
      agent.get(`/api/user-engagement/${user.id}`),
      agent.get(`/api/recommendations/${user.id}`),
      agent.get("/api/stories"),
      request(ctx.app).post("/api/login").send({ username: user.username, password: TEST_PASSWORD }),
      request(ctx.app).post("/api/login").send({ username: user.username, password: "wrong-password" }),
      request(ctx.app)
        .post("/api/register")
        .send({ username: "cache-newcomer", password: TEST_PASSWORD, ageConfirmed: true }),
      request(ctx.app).get("/api/me"),
      agent.post("/api/logout"),
    ];
    const answers = await Promise.all(personal);
    expect(answers.map((answer) => answer.headers["cache-control"])).toEqual(answers.map(() => PRIVATE_NO_STORE));
  });

  it("leaves a public list asked for anonymously cacheable by its own rules", async () => {
    const res = await request(ctx.app).get("/api/stories");
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBeUndefined();
  });

  it("lets a photo be cached for an hour (a shared cache a minute), then revalidated by its ETag", async () => {
    const objectPath = await shareImage(ctx.app, await solidImage("png"));
    const first = await request(ctx.app).get(objectPath).buffer(true);
    expect(first.status).toBe(200);
    expect(first.headers["cache-control"]).toBe("public, max-age=3600, s-maxage=60, must-revalidate");
    expect(first.headers.etag).toBeDefined();
    const again = await request(ctx.app)
      .get(objectPath)
      .set("If-None-Match", first.headers.etag as string);
    expect(again.status).toBe(304);
  });
});
