/**
 * Push notices end to end: a reply queues a notice for each of its author's devices, the worker
 * sends it to a real push receiver on 127.0.0.1, which checks the VAPID signature and decrypts the
 * body (server/test/push-receiver.ts). Quiet hours, a break and a kind not chosen send nothing; an
 * expired subscription is removed; two workers send each notice once.
 */
import { desc, eq } from "drizzle-orm";
import type { Agent } from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { notifications, pushOutbox, pushSubscriptions } from "@shared/schema";
import { timeOfMinutes } from "@shared/push-notices";
import { logInAs } from "../test/auth-helpers";
import { insertPost, newPost, newReply } from "../test/factories";
import { startPushReceiver, type PushReceiver, type ReceiverSubscription } from "../test/push-receiver";
import { ROOMY, useTestApp } from "../test/test-app";
import { openPostgres, type DatabaseHandle } from "../db";
import { newVapidKeys } from "../lib/vapid-keys";
import { notifyMember } from "./notify";
import { pushPreferencesRepository } from "../repositories/push-preferences.repository";
import { queuePushNotice } from "./push-notices";
import { pushOutboxWorker } from "./push-outbox-worker";
import { PUSH_TTL_SECONDS, pushSender } from "./push-sender";

const SUBJECT = "mailto:no-reply@pawswell.test";
const KEYS = newVapidKeys();

