import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, users } from "@shared/schema";
import { logInAs } from "../test/auth-helpers";
import { newPost } from "../test/factories";
import { useTestApp, ROOMY } from "../test/test-app";
import { testDatabaseKind } from "../test/test-database";
import { createLocalStorage } from "../storage/local-storage";
import { TEST_SECRET } from "../test/test-app";
import { housekeeping } from "./housekeeping";
import { resolveSiteLinks } from "../mail/site-links";

type Member = Awaited<ReturnType<typeof logInAs>>;

const HOUR = 60 * 60 * 1000;
const SITE = "https://pawswell.example";

const POST = { content: "We did it.", category: "general-wellness" };

describe(`the daily digest (${testDatabaseKind})`, () => {
  const ctx = useTestApp({ limits: { repliesPerMember: ROOMY, newMemberReplies: ROOMY } });

  /** The housekeeping run the hourly schedule makes, as of `at`. */
  const runAt = (at: Date) =>
    housekeeping(ctx.database.db, createLocalStorage({ root: ctx.storageDir, secret: TEST_SECRET }), {
      unsharedUploadMaxAgeMs: 24 * HOUR,
      liveEventMaxAgeMs: 24 * HOUR,
    }).run(at);
  const mailTo = (member: Member) =>
    ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.userId, member.user.id));

  async function digestMember(): Promise<Member> {
    const member = await logInAs(ctx, "member");
    await ctx.database.db
      .update(users)
      .set({ email: `${member.user.username}@example.org` })
      .where(eq(users.id, member.user.id));
    const res = await member.agent.patch("/api/account/settings").send({ notificationDelivery: "digest" });
    expect(res.status, res.text).toBe(200);
    return member;
  }

  it("queues one digest a day listing the unread notifications with links, and not twice in a day", async () => {
    const author = await digestMember();
    const friend = await logInAs(ctx, "member");
    const postId = await newPost(author.agent, { ...POST, title: "First walk" });
    await friend.agent.post(`/api/posts/${postId}/replies`).send({ content: "So glad." });
    await friend.agent.put(`/api/posts/${postId}/reactions/support`);
    // Nothing by email as it happens.
    expect(await mailTo(author)).toHaveLength(0);

    // The digest's day starts when the member chose it: nothing is due yet.
    await runAt(new Date());
    expect(await mailTo(author)).toHaveLength(0);

    const tomorrow = new Date(Date.now() + 25 * HOUR);
    const report = await runAt(tomorrow);
    expect(report?.digests).toBe(1);
    const [digest, ...others] = await mailTo(author);
    expect(others).toHaveLength(0);
    expect(digest).toMatchObject({
      toAddress: `${author.user.username}@example.org`,
      subject: "PawsWell: 2 new notifications today",
    });
    // As the mailer sends it: its site links made full on the site's address.
    const text = resolveSiteLinks(digest!.textBody, SITE);
    expect(text).toContain(`- ${friend.user.username} sent support to “First walk”\n  ${SITE}/community/${postId}`);
    expect(text).toContain(`- ${friend.user.username} replied to “First walk”`);
    expect(text).toContain(`${SITE}/settings`);

    // Not twice in a day, even with something new.
    await newPost(author.agent, { ...POST, title: "Second walk" }).then((id) =>
      friend.agent.post(`/api/posts/${id}/replies`).send({ content: "Lovely." }),
    );
    expect((await runAt(new Date(tomorrow.getTime() + 2 * HOUR)))?.digests).toBe(0);
    expect(await mailTo(author)).toHaveLength(1);
  });

  it("sends nothing to a member with nothing new, one who read everything, or one on a break", async () => {
    const quiet = await digestMember();
    const reader = await digestMember();
    const resting = await digestMember();
    const friend = await logInAs(ctx, "member");
    for (const member of [reader, resting]) {
      const postId = await newPost(member.agent, { ...POST, title: "Evening" });
      await friend.agent.post(`/api/posts/${postId}/replies`).send({ content: "Hello." });
    }
    await reader.agent.post("/api/notifications/read-all").send({});
    await ctx.database.db
      .update(users)
      .set({ breakStartedAt: new Date(), breakEndsAt: null })
      .where(eq(users.id, resting.user.id));

    await runAt(new Date(Date.now() + 25 * HOUR));
    for (const member of [quiet, reader, resting]) expect(await mailTo(member)).toHaveLength(0);
  });
});
