import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { notifications } from "@shared/schema";
import { logInAs } from "../test/auth-helpers";
import { newPost } from "../test/factories";
import { useTestApp } from "../test/test-app";

type Member = Awaited<ReturnType<typeof logInAs>>;

describe("notifications", () => {
  const ctx = useTestApp();
  let author: Member;
  let friend: Member;
  let another: Member;

  beforeAll(async () => {
    author = await logInAs(ctx, "member");
    friend = await logInAs(ctx, "member");
    another = await logInAs(ctx, "member");
  });

  const unread = async (member: Member) => (await member.agent.get("/api/notifications/unread-count")).body.unread;

  it("lists what others did newest first, in sentences, and nothing about one's own actions", async () => {
    const postId = await newPost(author.agent, { title: "First walk" });
    const before = await unread(author);
    await author.agent.post(`/api/posts/${postId}/replies`).send({ content: "Replying to myself." });
    await author.agent.put(`/api/posts/${postId}/reactions/support`);
    expect(await unread(author)).toBe(before);

    const reply = await friend.agent.post(`/api/posts/${postId}/replies`).send({ content: "So glad." });
    await friend.agent.put(`/api/posts/${postId}/reactions/support`);
    await another.agent.put(`/api/posts/${postId}/reactions/support`);
    await author.agent.post(`/api/posts/${postId}/replies`).send({ content: "Thank you!", answersId: reply.body.id });
    expect(await unread(author)).toBe(before + 2);

    const list = await author.agent.get("/api/notifications");
    expect(list.status).toBe(200);
    expect(list.headers["cache-control"]).toContain("no-store");
    const mine = list.body.filter((item: { url: string }) => item.url.startsWith(`/community/${postId}`));
    expect(mine.map((item: { message: string }) => item.message)).toEqual([
      "2 people sent support to “First walk”",
      `${friend.user.username} replied to “First walk”`,
    ]);
    expect(mine.every((item: { read: boolean }) => !item.read)).toBe(true);

    const answered = (await friend.agent.get("/api/notifications")).body[0];
    expect(answered.message).toBe(`${author.user.username} answered your reply in “First walk”`);
  });

  it("marks one read, then all, answering the new count, and only ever the member's own", async () => {
    const postId = await newPost(author.agent, { title: "Quiet house" });
    await friend.agent.post(`/api/posts/${postId}/replies`).send({ content: "Here for you." });
    await another.agent.post(`/api/posts/${postId}/replies`).send({ content: "Me too." });
    const [newest] = (await author.agent.get("/api/notifications")).body;
    const count = await unread(author);

    expect((await friend.agent.post(`/api/notifications/${newest.id}/read`)).status).toBe(404);
    const read = await author.agent.post(`/api/notifications/${newest.id}/read`);
    expect(read.body).toEqual({ unread: count - 1 });
    expect((await author.agent.post(`/api/notifications/${newest.id}/read`)).body).toEqual({ unread: count - 1 });
    expect((await author.agent.get("/api/notifications")).body[0].read).toBe(true);

    expect((await author.agent.post("/api/notifications/read-all")).body).toEqual({ unread: 0 });
    expect(await unread(author)).toBe(0);
    expect(await unread(friend)).toBeGreaterThan(0);
  });

  it("pages newest first with a Link to the next page", async () => {
    const reader = await logInAs(ctx, "member");
    const postId = await newPost(reader.agent, { title: "Many friends" });
    for (let i = 0; i < 3; i++) {
      const res = await friend.agent.post(`/api/posts/${postId}/replies`).send({ content: `Reply ${i}` });
      expect(res.status).toBe(201);
    }
    const first = await reader.agent.get("/api/notifications?limit=2");
    expect(first.body).toHaveLength(2);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.link ?? "")?.[1];
    expect(next).toBeDefined();
    const second = await reader.agent.get(next!);
    expect(second.body).toHaveLength(1);
    expect(second.headers.link).toBeUndefined();
  });

  it("counts unread up to 100, which the bell shows as 99+", async () => {
    const reader = await logInAs(ctx, "member");
    await ctx.database.db.insert(notifications).values(
      Array.from({ length: 105 }, (_, i) => ({
        userId: reader.user.id,
        kind: "reply" as const,
        actorName: "sam",
        subject: `Walk ${i}`,
        url: "/community",
      })),
    );
    expect((await reader.agent.get("/api/notifications/unread-count")).body).toEqual({ unread: 100 });
    expect((await reader.agent.post("/api/notifications/read-all")).body).toEqual({ unread: 0 });
  });

  it("refuses visitors and malformed ids clearly", async () => {
    expect((await request(ctx.app).get("/api/notifications")).status).toBe(401);
    expect((await request(ctx.app).get("/api/notifications/unread-count")).status).toBe(401);
    const malformed = await author.agent.post("/api/notifications/not-an-id/read");
    expect(malformed.status).toBe(404);
    expect(malformed.body.message).toBe("Notification not found");
    expect((await author.agent.get("/api/notifications?limit=0")).status).toBe(400);
  });
});
