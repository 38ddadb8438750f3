import request from "supertest";
import { describe, expect, it } from "vitest";
import type { AppearanceView } from "@shared/contracts/appearance.contract";
import { logInAs, TEST_PASSWORD } from "../test/auth-helpers";
import { useTestApp } from "../test/test-app";
import { testDatabaseKind } from "../test/test-database";

describe(`account appearance (${testDatabaseKind})`, () => {
  const ctx = useTestApp();

  it("answers 401 to a visitor, who keeps their choice in the browser, before reading the body", async () => {
    expect((await request(ctx.app).get("/api/account/appearance")).status).toBe(401);
    const save = await request(ctx.app).put("/api/account/appearance").send({ theme: "dark", textSize: "larger" });
    expect(save.status).toBe(401);
    expect((await request(ctx.app).put("/api/account/appearance").send({ theme: 7 })).status).toBe(401);
  });

  it("answers a new member the defaults, privately", async () => {
    const member = await logInAs(ctx, "member");
    const res = await member.agent.get("/api/account/appearance");
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toContain("no-store");
    expect(res.body).toEqual({ theme: "system", textSize: "normal" } satisfies AppearanceView);
  });

  it("saves a member's choice, which their next session reads, and nobody else's changes", async () => {
    const member = await logInAs(ctx, "member");
    const other = await logInAs(ctx, "member");
    const saved = await member.agent.put("/api/account/appearance").send({ theme: "dark", textSize: "largest" });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ theme: "dark", textSize: "largest" });

    const again = request.agent(ctx.app);
    await again.post("/api/login").send({ username: member.user.username, password: TEST_PASSWORD }).expect(200);
    expect((await again.get("/api/account/appearance")).body).toEqual({ theme: "dark", textSize: "largest" });
    expect((await other.agent.get("/api/account/appearance")).body).toEqual({ theme: "system", textSize: "normal" });
  });

  it("answers 400 naming the field for a bad value, and changes nothing", async () => {
    const member = await logInAs(ctx, "member");
    const cases: [object, string][] = [
      [{ theme: "sepia", textSize: "normal" }, "theme must be one of system, light, dark"],
      [{ theme: "dark", textSize: "huge" }, "textSize must be one of smaller, normal, larger, largest"],
      [{ theme: "dark" }, "textSize"],
      [{ theme: "dark", textSize: "normal", font: "serif" }, "font"],
      [{}, "theme"],
    ];
    for (const [body, message] of cases) {
      const res = await member.agent.put("/api/account/appearance").send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toContain(message);
    }
    expect((await member.agent.get("/api/account/appearance")).body).toEqual({ theme: "system", textSize: "normal" });
  });
});
