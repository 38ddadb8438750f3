import { eq } from "drizzle-orm";
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { ContactMessageView } from "@shared/contracts/contact-messages.contract";
import { contactMessages, moderationLog } from "@shared/schema";
import { logInAs } from "../test/auth-helpers";
import { useTestApp } from "../test/test-app";
import { CONTACT_RATE_LIMITED_MESSAGE } from "@shared/contracts/contact-messages.contract";

const MESSAGE = { topic: "question", message: "How do I add a content warning to my story?" };

describe("Contact Us messages", () => {
  const ctx = useTestApp({ trustProxy: true, limits: { contactMessagesPerAddress: { limit: 3, windowMs: 60_000 } } });

  /** Each test counts from its own address, so the limit of one never reaches another. */
  let address = 0;
  const fromNewAddress = () => `198.51.100.${++address}`;
  const send = (body: object, ip = fromNewAddress()) =>
    request(ctx.app).post("/api/contact-messages").set("X-Forwarded-For", ip).send(body);

  async function stored() {
    return ctx.database.db.select().from(contactMessages);
  }

  describe("POST /api/contact-messages", () => {
    it("refuses a message without a topic or words, naming the field, and keeps nothing", async () => {
      const before = (await stored()).length;
      const noWords = await send({ topic: "question", message: "   " });
      expect(noWords.status).toBe(400);
      expect(noWords.body.issues).toEqual([{ path: "message", message: "Message is required" }]);
      const noTopic = await send({ message: "Hello" });
      expect(noTopic.status).toBe(400);
      expect(noTopic.body.issues[0].path).toBe("topic");
      const badEmail = await send({ ...MESSAGE, email: "not an address" });
      expect(badEmail.status).toBe(400);
      expect(badEmail.body.issues).toEqual([
        { path: "email", message: "Please enter a valid email address, or leave it empty" },
      ]);
      const tooLong = await send({ ...MESSAGE, message: "a".repeat(5001) });
      expect(tooLong.status).toBe(400);
      expect((await stored()).length).toBe(before);
    });

    it("keeps a visitor's message with what they typed, empty name and email as none", async () => {
      const res = await send({ ...MESSAGE, name: "", email: "", message: "  A question about reports.  " });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ received: true });
      const row = (await stored()).find((message) => message.message === "A question about reports.");
      expect(row).toMatchObject({ name: null, email: null, topic: "question", crisisMatch: false, handledAt: null });
    });

    it("takes a member's message too, and a suspended member's (to ask about it)", async () => {
      const member = await logInAs(ctx, "member");
      const res = await member.agent
        .post("/api/contact-messages")
        .set("X-Forwarded-For", fromNewAddress())
        .send({ ...MESSAGE, name: "Robin", email: "robin@example.org", message: "From a member" });
      expect(res.status).toBe(201);
      const moderator = await logInAs(ctx, "moderator");
      await moderator.agent
        .post(`/api/moderation/members/${member.user.id}/suspension`)
        .send({ days: 1, reason: "Cooling off" })
        .expect(200);
      const suspended = await member.agent
        .post("/api/contact-messages")
        .set("X-Forwarded-For", fromNewAddress())
        .send({ ...MESSAGE, topic: "moderation", message: "Why was I suspended?" });
      expect(suspended.status).toBe(201);
      const messages = (await stored()).map((row) => row.message);
      expect(messages).toEqual(expect.arrayContaining(["From a member", "Why was I suspended?"]));
    });

    it("marks a message the crisis check matches, for moderators to read first", async () => {
      await send({ ...MESSAGE, topic: "other", message: "I want to end my life and nobody here knows" }).expect(201);
      await send({ ...MESSAGE, topic: "other", message: "The vet put her to sleep on Monday" }).expect(201);
      const rows = await stored();
      expect(rows.find((row) => row.message.startsWith("I want to end"))?.crisisMatch).toBe(true);
      expect(rows.find((row) => row.message.startsWith("The vet"))?.crisisMatch).toBe(false);
    });

    it("answers 429 with Retry-After past the limit per address, and keeps nothing more", async () => {
      const ip = fromNewAddress();
      for (let i = 0; i < 3; i++) await send({ ...MESSAGE, message: `Try ${i}` }, ip).expect(201);
      const before = (await stored()).length;
      const refused = await send({ ...MESSAGE, message: "One too many" }, ip);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(CONTACT_RATE_LIMITED_MESSAGE);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect((await stored()).length).toBe(before);
      // Another address is not held back.
      await send({ ...MESSAGE, message: "From elsewhere" }).expect(201);
    });
  });

  describe("GET /api/contact-messages", () => {
    it("is for moderators only: 401 for visitors, 403 for members", async () => {
      expect((await request(ctx.app).get("/api/contact-messages")).status).toBe(401);
      const member = await logInAs(ctx, "member");
      expect((await member.agent.get("/api/contact-messages")).status).toBe(403);
    });

    it("pages the inbox newest first with a Link to the next page", async () => {
      for (const word of ["first", "second", "third"]) {
        await send({ ...MESSAGE, message: `Paging ${word}` }).expect(201);
      }
      const moderator = await logInAs(ctx, "moderator");
      const first = await moderator.agent.get("/api/contact-messages?limit=2");
      expect(first.status).toBe(200);
      expect(first.headers["cache-control"]).toContain("private");
      const items = first.body as ContactMessageView[];
      expect(items.map((item) => item.message)).toEqual(["Paging third", "Paging second"]);
      expect(items[0]).toMatchObject({ topic: "question", name: null, email: null, handledAt: null, handledBy: null });
      const next = /<([^>]+)>; rel="next"/.exec(first.headers.link as string)![1]!;
      const second = await moderator.agent.get(next);
      expect((second.body as ContactMessageView[])[0]!.message).toBe("Paging first");
      expect((await moderator.agent.get("/api/contact-messages?limit=0")).status).toBe(400);
    });
  });

  async function newMessageId(text: string): Promise<string> {
    await send({ ...MESSAGE, message: text }).expect(201);
    const [row] = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.message, text));
    return row!.id;
  }

  describe("POST /api/contact-messages/:id/handled", () => {
    it("is for moderators only, and 404 for a message that is not there", async () => {
      const id = await newMessageId("Handle me: guarded");
      expect((await request(ctx.app).post(`/api/contact-messages/${id}/handled`)).status).toBe(401);
      const member = await logInAs(ctx, "member");
      expect((await member.agent.post(`/api/contact-messages/${id}/handled`)).status).toBe(403);
      const moderator = await logInAs(ctx, "moderator");
      const unknown = await moderator.agent.post("/api/contact-messages/00000000-0000-4000-8000-000000000000/handled");
      expect(unknown.status).toBe(404);
      expect((await moderator.agent.post("/api/contact-messages/not-an-id/handled")).status).toBe(404);
    });

    it("marks it handled by the moderator once, in the audit log; a second time is 409", async () => {
      const id = await newMessageId("Handle me: once");
      const moderator = await logInAs(ctx, "moderator");
      const res = await moderator.agent.post(`/api/contact-messages/${id}/handled`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id, handledBy: moderator.user.username });
      expect(Date.parse(res.body.handledAt)).not.toBeNaN();
      const again = await moderator.agent.post(`/api/contact-messages/${id}/handled`);
      expect(again.status).toBe(409);

      const entries = await ctx.database.db.select().from(moderationLog).where(eq(moderationLog.itemId, id));
      expect(entries).toEqual([
        expect.objectContaining({
          action: "handle-contact-message",
          itemType: "contact-message",
          moderatorName: moderator.user.username,
        }),
      ]);
    });
  });

  describe("DELETE /api/contact-messages/:id", () => {
    it("is for moderators only, and 404 for a message that is not there", async () => {
      const id = await newMessageId("Delete me: guarded");
      expect((await request(ctx.app).delete(`/api/contact-messages/${id}`)).status).toBe(401);
      const member = await logInAs(ctx, "member");
      expect((await member.agent.delete(`/api/contact-messages/${id}`)).status).toBe(403);
      const moderator = await logInAs(ctx, "moderator");
      const unknown = await moderator.agent.delete("/api/contact-messages/00000000-0000-4000-8000-000000000000");
      expect(unknown).toMatchObject({ status: 404, body: { message: "Message not found" } });
      expect((await moderator.agent.delete("/api/contact-messages/not-an-id")).status).toBe(404);
      expect(await stored()).toContainEqual(expect.objectContaining({ id }));
    });

    it("removes an open or a handled message at once, in the audit log; a second time is 404", async () => {
      const moderator = await logInAs(ctx, "moderator");
      const open = await newMessageId("Delete me: spam");
      const handled = await newMessageId("Delete me: please forget what I wrote");
      await moderator.agent.post(`/api/contact-messages/${handled}/handled`).expect(200);

      for (const id of [open, handled]) {
        expect((await moderator.agent.delete(`/api/contact-messages/${id}`)).status).toBe(204);
        expect((await moderator.agent.delete(`/api/contact-messages/${id}`)).status).toBe(404);
        const inbox = await moderator.agent.get("/api/contact-messages?limit=100").expect(200);
        expect((inbox.body as ContactMessageView[]).map((message) => message.id)).not.toContain(id);
        const entries = await ctx.database.db.select().from(moderationLog).where(eq(moderationLog.itemId, id));
        expect(entries).toContainEqual(
          expect.objectContaining({
            action: "delete",
            itemType: "contact-message",
            moderatorName: moderator.user.username,
          }),
        );
      }
      const left = (await stored()).map((row) => row.id);
      expect(left).not.toContain(open);
      expect(left).not.toContain(handled);
    });
  });
});
