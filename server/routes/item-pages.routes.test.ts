import { eq } from "drizzle-orm";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { posts } from "@shared/schema";
import { logInAs } from "../test/auth-helpers";
import { solidImage } from "../test/images";
import { useTestApp } from "../test/test-app";
import { uploadImage } from "../test/uploads";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const NO_REACTIONS = { counts: { support: 0, "me-too": 0, thanks: 0 }, mine: [] };

describe("GET one item: /api/posts/:id, /api/stories/:id, /api/pet-photos/:id", () => {
  const ctx = useTestApp();
  let author: Awaited<ReturnType<typeof logInAs>>;
  let other: Awaited<ReturnType<typeof logInAs>>;
  let moderator: Awaited<ReturnType<typeof logInAs>>;

  beforeAll(async () => {
    author = await logInAs(ctx, "member");
    other = await logInAs(ctx, "member");
    moderator = await logInAs(ctx, "moderator");
  });

  it("shows a post in full with its reactions, and lets only its author and moderators change it", async () => {
    const created = await author.agent
      .post("/api/posts")
      .send({ title: "First walk", content: "x".repeat(600), category: "pet-loss" });
    const url = `/api/posts/${created.body.id}`;
    const asGuest = await request(ctx.app).get(url);
    expect(asGuest.status).toBe(200);
    expect(asGuest.body).toMatchObject({
      id: created.body.id,
      title: "First walk",
      content: "x".repeat(600),
      author: author.user.username,
      category: "pet-loss",
      replies: 0,
      editedAt: null,
      removedAt: null,
      lockedAt: null,
      reactions: NO_REACTIONS,
      canEdit: false,
    });
    expect(asGuest.body).not.toHaveProperty("authorId");
    expect((await author.agent.get(url)).body.canEdit).toBe(true);
    expect((await other.agent.get(url)).body.canEdit).toBe(false);
    expect((await moderator.agent.get(url)).body.canEdit).toBe(true);
    // Only a moderator reads the versions an edit replaced.
    expect(asGuest.body.canSeeRevisions).toBe(false);
    expect((await author.agent.get(url)).body.canSeeRevisions).toBe(false);
    expect((await moderator.agent.get(url)).body.canSeeRevisions).toBe(true);
  });

  it("marks a post noindex when its category is sensitive or its author asked, so its page's robots tag follows", async () => {
    const noindexOf = async (body: object) => {
      const created = await author.agent.post("/api/posts").send({ title: "A walk", content: "Words", ...body });
      return (await request(ctx.app).get(`/api/posts/${created.body.id}`)).body.noindex;
    };
    for (const category of ["pet-loss", "anxiety-depression", "ptsd"]) {
      expect(await noindexOf({ category })).toBe(true);
    }
    expect(await noindexOf({ category: "general-wellness" })).toBe(false);
    expect(await noindexOf({ category: "therapy-training", noindex: true })).toBe(true);
  });

  it("shows a post its author removed as an empty place in its thread", async () => {
    const created = await author.agent
      .post("/api/posts")
      .send({ title: "Hard day", content: "Words", category: "pet-loss" });
    await ctx.database.db.update(posts).set({ removedAt: new Date() }).where(eq(posts.id, created.body.id));
    const res = await author.agent.get(`/api/posts/${created.body.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: "", content: "", canEdit: false });
    expect(res.body.removedAt).not.toBeNull();
  });

  it("shows a story and a photo, saying whether a guest shared them", async () => {
    const story = await request(ctx.app).post("/api/stories").send({
      title: "Biscuit",
      content: "Four houses down.",
      author: "Guest Reader",
      petName: "Biscuit",
      petType: "dog",
    });
    const storyView = await author.agent.get(`/api/stories/${story.body.id}`);
    expect(storyView.body).toMatchObject({ title: "Biscuit", isGuest: true, canEdit: false, reactions: NO_REACTIONS });
    expect(storyView.body).not.toHaveProperty("userId");
    expect((await moderator.agent.get(`/api/stories/${story.body.id}`)).body.canEdit).toBe(true);

    const imageUrl = await uploadImage(ctx.app, await solidImage("png"), author.agent);
    const photo = await author.agent.post("/api/pet-photos").send({ imageUrl, petName: "Miso" });
    const photoView = await author.agent.get(`/api/pet-photos/${photo.body.id}`);
    expect(photoView.body).toMatchObject({ petName: "Miso", isGuest: false, canEdit: true, imageUrl });
    expect(photoView.body).not.toHaveProperty("userId");
  });

  it("answers 404 with a calm message for a malformed or unknown id", async () => {
    const expected: Record<string, string> = {
      posts: "This discussion isn't here any more",
      stories: "This story isn't here any more",
      "pet-photos": "This photo isn't here any more",
    };
    for (const [items, message] of Object.entries(expected)) {
      for (const id of [UNKNOWN_ID, "not-an-id"]) {
        const res = await request(ctx.app).get(`/api/${items}/${id}`);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(message);
      }
    }
  });
});
