import { eq } from "drizzle-orm";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { notifications, petPhotos, posts, replies, revisions, stories, uploads } from "@shared/schema";
import { logInAs } from "../test/auth-helpers";
import { STORY_FIELDS, newPhoto, newPost, newStory } from "../test/factories";
import { useTestApp, ROOMY } from "../test/test-app";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const POST = { content: "We made it round the park." };

describe("authors and moderators change posts, stories and photos", () => {
  const ctx = useTestApp({
    limits: {
      repliesPerMember: ROOMY,
      newMemberReplies: ROOMY,
    },
  });
  let author: Awaited<ReturnType<typeof logInAs>>;
  let stranger: Awaited<ReturnType<typeof logInAs>>;
  let moderator: Awaited<ReturnType<typeof logInAs>>;

  beforeAll(async () => {
    author = await logInAs(ctx, "member");
    stranger = await logInAs(ctx, "member");
    moderator = await logInAs(ctx, "moderator");
  });

  const noticesTo = (userId: string) =>
    ctx.database.db.select().from(notifications).where(eq(notifications.userId, userId));

  describe("PATCH", () => {
    it("lets the author edit a post, marks it edited, and keeps the old text for moderators only", async () => {
      const id = await newPost(author.agent, { ...POST, title: "Frist walk" });
      const edited = await author.agent.patch(`/api/posts/${id}`).send({ title: "  First walk  " });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({
        id,
        title: "First walk",
        content: "We made it round the park.",
        canEdit: true,
      });
      expect(edited.body.editedAt).not.toBeNull();

      const versions = await moderator.agent.get(`/api/posts/${id}/revisions`);
      expect(versions.status).toBe(200);
      expect(versions.body).toMatchObject([
        { previous: { title: "Frist walk", content: "We made it round the park." }, editedBy: author.user.id },
      ]);
      expect((await author.agent.get(`/api/posts/${id}/revisions`)).status).toBe(403);
      expect((await request(ctx.app).get(`/api/posts/${id}/revisions`)).status).toBe(401);
      // The author edited their own: nobody is told.
      expect((await noticesTo(author.user.id)).filter((n) => n.kind === "moderation")).toEqual([]);
    });

    it("refuses a stranger (403) before reading the body, and a visitor (401), changing nothing", async () => {
      const id = await newPost(author.agent, POST);
      for (const body of [{ title: "Mine now" }, {}, { title: "" }, { title: "x".repeat(5000) }]) {
        const refused = await stranger.agent.patch(`/api/posts/${id}`).send(body);
        expect(refused.status).toBe(403);
        expect(refused.body.message).toBe("You can only change what you wrote");
      }
      expect((await request(ctx.app).patch(`/api/posts/${id}`).send({ title: "x" })).status).toBe(401);
      const [row] = await ctx.database.db.select().from(posts).where(eq(posts.id, id));
      expect(row).toMatchObject({ title: "First walk", editedAt: null });
      expect(await ctx.database.db.$count(revisions, eq(revisions.postId, id))).toBe(0);
    });

    it("answers 400 naming the field for blank, too long or missing text, and 404 for an unknown id", async () => {
      const id = await newPost(author.agent, POST);
      const cases: [object, RegExp][] = [
        [{ title: "   " }, /^title: Title is required$/],
        [{ title: "x".repeat(201) }, /^title: Title must be at most 200 characters$/],
        [{ content: "x".repeat(20_001) }, /^content: Content must be at most 20000 characters$/],
        [{ content: 42 }, /^content: /],
        [{}, /^Send at least one of: title, content, or an option$/],
        [{ author: "someone else" }, /^Send at least one of: title, content, or an option$/],
      ];
      for (const [body, message] of cases) {
        const res = await author.agent.patch(`/api/posts/${id}`).send(body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.message).toMatch(message);
      }
      for (const missing of [UNKNOWN_ID, "not-an-id"]) {
        const res = await author.agent.patch(`/api/posts/${missing}`).send({ title: "x" });
        expect(res.status).toBe(404);
        expect(res.body.message).toBe("This discussion isn't here any more");
      }
      expect(await ctx.database.db.$count(revisions, eq(revisions.postId, id))).toBe(0);
    });

    it("keeps no version and no edited mark when nothing changed", async () => {
      const id = await newPost(author.agent, POST);
      const same = await author.agent.patch(`/api/posts/${id}`).send({ title: "First walk" });
      expect(same.status).toBe(200);
      expect(same.body.editedAt).toBeNull();
      expect(await ctx.database.db.$count(revisions, eq(revisions.postId, id))).toBe(0);
    });

    it("lets a moderator edit a member's story, and tells the member", async () => {
      const storyId = await newStory(author.agent);
      const edited = await moderator.agent
        .patch(`/api/stories/${storyId}`)
        .send({ content: "Four houses down, then five." });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ title: "Biscuit", content: "Four houses down, then five." });
      const told = await noticesTo(author.user.id);
      expect(told).toContainEqual(
        expect.objectContaining({
          kind: "moderation",
          subject: "edited one of your stories",
          url: `/stories/${storyId}`,
        }),
      );
      const versions = await moderator.agent.get(`/api/stories/${storyId}/revisions`);
      expect(versions.body).toMatchObject([
        { previous: { content: "Four houses down." }, editedBy: moderator.user.id },
      ]);
    });

    it("edits a photo's pet name and caption, a blank name becoming the default", async () => {
      const photo = await newPhoto(ctx.app, author.agent);
      const edited = await author.agent.patch(`/api/pet-photos/${photo.id}`).send({ petName: "", description: "Rain" });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ petName: "My Pet", description: "Rain", imageUrl: photo.imageUrl });
      const tooLong = await author.agent.patch(`/api/pet-photos/${photo.id}`).send({ description: "x".repeat(5001) });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.message).toBe("description: Description must be at most 5000 characters");
      const versions = await moderator.agent.get(`/api/pet-photos/${photo.id}/revisions`);
      expect(versions.body).toMatchObject([{ previous: { petName: "Rex", description: "Sunny day" } }]);
    });

    it("leaves a guest's items to moderators", async () => {
      const story = await request(ctx.app).post("/api/stories").send(STORY_FIELDS);
      expect(story.status).toBe(201);
      const refused = await author.agent.patch(`/api/stories/${story.body.id}`).send({ title: "Mine" });
      expect(refused.status).toBe(403);
      expect((await author.agent.delete(`/api/stories/${story.body.id}`)).status).toBe(403);
      expect((await request(ctx.app).delete(`/api/stories/${story.body.id}`)).status).toBe(401);
      expect((await moderator.agent.patch(`/api/stories/${story.body.id}`).send({ title: "Fixed" })).status).toBe(200);
      expect((await moderator.agent.delete(`/api/stories/${story.body.id}`)).status).toBe(204);
      expect(await ctx.database.db.$count(stories, eq(stories.id, story.body.id))).toBe(0);
    });
  });

  describe("DELETE", () => {
    it("deletes a post without replies outright", async () => {
      const id = await newPost(author.agent, POST);
      expect((await stranger.agent.delete(`/api/posts/${id}`)).status).toBe(403);
      expect((await author.agent.delete(`/api/posts/${id}`)).status).toBe(204);
      expect(await ctx.database.db.$count(posts, eq(posts.id, id))).toBe(0);
      const gone = await request(ctx.app).get(`/api/posts/${id}`);
      expect(gone.status).toBe(404);
      expect((await author.agent.delete(`/api/posts/${id}`)).status).toBe(404);
    });

    it("keeps a post with replies as 'removed by its author': its thread stays, its text goes to a revision", async () => {
      const id = await newPost(author.agent, { ...POST, title: "Hard day" });
      const reply = await stranger.agent.post(`/api/posts/${id}/replies`).send({ content: "Thinking of you." });
      expect(reply.status).toBe(201);

      expect((await author.agent.delete(`/api/posts/${id}`)).status).toBe(204);
      const shown = await request(ctx.app).get(`/api/posts/${id}`);
      expect(shown.status).toBe(200);
      expect(shown.body).toMatchObject({ title: "", content: "", replies: 1, canEdit: false });
      expect(shown.body.removedAt).not.toBeNull();
      const [row] = await ctx.database.db.select().from(posts).where(eq(posts.id, id));
      expect(row).toMatchObject({ title: "", content: "" });
      const thread = await request(ctx.app).get(`/api/posts/${id}/replies`);
      expect(thread.body.map((r: { content: string }) => r.content)).toEqual(["Thinking of you."]);
      const versions = await moderator.agent.get(`/api/posts/${id}/revisions`);
      expect(versions.body).toMatchObject([
        { previous: { title: "Hard day", content: "We made it round the park." }, editedBy: author.user.id },
      ]);

      // Removed: no more edits, no second removal, no new replies.
      const edit = await author.agent.patch(`/api/posts/${id}`).send({ title: "Back" });
      expect(edit.status).toBe(409);
      expect(edit.body.message).toBe("This post was removed by its author, so it can't be changed");
      expect((await author.agent.delete(`/api/posts/${id}`)).status).toBe(409);
      expect((await stranger.agent.post(`/api/posts/${id}/replies`).send({ content: "Hi" })).status).toBe(409);
      // It leaves the lists, filtered or not; its page stays for its thread.
      for (const url of ["/api/posts?limit=100", "/api/posts?limit=100&category=pet-loss"]) {
        const list = await request(ctx.app).get(url);
        expect(list.body.map((post: { id: string }) => post.id)).not.toContain(id);
      }
      expect((await request(ctx.app).get("/api/posts?limit=100")).body.length).toBeGreaterThan(0);
    });

    it("tells the author when a moderator removes their post, and not when they remove their own", async () => {
      const before = (await noticesTo(author.user.id)).filter((n) => n.kind === "moderation").length;
      const own = await newPost(author.agent, POST);
      await author.agent.delete(`/api/posts/${own}`);
      const id = await newPost(author.agent, POST);
      expect((await moderator.agent.delete(`/api/posts/${id}`)).status).toBe(204);
      const told = (await noticesTo(author.user.id)).filter((n) => n.kind === "moderation");
      expect(told).toHaveLength(before + 1);
      expect(told).toContainEqual(
        expect.objectContaining({ subject: "removed one of your discussions", url: "/community" }),
      );
    });

    it("deletes a story with its comments", async () => {
      const storyId = await newStory(author.agent);
      await stranger.agent.post(`/api/stories/${storyId}/replies`).send({ content: "Lovely" });
      expect((await stranger.agent.delete(`/api/stories/${storyId}`)).status).toBe(403);
      expect((await author.agent.delete(`/api/stories/${storyId}`)).status).toBe(204);
      expect(await ctx.database.db.$count(stories, eq(stories.id, storyId))).toBe(0);
      expect(await ctx.database.db.$count(replies, eq(replies.storyId, storyId))).toBe(0);
      expect((await request(ctx.app).get(`/api/stories/${storyId}`)).status).toBe(404);
    });

    it("deletes a photo with its stored files and upload, for its author", async () => {
      const photo = await newPhoto(ctx.app, author.agent);
      expect((await request(ctx.app).get(photo.imageUrl)).status).toBe(200);
      expect((await stranger.agent.delete(`/api/pet-photos/${photo.id}`)).status).toBe(403);
      expect((await request(ctx.app).get(photo.imageUrl)).status).toBe(200);

      expect((await author.agent.delete(`/api/pet-photos/${photo.id}`)).status).toBe(204);
      expect(await ctx.database.db.$count(petPhotos, eq(petPhotos.id, photo.id))).toBe(0);
      expect((await request(ctx.app).get(photo.imageUrl)).status).toBe(404);
      expect((await request(ctx.app).get(`${photo.imageUrl}?size=thumb`)).status).toBe(404);
      const uploadId = photo.imageUrl.split("/").pop()!;
      expect(await ctx.database.db.$count(uploads, eq(uploads.id, uploadId))).toBe(0);
    });

    it("lets a moderator delete a member's photo and tells the member", async () => {
      const photo = await newPhoto(ctx.app, author.agent);
      expect((await moderator.agent.delete(`/api/pet-photos/${photo.id}`)).status).toBe(204);
      expect((await request(ctx.app).get(photo.imageUrl)).status).toBe(404);
      expect(await noticesTo(author.user.id)).toContainEqual(
        expect.objectContaining({ kind: "moderation", subject: "removed one of your photos", url: "/pets-social" }),
      );
    });

    it("keeps the thread when a reply lands while the post is being deleted", async () => {
      for (let round = 0; round < 5; round++) {
        const id = await newPost(author.agent, POST);
        const [removal, reply] = await Promise.all([
          author.agent.delete(`/api/posts/${id}`),
          stranger.agent.post(`/api/posts/${id}/replies`).send({ content: "Hello" }),
        ]);
        expect(removal.status).toBe(204);
        const [row] = await ctx.database.db.select().from(posts).where(eq(posts.id, id));
        if (reply.status === 201) {
          // The reply came first: the thread stays, with the reply in it.
          expect(row).toMatchObject({ replies: 1 });
          expect(row!.removedAt).not.toBeNull();
        } else {
          expect([404, 409]).toContain(reply.status);
          if (row) expect(row.replies).toBe(0);
        }
      }
    });
  });
});
