/**
 * A member's request reads their session and their account in one query: the account as it is at
 * that moment, so a role change or a deleted account still takes effect on the very next request.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions, users } from "@shared/schema";
import { logInAs } from "../test/auth-helpers";
import { useTestApp } from "../test/test-app";
import { sessionsRepository } from "../repositories/sessions.repository";

describe("the member read with the session", () => {
  const ctx = useTestApp();

  it("is the account the session names, as stored now", async () => {
    const { agent, user } = await logInAs(ctx, "member");
    const [stored] = await ctx.database.db
      .select({ sid: sessions.sid })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    const found = await sessionsRepository(ctx.database.db).findLive(stored!.sid);
    expect(found?.member).toEqual({
      id: user.id,
      username: user.username,
      role: "member",
      suspendedAt: null,
      suspendedUntil: null,
    });

    await ctx.database.db.update(users).set({ role: "moderator" }).where(eq(users.id, user.id));
    const me = await agent.get("/api/me");
    expect(me.status).toBe(200);
    expect(me.body.user.role).toBe("moderator");
  });

  it("is nobody once the account is gone: the next request is signed out", async () => {
    const { agent, user } = await logInAs(ctx, "member");
    expect((await agent.get("/api/me")).status).toBe(200);
    await ctx.database.db.delete(users).where(eq(users.id, user.id));
    expect((await agent.get("/api/me")).status).toBe(401);
  });

  it("is nobody for a session without a member, or naming something that is not an account's id", async () => {
    const repository = sessionsRepository(ctx.database.db);
    const expire = new Date(Date.now() + 60_000);
    await repository.save("no-member", { cookie: { originalMaxAge: 60_000 } } as never, expire);
    await repository.save(
      "not-an-id",
      { cookie: { originalMaxAge: 60_000 }, passport: { user: "x' or 1=1" } } as never,
      expire,
    );
    expect((await repository.findLive("no-member"))?.member).toBeNull();
    expect((await repository.findLive("not-an-id"))?.member).toBeNull();
    await ctx.database.db.execute(sql`delete from sessions where sid in ('no-member', 'not-an-id')`);
  });
});
