import request from "supertest";
import { describe, expect, it } from "vitest";
import { isSecureCookieRequired, parseEnv } from "../env";
import { TEST_PASSWORD, newMember } from "../test/auth-helpers";
import { useTestApp, type TestContext } from "../test/test-app";

/** The Set-Cookie line of the session cookie in `res`. */
function sessionCookie(res: request.Response): string {
  const cookies = ([] as string[]).concat(res.headers["set-cookie"] ?? []);
  const cookie = cookies.find((line) => line.startsWith("pawswell.sid="));
  if (!cookie) throw new Error("no session cookie");
  return cookie;
}

/** Logs a fresh member in over plain http and returns the answer. */
async function logIn(ctx: TestContext): Promise<request.Response> {
  const username = await newMember(ctx);
  return request(ctx.app).post("/api/login").send({ username, password: TEST_PASSWORD });
}

describe("the session cookie in production", () => {
  const ctx = useTestApp({ isSecureCookieRequired: isSecureCookieRequired(parseEnv({ NODE_ENV: "production" })) });

  it("is Secure even when the login came over plain http, and still works", async () => {
    const res = await logIn(ctx);
    expect(res.status).toBe(200);
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/HttpOnly/);
    // A client that sends the cookie back (over HTTPS in real life) is logged in.
    const me = await request(ctx.app)
      .get("/api/me")
      .set("Cookie", cookie.split(";")[0] ?? "");
    expect(me.status).toBe(200);
    expect(me.body.user.username).toBe(res.body.user.username);
  });

  it("clears the cookie on logout with the same Secure flag", async () => {
    const login = await logIn(ctx);
    const res = await request(ctx.app)
      .post("/api/logout")
      .set("Cookie", sessionCookie(login).split(";")[0] ?? "");
    expect(res.status).toBeLessThan(300);
    expect(sessionCookie(res)).toMatch(/; Secure/);
  });
});

describe("the session cookie when the operator allows plain HTTP", () => {
  const ctx = useTestApp({
    isSecureCookieRequired: isSecureCookieRequired(parseEnv({ NODE_ENV: "production", ALLOW_INSECURE_HTTP: "true" })),
  });

  it("is not Secure over plain http", async () => {
    const res = await logIn(ctx);
    expect(res.status).toBe(200);
    expect(sessionCookie(res)).not.toMatch(/Secure/);
  });
});
