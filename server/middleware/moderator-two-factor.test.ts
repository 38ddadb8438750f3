import { describe, expect, it } from "vitest";
import { TWO_FACTOR_REQUIRED_CODE } from "@shared/two-factor";
import { logInAs } from "../test/auth-helpers";
import { useTestApp } from "../test/test-app";
import { turnOnTwoFactor } from "../test/two-factor-helpers";

const SET_UP_FIRST = {
  message: "Set up two-factor sign-in in Settings to use moderation tools.",
  code: TWO_FACTOR_REQUIRED_CODE,
};

describe("REQUIRE_MODERATOR_2FA=true", () => {
  const ctx = useTestApp({ isModeratorTwoFactorRequired: true });

  it("refuses every moderator-only route to a moderator without two-factor sign-in, with the code", async () => {
    const { agent } = await logInAs(ctx, "moderator");
    for (const res of [
      await agent.get("/api/moderation/queue"),
      await agent.get("/api/hero-content/current"),
      await agent.post("/api/categories").send({ name: "Calm", description: "x", color: "green", contentType: "blog" }),
    ]) {
      expect(res.status, res.text).toBe(403);
      expect(res.body).toEqual(SET_UP_FIRST);
    }
  });

  it("leaves that moderator no moderator power elsewhere: others' words and revisions are not theirs to touch", async () => {
    const author = await logInAs(ctx, "member");
    const post = await author.agent
      .post("/api/posts")
      .send({ title: "A hard week", content: "Thank you for reading.", category: "therapy-training" });
    expect(post.status).toBe(201);
    const { agent } = await logInAs(ctx, "moderator");
    const edit = await agent.patch(`/api/posts/${post.body.id}`).send({ title: "Edited by someone else" });
    expect(edit.status).toBe(403);
    expect((await agent.delete(`/api/posts/${post.body.id}`)).status).toBe(403);
    expect((await agent.get(`/api/posts/${post.body.id}`)).body.canSeeRevisions).not.toBe(true);
    expect((await agent.get("/api/me")).body.user.role).toBe("moderator");
  });

  it("still lets that moderator read the site and reach the two-factor settings", async () => {
    const { agent } = await logInAs(ctx, "moderator");
    expect((await agent.get("/api/posts")).status).toBe(200);
    expect((await agent.get("/api/me")).status).toBe(200);
    expect((await agent.get("/api/account/two-factor")).status).toBe(200);
  });

  it("opens the moderator routes once the moderator turns it on", async () => {
    const { agent } = await logInAs(ctx, "moderator");
    await turnOnTwoFactor(agent);
    expect((await agent.get("/api/moderation/queue")).status).toBe(200);
  });

  it("tells a member the route is for moderators, as before", async () => {
    const { agent } = await logInAs(ctx, "member");
    const res = await agent.get("/api/moderation/queue");
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: "Only moderators can do that" });
  });
});

describe("without REQUIRE_MODERATOR_2FA", () => {
  const ctx = useTestApp();

  it("lets a moderator without two-factor sign-in moderate", async () => {
    const { agent } = await logInAs(ctx, "moderator");
    expect((await agent.get("/api/moderation/queue")).status).toBe(200);
  });
});
