/**
 * A suspended member who logs out is still suspended where they write from
 * (docs/security.md#the-third-probes-findings, finding 8): a guest's write from an address their
 * session was seen at gets the member's own 403, until the suspension ends; a guest elsewhere, and
 * a guest's own matters (a password reset), are untouched.
 */
import { eq } from "drizzle-orm";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { suspendedAddresses } from "@shared/schema";
import { logInAs } from "../test/auth-helpers";
import { TEST_SECRET, useTestApp } from "../test/test-app";
import { addressHasher } from "../lib/address-hash";
import { suspendedAddressesRepository } from "../repositories/suspended-addresses.repository";

const story = {
  title: "Walks",
  content: "Long ones by the river.",
  author: "River walker",
  petName: "Rex",
  petType: "dog",
};
const hashOf = addressHasher(TEST_SECRET);
const group = {
  name: "Tuesday walkers",
  description: "We walk slowly.",
  location: "Park",
  type: "walking",
  schedule: "Tuesdays",
  contactInfo: "walkers@example.org",
};

describe("guest writes from a suspended member's address", () => {
  // Behind one trusted proxy, so each request names its client address in X-Forwarded-For.
  const ctx = useTestApp({ trustProxy: 1 });
  const from = (address: string) => ({ "X-Forwarded-For": address });

  it("answers the member's own 403 while the suspension lasts, and nothing once it is lifted", async () => {
    const moderator = await logInAs(ctx, "moderator");
    const member = await logInAs(ctx, "member");
    const suspended = await moderator.agent
      .post(`/api/moderation/members/${member.user.id}/suspension`)
      .send({ days: 7, reason: "Harassment" });
    expect(suspended.status).toBe(200);

    // Seen while suspended (refused), then logging out, as the probe did.
    const refused = await member.agent.post("/api/stories").set(from("203.0.113.7")).send(story);
    expect(refused.status).toBe(403);
    expect((await member.agent.post("/api/logout").set(from("203.0.113.7"))).status).toBe(204);

    const asGuest = await request(ctx.app).post("/api/stories").set(from("203.0.113.7")).send(story);
    expect(asGuest.status).toBe(403);
    expect(asGuest.body.message).toBe(refused.body.message);
    expect((await request(ctx.app).post("/api/groups").set(from("203.0.113.7")).send(group)).status).toBe(403);
    const signUp = await request(ctx.app)
      .post("/api/register")
      .set(from("203.0.113.7"))
      .send({ username: "fresh_start", password: "a-good-long-password", ageConfirmed: true });
    expect(signUp.status).toBe(403);
    // Their own matters stay open: getting back into the account, and reading.
    const reset = await request(ctx.app)
      .post("/api/password/forgot")
      .set(from("203.0.113.7"))
      .send({ email: "someone@example.org" });
    expect(reset.status).not.toBe(403);
    expect((await request(ctx.app).get("/api/stories").set(from("203.0.113.7"))).status).toBe(200);
    // A guest anywhere else is not them.
    expect((await request(ctx.app).post("/api/stories").set(from("198.51.100.4")).send(story)).status).toBe(201);
    // Only a keyed hash of the address is kept.
    const kept = await ctx.database.db.select().from(suspendedAddresses);
    expect(kept).toHaveLength(1);
    expect(JSON.stringify(kept)).not.toContain("203.0.113.7");

    const lifted = await moderator.agent
      .post(`/api/moderation/members/${member.user.id}/suspension/lift`)
      .send({ reason: "Apologised" });
    expect(lifted.status).toBe(200);
    expect((await request(ctx.app).post("/api/stories").set(from("203.0.113.7")).send(story)).status).toBe(201);
    // And housekeeping forgets the address: it refuses nobody now.
    expect(await suspendedAddressesRepository(ctx.database.db).deleteForgotten()).toBe(1);
    expect(await ctx.database.db.select().from(suspendedAddresses)).toEqual([]);
  });

  it("lets an address go after 30 days unseen, while the suspension lasts", async () => {
    const moderator = await logInAs(ctx, "moderator");
    const member = await logInAs(ctx, "member");
    await moderator.agent
      .post(`/api/moderation/members/${member.user.id}/suspension`)
      .send({ days: null, reason: "Threats" });
    expect((await member.agent.get("/api/me").set(from("192.0.2.10"))).status).toBe(200);
    expect((await member.agent.get("/api/me").set(from("192.0.2.11"))).status).toBe(200);
    expect((await request(ctx.app).post("/api/stories").set(from("192.0.2.10")).send(story)).status).toBe(403);
    await ctx.database.db
      .update(suspendedAddresses)
      .set({ seenAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(suspendedAddresses.addressHash, hashOf("192.0.2.10")));
    expect((await request(ctx.app).post("/api/stories").set(from("192.0.2.10")).send(story)).status).toBe(201);
    expect((await request(ctx.app).post("/api/stories").set(from("192.0.2.11")).send(story)).status).toBe(403);
    expect(await suspendedAddressesRepository(ctx.database.db).deleteForgotten()).toBe(1);
  });
});
