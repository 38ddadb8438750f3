import request, { type Agent } from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import type { SignedInSessionView } from "@shared/contracts/account-sessions.contract";
import { SESSION_COOKIE } from "../auth/session";
import { TEST_PASSWORD, newMember } from "../test/auth-helpers";
import { useTestApp, type TestContext } from "../test/test-app";
import { testDatabaseKind } from "../test/test-database";

const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const CHROME_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";

/** A browser (its own cookie jar) logged in as `username`, saying it is `userAgent`. */
async function logInFrom(ctx: TestContext, username: string, userAgent: string): Promise<Agent> {
  const agent = request.agent(ctx.app);
  const res = await agent.post("/api/login").set("User-Agent", userAgent).send({ username, password: TEST_PASSWORD });
  expect(res.status, res.text).toBe(200);
  return agent;
}

/** The raw session id in an agent's cookie (signed: "s:<sid>.<signature>"). */
function sidOf(agent: Agent): string {
  const jar = (
    agent as unknown as { jar: { getCookie: (name: string, access: object) => { value: string } | undefined } }
  ).jar;
  const cookie = jar.getCookie(SESSION_COOKIE, { domain: "127.0.0.1", path: "/", secure: false, script: false });
  const value = decodeURIComponent(cookie?.value ?? "");
  return value.slice(2, value.lastIndexOf("."));
}

describe(`account sessions (${testDatabaseKind})`, () => {
  const ctx = useTestApp();
  let username: string;

  beforeAll(async () => {
    username = await newMember(ctx);
  });

  describe("GET /api/account/sessions", () => {
    it("answers 401 to a visitor", async () => {
      const res = await request(ctx.app).get("/api/account/sessions");
      expect(res.status).toBe(401);
      expect(res.body.message).toBe("Please log in to continue");
    });

    it("lists two logins with their devices, newest active first, marking this one, never a session id", async () => {
      const laptop = await logInFrom(ctx, username, FIREFOX_WINDOWS);
      const phone = await logInFrom(ctx, username, SAFARI_IPHONE);
      const res = await phone.get("/api/account/sessions");
      expect(res.status).toBe(200);
      expect(res.headers["cache-control"]).toContain("no-store");
      const sessions = res.body as SignedInSessionView[];
      expect(sessions.map((s) => [s.device, s.current])).toEqual([
        ["Safari on iPhone", true],
        ["Firefox on Windows", false],
      ]);
      for (const session of sessions) {
        expect(session.id).toMatch(/^[0-9a-f]{24}$/);
        expect(Date.now() - Date.parse(session.lastActiveAt)).toBeLessThan(2 * 60_000);
        expect(Date.now() - Date.parse(session.signedInAt!)).toBeLessThan(60_000);
        expect(Object.keys(session).sort()).toEqual(["current", "device", "id", "lastActiveAt", "signedInAt"]);
      }
      for (const sid of [sidOf(laptop), sidOf(phone)]) {
        expect(sid.length).toBeGreaterThan(20);
        expect(res.text).not.toContain(sid);
      }
      // The other browser sees the same two, with itself as the current one.
      const fromLaptop = (await laptop.get("/api/account/sessions")).body as SignedInSessionView[];
      expect(fromLaptop.find((s) => s.current)?.device).toBe("Firefox on Windows");
      expect(fromLaptop).toHaveLength(2);
    });

    it("lists only the asking member's sessions", async () => {
      const someoneElse = await logInFrom(ctx, await newMember(ctx), CHROME_ANDROID);
      const res = await someoneElse.get("/api/account/sessions");
      expect((res.body as SignedInSessionView[]).map((s) => s.device)).toEqual(["Chrome on Android"]);
    });
  });

  describe("DELETE /api/account/sessions/:id", () => {
    it("answers 401 to a visitor", async () => {
      expect((await request(ctx.app).delete("/api/account/sessions/0123456789abcdef01234567")).status).toBe(401);
    });

    it("answers 404 for an id that is unknown, malformed, or another member's session", async () => {
      const member = await newMember(ctx);
      const mine = await logInFrom(ctx, member, FIREFOX_WINDOWS);
      const other = await logInFrom(ctx, await newMember(ctx), CHROME_ANDROID);
      const [othersSession] = (await other.get("/api/account/sessions")).body as SignedInSessionView[];
      for (const id of ["0123456789abcdef01234567", "not-a-session", "%00", othersSession!.id]) {
        const res = await mine.delete(`/api/account/sessions/${id}`);
        expect(res.status, id).toBe(404);
        expect(res.body.message).toBe("That session isn't signed in any more");
      }
      expect((await other.get("/api/me")).status).toBe(200);
    });

    it("signs out another of the member's sessions: that browser is logged out, this one stays", async () => {
      const member = await newMember(ctx);
      const laptop = await logInFrom(ctx, member, FIREFOX_WINDOWS);
      const phone = await logInFrom(ctx, member, SAFARI_IPHONE);
      const other = ((await phone.get("/api/account/sessions")).body as SignedInSessionView[]).find((s) => !s.current)!;
      expect((await phone.delete(`/api/account/sessions/${other.id}`)).status).toBe(204);
      expect((await laptop.get("/api/me")).status).toBe(401);
      expect((await phone.get("/api/me")).status).toBe(200);
      expect((await phone.delete(`/api/account/sessions/${other.id}`)).status).toBe(404);
    });

    it("signing out the current session is logging out", async () => {
      const member = await newMember(ctx);
      const laptop = await logInFrom(ctx, member, FIREFOX_WINDOWS);
      const [current] = (await laptop.get("/api/account/sessions")).body as SignedInSessionView[];
      const res = await laptop.delete(`/api/account/sessions/${current!.id}`);
      expect(res.status).toBe(204);
      expect(String(res.headers["set-cookie"])).toContain(`${SESSION_COOKIE}=;`);
      expect((await laptop.get("/api/me")).status).toBe(401);
    });
  });

  describe("POST /api/account/sessions/sign-out-others", () => {
    it("answers 401 to a visitor", async () => {
      expect((await request(ctx.app).post("/api/account/sessions/sign-out-others").send({})).status).toBe(401);
    });

    it("answers 415 for a body that is not JSON", async () => {
      const agent = await logInFrom(ctx, await newMember(ctx), FIREFOX_WINDOWS);
      const res = await agent.post("/api/account/sessions/sign-out-others").set("Content-Type", "text/plain").send("x");
      expect(res.status).toBe(415);
    });

    it("leaves only this session, and says how many it signed out", async () => {
      const member = await newMember(ctx);
      const laptop = await logInFrom(ctx, member, FIREFOX_WINDOWS);
      const tablet = await logInFrom(ctx, member, CHROME_ANDROID);
      const phone = await logInFrom(ctx, member, SAFARI_IPHONE);
      const bystander = await logInFrom(ctx, await newMember(ctx), FIREFOX_WINDOWS);
      const res = await phone.post("/api/account/sessions/sign-out-others").send({});
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ signedOut: 2 });
      const left = (await phone.get("/api/account/sessions")).body as SignedInSessionView[];
      expect(left.map((s) => [s.device, s.current])).toEqual([["Safari on iPhone", true]]);
      expect((await laptop.get("/api/me")).status).toBe(401);
      expect((await tablet.get("/api/me")).status).toBe(401);
      expect((await bystander.get("/api/me")).status).toBe(200);
      expect((await phone.post("/api/account/sessions/sign-out-others").send({})).body).toEqual({ signedOut: 0 });
    });
  });
});
