import { eq } from "drizzle-orm";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { PUSH_SUBSCRIPTIONS_PER_MEMBER } from "@shared/push-notices";
import { pushSubscriptions } from "@shared/schema";
import { TEST_PASSWORD, logInAs } from "../test/auth-helpers";
import { useTestApp } from "../test/test-app";
import { startPushReceiver } from "../test/push-receiver";

describe("/api/push", () => {
  const ctx = useTestApp();

  /** A browser's subscription (real keys, from the test receiver's kind of device). */
  async function device() {
    const receiver = await startPushReceiver();
    const subscription = receiver.newSubscription();
    await receiver.stop();
    return subscription;
  }

  const endpointsOf = async (userId: string) =>
    (await ctx.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).map(
      (row) => row.endpoint,
    );

  it("gives anyone the server's public key", async () => {
    const res = await request(ctx.app).get("/api/push/key").expect(200);
    expect(Buffer.from(res.body.publicKey, "base64url")).toHaveLength(65);
    expect((await request(ctx.app).get("/api/push/key").expect(200)).body).toEqual(res.body);
  });

  it("keeps a device once, moves a shared device to whoever turned push on last, and drops the oldest past the limit", async () => {
    const first = await logInAs(ctx, "member");
    const second = await logInAs(ctx, "member");
    const shared = await device();
    expect((await first.agent.post("/api/push/subscriptions").send(shared).expect(201)).body).toEqual({ devices: 1 });
    await first.agent.post("/api/push/subscriptions").send(shared).expect(201);
    expect(await endpointsOf(first.user.id)).toEqual([shared.endpoint]);

    await second.agent
      .post("/api/push/subscriptions")
      .send({ ...shared, expirationTime: null })
      .expect(201);
    expect(await endpointsOf(first.user.id)).toEqual([]);
    expect(await endpointsOf(second.user.id)).toEqual([shared.endpoint]);

    for (let i = 0; i < PUSH_SUBSCRIPTIONS_PER_MEMBER; i++) {
      await second.agent
        .post("/api/push/subscriptions")
        .send(await device())
        .expect(201);
    }
    const kept = await endpointsOf(second.user.id);
    expect(kept).toHaveLength(PUSH_SUBSCRIPTIONS_PER_MEMBER);
    expect(kept).not.toContain(shared.endpoint);
  });

  it("refuses a subscription it could never encrypt for, naming the field", async () => {
    const { agent } = await logInAs(ctx, "member");
    const good = await device();
    const cases: [object, string][] = [
      [{ ...good, endpoint: "ftp://push.example/1" }, "endpoint"],
      [{ ...good, endpoint: "http://push.example.org/1" }, "endpoint"],
      [{ ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(1) } }, "keys.p256dh"],
      [{ ...good, keys: { ...good.keys, p256dh: `B${"A".repeat(86)}` } }, "keys.p256dh"],
      [{ ...good, keys: { ...good.keys, auth: "c2hvcnQ" } }, "keys.auth"],
      [{ endpoint: good.endpoint }, "keys"],
    ];
    for (const [body, field] of cases) {
      const res = await agent.post("/api/push/subscriptions").send(body).expect(400);
      expect(JSON.stringify(res.body), JSON.stringify(body)).toContain(field);
    }
  });

  it("turns off only the member's own device, answering 204 either way", async () => {
    const owner = await logInAs(ctx, "member");
    const other = await logInAs(ctx, "member");
    const subscription = await device();
    await owner.agent.post("/api/push/subscriptions").send(subscription).expect(201);
    await other.agent.delete("/api/push/subscriptions").send({ endpoint: subscription.endpoint }).expect(204);
    expect(await endpointsOf(owner.user.id)).toEqual([subscription.endpoint]);
    await owner.agent.delete("/api/push/subscriptions").send({ endpoint: subscription.endpoint }).expect(204);
    await owner.agent.delete("/api/push/subscriptions").send({ endpoint: subscription.endpoint }).expect(204);
    expect(await endpointsOf(owner.user.id)).toEqual([]);
  });

  it("lets a suspended member turn push off, and change what it tells them", async () => {
    const member = await logInAs(ctx, "member");
    const moderator = await logInAs(ctx, "moderator");
    const subscription = await device();
    await member.agent.post("/api/push/subscriptions").send(subscription).expect(201);
    await moderator.agent
      .post(`/api/moderation/members/${member.user.id}/suspension`)
      .send({ days: 1, reason: "Cooling off" })
      .expect(200);
    await member.agent
      .put("/api/push/preferences")
      .send({ kinds: ["moderation"], quietHours: null, timeZone: "Europe/London" })
      .expect(200);
    await member.agent.delete("/api/push/subscriptions").send({ endpoint: subscription.endpoint }).expect(204);
    expect(await endpointsOf(member.user.id)).toEqual([]);
  });

  it("keeps the member's kinds, quiet hours and time zone", async () => {
    const { agent } = await logInAs(ctx, "member");
    expect((await agent.get("/api/push/preferences").expect(200)).body).toEqual({
      kinds: [],
      quietHours: null,
      timeZone: null,
      devices: 0,
    });
    const chosen = {
      kinds: ["replies", "moderation"],
      quietHours: { start: "22:30", end: "07:00" },
      timeZone: "Europe/Dublin",
    };
    expect((await agent.put("/api/push/preferences").send(chosen).expect(200)).body).toEqual({ ...chosen, devices: 0 });
    expect((await agent.get("/api/push/preferences").expect(200)).body).toEqual({ ...chosen, devices: 0 });
  });

  it("refuses an unknown time zone, a time that is not one and a kind not offered, naming the field", async () => {
    const { agent } = await logInAs(ctx, "member");
    const valid = { kinds: ["replies"], quietHours: { start: "22:00", end: "07:00" }, timeZone: "UTC" };
    const cases: [object, string][] = [
      [{ ...valid, timeZone: "Mars/Olympus_Mons" }, "timeZone"],
      [{ ...valid, quietHours: { start: "25:00", end: "07:00" } }, "quietHours.start"],
      [{ ...valid, quietHours: { start: "22:00", end: "7" } }, "quietHours.end"],
      [{ ...valid, quietHours: { start: "22:00", end: "22:00" } }, "quietHours.end"],
      [{ ...valid, kinds: ["reactions"] }, "kinds"],
    ];
    for (const [body, field] of cases) {
      const res = await agent.put("/api/push/preferences").send(body).expect(400);
      expect(JSON.stringify(res.body), JSON.stringify(body)).toContain(field);
    }
  });

  it("forgets a member's devices with their account", async () => {
    const leaving = await logInAs(ctx, "member");
    await leaving.agent
      .post("/api/push/subscriptions")
      .send(await device())
      .expect(201);
    await leaving.agent.delete("/api/account").send({ password: TEST_PASSWORD, keepContent: false }).expect(204);
    expect(await endpointsOf(leaving.user.id)).toEqual([]);
  });

  it("asks visitors to log in", async () => {
    await request(ctx.app).get("/api/push/preferences").expect(401);
    await request(ctx.app)
      .post("/api/push/subscriptions")
      .send(await device())
      .expect(401);
  });
});