describe("push notices", () => {
  const ctx = useTestApp({ limits: { repliesPerMember: ROOMY, newMemberReplies: ROOMY } });
  // On PostgreSQL the second worker has its own connection pool, as a second process would.
  let second: DatabaseHandle | undefined;
  let receiver: PushReceiver;
  let author: { agent: Agent; user: { id: string; username: string } };
  let replier: { agent: Agent; user: { id: string; username: string } };
  let device: ReceiverSubscription;
  let postId: string;

  const worker = () => pushOutboxWorker(ctx.database.db, pushSender({ keys: KEYS, subject: SUBJECT }));

  /** The author's choices: `kinds`, and quiet hours when given, read in UTC. */
  async function choose(kinds: string[], quietHours: { start: string; end: string } | null = null) {
    await author.agent.put("/api/push/preferences").send({ kinds, quietHours, timeZone: "UTC" }).expect(200);
  }

  beforeAll(async () => {
    receiver = await startPushReceiver();
    author = await logInAs(ctx, "member");
    replier = await logInAs(ctx, "member");
    postId = await newPost(author.agent, { title: "Nights are long" });
    if (ctx.database.url) second = await openPostgres(ctx.database.url, { migrate: false, max: 3 });
  });
  afterAll(async () => {
    await second?.close();
    await receiver?.stop();
  });

  beforeEach(async () => {
    await ctx.database.db.delete(pushSubscriptions);
    await author.agent.patch("/api/account/settings").send({ breakFor: "off" }).expect(200);
    device = receiver.newSubscription();
    await author.agent.post("/api/push/subscriptions").send(device).expect(201);
    receiver.received.length = 0;
  });

  it("delivers a reply notice, encrypted for the device and signed, with the bell's words and link", async () => {
    await choose(["replies"]);
    const replyId = await newReply(replier.agent, postId);

    expect(await worker().runOnce()).toEqual({ sent: 1, failed: 0, expired: 0 });

    expect(receiver.refused).toEqual([]);
    expect(receiver.received).toHaveLength(1);
    const [push] = receiver.received;
    expect(push!.endpoint).toBe(device.endpoint);
    expect(push!.payload).toEqual({
      title: "PawsWell",
      body: `${replier.user.username} replied to “Nights are long”`,
      url: `/community/${postId}#reply-${replyId}`,
      tag: expect.stringMatching(/^notice-/),
    });
    expect(push!.claims.aud).toBe(receiver.origin);
    expect(push!.claims.sub).toBe(SUBJECT);
    expect(push!.ttl).toBe(String(PUSH_TTL_SECONDS));
    expect(push!.urgency).toBe("normal");
    // The bell's notice is what was pushed, and its outbox row is recorded as sent.
    const bell = await author.agent.get("/api/notifications?limit=1").expect(200);
    expect(bell.body[0].message).toBe(push!.payload && (push!.payload as { body: string }).body);
    const rows = await ctx.database.db.select().from(pushOutbox);
    expect(rows.filter((row) => row.sentAt === null)).toEqual([]);
  });

  it("queues one notice per event and device, however often the event is told", async () => {
    await choose(["replies"]);
    await newReply(replier.agent, postId);
    const [notice] = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, author.user.id))
      .orderBy(desc(notifications.createdAt))
      .limit(1);
    const choices = await pushPreferencesRepository(ctx.database.db).find(author.user.id);
    await queuePushNotice(ctx.database.db, { id: author.user.id, role: "member", ...choices! }, notice!);
    const queued = await ctx.database.db
      .select()
      .from(pushOutbox)
      .where(eq(pushOutbox.eventKey, `notification:${notice!.id}`));
    expect(queued).toHaveLength(1);
    expect((await worker().runOnce()).sent).toBe(1);
  });

  it("never names an item the bell would not: a hidden discussion stays unnamed on the device too", async () => {
    await choose(["replies"]);
    const hidden = await insertPost(ctx.database.db, { title: "Words nobody should read", hiddenAt: new Date() });
    await notifyMember(ctx.database.db, {
      recipientId: author.user.id,
      kind: "answer",
      actor: replier.user,
      subject: hidden.title,
      url: `/community/${hidden.id}#reply-1`,
    });

    expect((await worker().runOnce()).sent).toBe(1);
    expect(receiver.received[0]!.payload).toMatchObject({
      body: `${replier.user.username} answered your reply in a discussion`,
    });
    expect(JSON.stringify(receiver.received[0]!.payload)).not.toContain("Words nobody");
  });

  it("sends nothing during quiet hours, read in the member's time zone", async () => {
    const now = new Date();
    const minute = now.getUTCHours() * 60 + now.getUTCMinutes();
    await choose(["replies"], {
      start: timeOfMinutes((minute + 1440 - 60) % 1440),
      end: timeOfMinutes((minute + 60) % 1440),
    });
    await newReply(replier.agent, postId);

    expect(await worker().runOnce()).toEqual({ sent: 0, failed: 0, expired: 0 });
    expect(receiver.received).toEqual([]);
    // Quiet hours elsewhere in the day hold nothing back.
    await choose(["replies"], {
      start: timeOfMinutes((minute + 120) % 1440),
      end: timeOfMinutes((minute + 180) % 1440),
    });
    await newReply(replier.agent, postId);
    expect((await worker().runOnce()).sent).toBe(1);
  });

  it("sends nothing while the member takes a break", async () => {
    await choose(["replies", "moderation"]);
    await author.agent.patch("/api/account/settings").send({ breakFor: "1d" }).expect(200);
    await newReply(replier.agent, postId);

    expect(await worker().runOnce()).toEqual({ sent: 0, failed: 0, expired: 0 });
    expect(receiver.received).toEqual([]);
  });

  it("delivers a moderator's note to a member who chose them", async () => {
    await choose(["moderation"]);
    await notifyMember(ctx.database.db, {
      recipientId: author.user.id,
      kind: "moderation",
      actor: null,
      subject: "hid your post “Nights are long”",
      url: "/notifications",
    });

    expect((await worker().runOnce()).sent).toBe(1);
    expect(receiver.received[0]!.payload).toMatchObject({
      body: "A moderator hid your post “Nights are long”",
      url: "/notifications",
    });
  });

  it("sends nothing for a kind the member did not choose", async () => {
    await choose(["moderation"]);
    await newReply(replier.agent, postId);

    expect(await worker().runOnce()).toEqual({ sent: 0, failed: 0, expired: 0 });
    expect(receiver.received).toEqual([]);
  });

  it("removes a subscription its push service says has expired (410), with its waiting notices", async () => {
    await choose(["replies"]);
    const other = receiver.newSubscription();
    await author.agent.post("/api/push/subscriptions").send(other).expect(201);
    receiver.expire(device.endpoint);
    await newReply(replier.agent, postId);

    expect(await worker().runOnce()).toEqual({ sent: 1, failed: 0, expired: 1 });
    expect(receiver.received.map((push) => push.endpoint)).toEqual([other.endpoint]);
    const left = await ctx.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, author.user.id));
    expect(left.map((row) => row.endpoint)).toEqual([other.endpoint]);
  });

  it("sends each notice once to each device with two workers racing", async () => {
    await choose(["replies"]);
    await author.agent.post("/api/push/subscriptions").send(receiver.newSubscription()).expect(201);
    for (let i = 0; i < 6; i++) await newReply(replier.agent, postId, { content: `Reply ${i}` });

    const options = { batchSize: 2 };
    const workers = [
      pushOutboxWorker(ctx.database.db, pushSender({ keys: KEYS, subject: SUBJECT }), options),
      pushOutboxWorker((second ?? ctx.database).db, pushSender({ keys: KEYS, subject: SUBJECT }), options),
    ];
    // A pass outside a started worker sends one batch: both race batch after batch until the outbox is empty.
    let total = 0;
    for (;;) {
      const passes = await Promise.all(workers.map((w) => w.runOnce()));
      const sentNow = passes.reduce((sum, pass) => sum + pass.sent, 0);
      if (sentNow === 0) break;
      total += sentNow;
    }

    expect(total).toBe(12);
    const sent = receiver.received.map((push) => `${push.endpoint} ${(push.payload as { tag: string }).tag}`);
    expect(sent).toHaveLength(12);
    expect(new Set(sent).size).toBe(12);
  });
});
