import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { logInAs } from "../test/auth-helpers";
import { useTestApp } from "../test/test-app";

const url = "/api/content-warning-settings";
const weekFromNow = "2030-01-08T12:00:00.000Z";

describe("/api/content-warning-settings", () => {
  const ctx = useTestApp();
  const me = {} as Awaited<ReturnType<typeof logInAs>>;
  const other = {} as Awaited<ReturnType<typeof logInAs>>;

  beforeAll(async () => {
    Object.assign(me, await logInAs(ctx, "member"));
    Object.assign(other, await logInAs(ctx, "member"));
  });

  describe("GET", () => {
    it("answers 401 to a visitor", async () => {
      const res = await request(ctx.app).get(url);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe("Please log in to continue");
    });

    it("answers no choices before the member has made any (every warning collapses by default)", async () => {
      const res = await me.agent.get(url);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ settings: {} });
      expect(res.headers["cache-control"]).toMatch(/private|no-store/);
    });
  });

  describe("PUT", () => {
    it("answers 401 to a visitor before reading the body", async () => {
      expect((await request(ctx.app).put(url).send({ nonsense: true })).status).toBe(401);
    });

    it("answers 400 naming the field for an unknown warning, mode or date, and keeps what was stored", async () => {
      await me.agent.put(url).send({ settings: { grief: { mode: "show", until: null } } });
      const warning = await me.agent.put(url).send({ settings: { spiders: { mode: "hide" } } });
      expect(warning.status).toBe(400);
      expect(warning.body.message).toMatch(/^settings/);
      const mode = await me.agent.put(url).send({ settings: { grief: { mode: "blur" } } });
      expect(mode.status).toBe(400);
      expect(mode.body.message).toBe("settings.grief.mode: mode must be show, collapse or hide");
      const until = await me.agent.put(url).send({ settings: { grief: { mode: "hide", until: "next week" } } });
      expect(until.status).toBe(400);
      expect(until.body.message).toBe("settings.grief.until: until must be an ISO date and time");
      expect((await me.agent.put(url).send({})).status).toBe(400);
      expect((await me.agent.put(url).send({ settings: [] })).status).toBe(400);
      expect((await me.agent.get(url)).body).toEqual({ settings: { grief: { mode: "show", until: null } } });
    });

    it("stores the choices, answers them, and a second save replaces the first entirely", async () => {
      const first = await me.agent.put(url).send({
        settings: { "pet-loss": { mode: "hide", until: weekFromNow }, euthanasia: { mode: "show" } },
      });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({
        settings: { "pet-loss": { mode: "hide", until: weekFromNow }, euthanasia: { mode: "show", until: null } },
      });
      expect((await me.agent.get(url)).body).toEqual(first.body);

      const second = await me.agent.put(url).send({ settings: { suicide: { mode: "collapse", until: null } } });
      expect(second.body).toEqual({ settings: { suicide: { mode: "collapse", until: null } } });
      expect((await me.agent.get(url)).body).toEqual(second.body);

      const cleared = await me.agent.put(url).send({ settings: {} });
      expect(cleared.body).toEqual({ settings: {} });
    });

    it("keeps each member's choices apart", async () => {
      await me.agent.put(url).send({ settings: { grief: { mode: "hide", until: null } } });
      await other.agent.put(url).send({ settings: { abuse: { mode: "hide", until: null } } });
      expect((await me.agent.get(url)).body).toEqual({ settings: { grief: { mode: "hide", until: null } } });
      expect((await other.agent.get(url)).body).toEqual({ settings: { abuse: { mode: "hide", until: null } } });
    });
  });
});
