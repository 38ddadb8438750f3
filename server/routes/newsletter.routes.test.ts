import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { describe, expect, it, vi } from "vitest";
import {
  CONFIRM_FAILED_MESSAGE,
  CONFIRMED_ANSWER,
  NO_MODERATOR_EMAIL_MESSAGE,
  SUBSCRIBE_ANSWER,
  UNSUBSCRIBED_ANSWER,
  UNSUBSCRIBE_FAILED_MESSAGE,
} from "@shared/newsletter";
import { moderationLog, newsletterDeliveries, newsletterSubscribers } from "@shared/schema";
import { newsletterSender } from "../mail/newsletter-sender";
import { accountCredentialsRepository } from "../repositories/account-credentials.repository";
import { logInAs } from "../test/auth-helpers";
import { TEST_PUBLIC_URL, tokenFrom, uniqueEmail, untilOutboxSent, useSmtpMail } from "../test/mail-helpers";
import type { ParsedMail } from "../test/mail-message";
import { useTestApp } from "../test/test-app";

const CONFIRM_SUBJECT = "Please confirm your PawsWell newsletter subscription";

describe("the newsletter", () => {
  const ctx = useTestApp({
    limits: {
      newsletterSubscribesPerAddress: { limit: 40, windowMs: 60_000 },
      newsletterConfirmationsPerEmail: { limit: 2, windowMs: 60_000 },
    },
  });
  const mail = useSmtpMail(ctx);

  const messagesTo = (email: string): ParsedMail[] => mail.inbox.messages.filter((m) => m.to.includes(email));

  async function subscribe(email: string): Promise<void> {
    const res = await request(ctx.app).post("/api/newsletter/subscribe").send({ email });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: SUBSCRIBE_ANSWER });
  }

  /** Subscribes `email`, opens the confirmation link, and answers the confirmation mail. */
  async function subscribeAndConfirm(email: string): Promise<ParsedMail> {
    const after = mail.inbox.messages.length;
    await subscribe(email);
    const message = await mail.inbox.latestTo(email, { after });
    const res = await request(ctx.app)
      .post("/api/newsletter/confirm")
      .send({ token: tokenFrom(message, "/newsletter/confirm") });
    expect(res.status).toBe(200);
    return message;
  }

  async function anArticle(moderator: Awaited<ReturnType<typeof logInAs>>["agent"], title: string) {
    const res = await moderator
      .post("/api/blog")
      .send({ title, content: "Sit with your dog for five quiet minutes.", excerpt: `About ${title}.`, author: "Cy" });
    expect(res.status).toBe(201);
    return res.body as { id: string; slug: string };
  }

  /** A moderator composes an issue listing one new article and sends it; the sender queues it. */
  async function sendIssue(subject: string) {
    const moderator = await logInAs(ctx, "moderator");
    const article = await anArticle(moderator.agent, `${subject} article`);
    const composed = await moderator.agent
      .post("/api/newsletter/issues")
      .send({ subject, intro: "Hello from the PawsWell team.", articleIds: [article.id] });
    expect(composed.status).toBe(201);
    const sent = await moderator.agent.post(`/api/newsletter/issues/${composed.body.id}/send`);
    expect(sent.status).toBe(202);
    expect(sent.body.status).toBe("sending");
    await newsletterSender(ctx.database.db, { batchSize: 2 }).runOnce();
    return { issueId: composed.body.id as string, article, moderator };
  }

  describe("POST /api/newsletter/subscribe", () => {
    it.each([
      [{}],
      [{ email: "" }],
      [{ email: "not an address" }],
      [{ email: 42 }],
      [{ email: `${"a".repeat(250)}@x.org` }],
    ])("refuses %j with 400", async (body) => {
      const res = await request(ctx.app).post("/api/newsletter/subscribe").send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/email/i);
    });

    it("sends only the confirmation, stores the address once whatever its case, and answers alike", async () => {
      const email = uniqueEmail("reader");
      await subscribe(`  ${email.toUpperCase()} `);
      const message = await mail.inbox.latestTo(email);
      expect(message.subject).toBe(CONFIRM_SUBJECT);
      expect(message.links).toEqual([
        expect.stringMatching(new RegExp(`^${TEST_PUBLIC_URL}/newsletter/confirm\\?token=[A-Za-z0-9_-]{43}$`)),
      ]);
      // Pending: the same answer, and a fresh link that replaces the first.
      const after = mail.inbox.messages.length;
      await subscribe(email);
      await mail.inbox.latestTo(email, { after });
      const rows = await ctx.database.db
        .select()
        .from(newsletterSubscribers)
        .where(sql`lower(${newsletterSubscribers.email}) = ${email}`);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.email).toBe(email);
      expect(rows[0]!.status).toBe("pending");
      // Only a hash of the confirmation token is stored.
      expect(rows[0]!.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    });

    it("sends a confirmed address nothing, and stops re-sending after the per-address limit", async () => {
      const confirmed = uniqueEmail("confirmed");
      await subscribeAndConfirm(confirmed);
      await subscribe(confirmed);
      const pending = uniqueEmail("pending");
      // Each answer comes before its work: wait for each link, as a person would.
      for (let i = 0; i < 2; i += 1) {
        const after = mail.inbox.messages.length;
        await subscribe(pending);
        await mail.inbox.latestTo(pending, { after });
      }
      await subscribe(pending);
      await subscribe(pending);
      await untilOutboxSent(ctx);
      expect(messagesTo(confirmed)).toHaveLength(1);
      // newsletterConfirmationsPerEmail is 2 here: the others were answered alike and sent nothing.
      expect(messagesTo(pending)).toHaveLength(2);
    });
  });

  describe("confirming and unsubscribing need no login", () => {
    it("confirms once the link is opened, again alike, and refuses a forged or replaced link", async () => {
      const email = uniqueEmail("confirm");
      const first = await subscribeAndConfirm(email);
      const again = await request(ctx.app)
        .post("/api/newsletter/confirm")
        .send({ token: tokenFrom(first, "/newsletter/confirm") });
      expect(again.status).toBe(200);
      expect(again.body.message).toBe(CONFIRMED_ANSWER);

      const forged = await request(ctx.app)
        .post("/api/newsletter/confirm")
        .send({ token: "A".repeat(43) });
      expect(forged.status).toBe(400);
      expect(forged.body.message).toBe(CONFIRM_FAILED_MESSAGE);
      expect((await request(ctx.app).post("/api/newsletter/confirm").send({})).status).toBe(400);

      const other = uniqueEmail("replaced");
      await subscribe(other);
      const older = await mail.inbox.latestTo(other);
      const after = mail.inbox.messages.length;
      await subscribe(other);
      await mail.inbox.latestTo(other, { after });
      const stale = await request(ctx.app)
        .post("/api/newsletter/confirm")
        .send({ token: tokenFrom(older, "/newsletter/confirm") });
      expect(stale.status).toBe(400);
    });

    it("refuses an unknown unsubscribe token, calmly", async () => {
      const res = await request(ctx.app).post("/api/newsletter/unsubscribe").send({ token: "nope" });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(UNSUBSCRIBE_FAILED_MESSAGE);
      expect((await request(ctx.app).post("/newsletter/unsubscribe")).status).toBe(400);
      expect((await request(ctx.app).post("/newsletter/unsubscribe?token=nope")).status).toBe(400);
    });
  });

  describe("an issue", () => {
    it("reaches confirmed subscribers once, with List-Unsubscribe; never pending or unsubscribed ones", async () => {
      const confirmed = [uniqueEmail("first"), uniqueEmail("second"), uniqueEmail("third")];
      for (const email of confirmed) await subscribeAndConfirm(email);
      const pending = uniqueEmail("waiting");
      await subscribe(pending);
      await mail.inbox.latestTo(pending);
      const gone = uniqueEmail("gone");
      await subscribeAndConfirm(gone);
      // No issue has reached them yet, so no link carries a token: they leave as an unsubscribe would leave them.
      await ctx.database.db
        .update(newsletterSubscribers)
        .set({ status: "unsubscribed", unsubscribedAt: new Date() })
        .where(eq(newsletterSubscribers.email, gone));

      const before = mail.inbox.messages.length;
      const { issueId, article } = await sendIssue("Spring walks");
      for (const email of confirmed) {
        const message = await mail.inbox.latestTo(email, { after: before });
        expect(message.subject).toBe("Spring walks");
        expect(message.text).toContain("Hello from the PawsWell team.");
        expect(message.text).toContain("Spring walks article");
        expect(message.links).toContain(`${TEST_PUBLIC_URL}/blog/${article.slug}`);
        const link = message.links.find((href) => href.includes("/newsletter/unsubscribe?token="));
        expect(link).toBeDefined();
        expect(message.headers["list-unsubscribe"]).toBe(`<${link}>`);
        expect(message.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
      }
      // Running the sender again (a restart) sends nobody anything more.
      await newsletterSender(ctx.database.db).runOnce();
      await untilOutboxSent(ctx);
      for (const email of confirmed)
        expect(messagesTo(email).filter((m) => m.subject === "Spring walks")).toHaveLength(1);
      expect(messagesTo(pending).map((m) => m.subject)).toEqual([CONFIRM_SUBJECT]);
      expect(messagesTo(gone).filter((m) => m.subject === "Spring walks")).toHaveLength(0);

      const deliveries = await ctx.database.db
        .select()
        .from(newsletterDeliveries)
        .where(eq(newsletterDeliveries.issueId, issueId));
      expect(deliveries.length).toBeGreaterThanOrEqual(3);
      expect(deliveries.every((row) => row.mailId !== null)).toBe(true);

      // The one-click POST a mail program sends (RFC 8058), with no session, then the page's button again.
      const mine = messagesTo(confirmed[0]!).find((m) => m.subject === "Spring walks")!;
      const url = new URL(mine.links.find((href) => href.includes("/newsletter/unsubscribe"))!);
      const oneClick = await request(ctx.app)
        .post(`${url.pathname}${url.search}`)
        .type("form")
        .set("Origin", "https://mail.example.net")
        .send("List-Unsubscribe=One-Click");
      expect(oneClick.status).toBe(200);
      expect(oneClick.text).toContain(UNSUBSCRIBED_ANSWER);
      const button = await request(ctx.app)
        .post("/api/newsletter/unsubscribe")
        .send({ token: url.searchParams.get("token") });
      expect(button.status).toBe(200);
      expect(button.body.message).toBe(UNSUBSCRIBED_ANSWER);

      // The next issue is not sent to them.
      const beforeSummer = mail.inbox.messages.length;
      await sendIssue("Summer shade");
      await mail.inbox.latestTo(confirmed[1]!, { after: beforeSummer });
      await untilOutboxSent(ctx);
      expect(messagesTo(confirmed[0]!).filter((m) => m.subject === "Summer shade")).toHaveLength(0);
      expect(messagesTo(confirmed[1]!).filter((m) => m.subject === "Summer shade")).toHaveLength(1);

      // The audit log names the send.
      const entries = await ctx.database.db
        .select()
        .from(moderationLog)
        .where(eq(moderationLog.action, "send-newsletter"));
      expect(entries.map((entry) => entry.reason)).toContain(
        `Sent "Spring walks" to ${deliveries.length} confirmed subscribers`,
      );
    });

    it("lists subscribers and issues with their counts for moderators", async () => {
      const { issueId, moderator } = await sendIssue("Counted");
      // Until the outbox worker has handed every copy to the mail server.
      const res = await vi.waitFor(
        async () => {
          const answer = await moderator.agent.get("/api/newsletter/admin");
          const listed = answer.body.issues.find((row: { id: string }) => row.id === issueId);
          expect(listed.delivered).toBe(listed.queued);
          return answer;
        },
        { timeout: 20_000, interval: 50 },
      );
      expect(res.status).toBe(200);
      expect(res.headers["cache-control"]).toContain("no-store");
      expect(res.body.counts.confirmed).toBeGreaterThan(0);
      expect(res.body.counts.pending).toBeGreaterThan(0);
      expect(res.body.counts.unsubscribed).toBeGreaterThan(0);
      const issue = res.body.issues.find((row: { id: string }) => row.id === issueId);
      expect(issue.status).toBe("sent");
      expect(issue.queued).toBe(res.body.counts.confirmed);
      expect(issue.recipientCount).toBe(res.body.counts.confirmed);
      expect(issue.delivered).toBe(issue.queued);
      expect(res.body.articles.length).toBeGreaterThan(0);
      expect(res.body.subscribers[0]).toEqual({
        id: expect.any(String),
        email: expect.stringContaining("@"),
        status: expect.stringMatching(/pending|confirmed|unsubscribed/),
        createdAt: expect.any(String),
      });
    });
  });

  describe("composing, testing and sending", () => {
    it.each([
      [{}],
      [{ subject: "", intro: "Hi", articleIds: [] }],
      [{ subject: "Two\nlines", intro: "Hi", articleIds: ["00000000-0000-4000-8000-000000000000"] }],
      [{ subject: "Fine", intro: "Hi", articleIds: ["not-a-uuid"] }],
      [{ subject: "Fine", intro: "Hi", articleIds: [] }],
      [{ subject: "Fine", intro: "", articleIds: ["00000000-0000-4000-8000-000000000000"] }],
      [{ subject: "Fine", intro: "Hi", articleIds: ["00000000-0000-4000-8000-000000000000"] }],
    ])("refuses %j with 400", async (body) => {
      const { agent } = await logInAs(ctx, "moderator");
      const res = await agent.post("/api/newsletter/issues").send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBeTruthy();
    });

    it("offers and lists only published articles: never a draft", async () => {
      const { agent } = await logInAs(ctx, "moderator");
      const draft = await agent
        .post("/api/blog")
        .send({ title: "Not yet out", content: "Soon.", excerpt: "Soon.", author: "Cy", status: "draft" });
      expect(draft.status).toBe(201);
      const overview = await agent.get("/api/newsletter/admin");
      expect(overview.body.articles.map((article: { id: string }) => article.id)).not.toContain(draft.body.id);
      const res = await agent
        .post("/api/newsletter/issues")
        .send({ subject: "Early", intro: "Hi", articleIds: [draft.body.id] });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/not yet published/);
    });

    it("sends a test to the moderator's own verified address, or says why it cannot", async () => {
      const moderator = await logInAs(ctx, "moderator");
      const article = await anArticle(moderator.agent, "Quiet corners");
      const composed = await moderator.agent
        .post("/api/newsletter/issues")
        .send({ subject: "Draft one", intro: "A first look.", articleIds: [article.id] });
      const url = `/api/newsletter/issues/${composed.body.id}/test`;
      const without = await moderator.agent.post(url);
      expect(without.status).toBe(400);
      expect(without.body.message).toBe(NO_MODERATOR_EMAIL_MESSAGE);

      const email = uniqueEmail("moderator");
      await accountCredentialsRepository(ctx.database.db).setEmail(moderator.user.id, email);
      const res = await moderator.agent.post(url);
      expect(res.status).toBe(202);
      const message = await mail.inbox.latestTo(email);
      expect(message.subject).toBe("[Test] Draft one");
      expect(message.text).toContain("Quiet corners");
      expect(message.text).toContain("only you received it");

      expect(
        (await moderator.agent.post("/api/newsletter/issues/00000000-0000-4000-8000-000000000000/test")).status,
      ).toBe(404);
      expect((await moderator.agent.post("/api/newsletter/issues/nope/send")).status).toBe(404);
      // Sent once: a second send is refused.
      expect((await moderator.agent.post(`/api/newsletter/issues/${composed.body.id}/send`)).status).toBe(202);
      const twice = await moderator.agent.post(`/api/newsletter/issues/${composed.body.id}/send`);
      expect(twice.status).toBe(409);
      await newsletterSender(ctx.database.db).runOnce();
    });
  });

  // Last: it uses up this address's sign-ups.
  it("limits sign-ups per client address", async () => {
    let last = 0;
    for (let i = 0; i < 45 && last !== 429; i += 1) {
      last = (await request(ctx.app).post("/api/newsletter/subscribe").send({ email: "" })).status;
    }
    expect(last).toBe(429);
  });
});
