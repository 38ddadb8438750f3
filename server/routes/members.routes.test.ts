import { eq } from "drizzle-orm";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { petPhotos, posts, stories, users } from "@shared/schema";
import { logInAs } from "../test/auth-helpers";
import { solidImage } from "../test/images";
import { collectPages } from "../test/list-helpers";
import { useTestApp } from "../test/test-app";
import { uploadImage } from "../test/uploads";

const POST = { content: "Words.", category: "general-wellness" };
const STORY = { content: "Four houses down.", author: "ignored", petName: "Biscuit", petType: "dog" };

type Titled = { title: string };

describe("/api/members/:username", () => {
  const ctx = useTestApp();
  let member: Awaited<ReturnType<typeof logInAs>>;
  let other: Awaited<ReturnType<typeof logInAs>>;
  let moderator: Awaited<ReturnType<typeof logInAs>>;
  const name = () => member.user.username;

  async function post(title: string, extra: object = {}) {
    const res = await member.agent.post("/api/posts").send({ ...POST, title, ...extra });
    expect(res.status).toBe(201);
    return res.body.id as string;
  }
  async function story(title: string, extra: object = {}) {
    const res = await member.agent.post("/api/stories").send({ ...STORY, title, ...extra });
    expect(res.status).toBe(201);
    return res.body.id as string;
  }
  async function photo(petName: string) {
    const imageUrl = await uploadImage(ctx.app, await solidImage("png"), member.agent);
    const res = await member.agent.post("/api/pet-photos").send({ imageUrl, petName });
    expect(res.status).toBe(201);
    return res.body.id as string;
  }
  const titles = async (url: string) => (await collectPages<Titled>(ctx.app, url)).flat().map((item) => item.title);

  beforeAll(async () => {
    member = await logInAs(ctx, "member", `Paws.Walker-${Date.now() % 100000}`);
    other = await logInAs(ctx, "member");
    moderator = await logInAs(ctx, "moderator");
    // Someone else's items never show on this member's page.
    await other.agent.post("/api/posts").send({ ...POST, title: "Not theirs" });
  });

  it("answers the member's name and joining date, nothing private, whatever the case asked", async () => {
    for (const asked of [name(), name().toLowerCase(), name().toUpperCase()]) {
      const res = await request(ctx.app).get(`/api/members/${asked}`);
      expect(res.status, asked).toBe(200);
      expect(res.body).toEqual({ username: name(), joinedAt: expect.any(String) });
    }
  });

  it("answers 404 with a message for an unknown or impossible username", async () => {
    for (const asked of ["nobody-here", "a", "x".repeat(40), "bad%20name", "%00"]) {
      for (const path of ["", "/posts", "/stories", "/photos"]) {
        const res = await request(ctx.app).get(`/api/members/${asked}${path}`);
        expect(res.status, `${asked}${path}`).toBe(404);
        expect(res.body.message).toBe("We couldn't find that member");
      }
    }
  });

  it("lists only the member's published posts under their name, newest first", async () => {
    await post("Kept 1");
    const held = await post("Held");
    await ctx.database.db.update(posts).set({ heldAt: new Date() }).where(eq(posts.id, held));
    const hidden = await post("Hidden");
    await ctx.database.db.update(posts).set({ hiddenAt: new Date() }).where(eq(posts.id, hidden));
    const removed = await post("Removed");
    await ctx.database.db.update(posts).set({ removedAt: new Date() }).where(eq(posts.id, removed));
    await post("Anonymous", { anonymous: true });
    await post("Kept 2");
    expect(await titles(`/api/members/${name()}/posts`)).toEqual(["Kept 2", "Kept 1"]);
  });

  it("lists only the member's published stories under their name, never one shared as 'A member'", async () => {
    await story("Story 1");
    await story("Anonymous story", { anonymous: true });
    const hidden = await story("Hidden story");
    await ctx.database.db.update(stories).set({ hiddenAt: new Date() }).where(eq(stories.id, hidden));
    await story("Story 2");
    // A guest's story under the member's name (refused today, but rows from before must not count).
    await ctx.database.db.insert(stories).values({ ...STORY, title: "Guest's", author: name() });
    expect(await titles(`/api/members/${name()}/stories`)).toEqual(["Story 2", "Story 1"]);
  });

  it("lists the member's published photos", async () => {
    await photo("Miso");
    const held = await photo("Held");
    await ctx.database.db.update(petPhotos).set({ heldAt: new Date() }).where(eq(petPhotos.id, held));
    await photo("Luna");
    const pages = await collectPages<{ petName: string }>(ctx.app, `/api/members/${name()}/photos`);
    expect(pages.flat().map((item) => item.petName)).toEqual(["Luna", "Miso"]);
  });

  it("pages each list with Link, in the lists' public shapes", async () => {
    for (const title of ["Paged a", "Paged b", "Paged c"]) await post(title);
    const pages = await collectPages<Record<string, unknown>>(ctx.app, `/api/members/${name()}/posts?limit=2`);
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    const all = pages.flat();
    expect(all.map((item) => item.title)).toEqual(["Paged c", "Paged b", "Paged a", "Kept 2", "Kept 1"]);
    for (const item of all) {
      expect(item).not.toHaveProperty("authorId");
      expect(item).not.toHaveProperty("heldAt");
      expect(item).not.toHaveProperty("hiddenReason");
    }
    const [storyItem] = (await request(ctx.app).get(`/api/members/${name()}/stories`)).body;
    // Story cards as on the Stories page: the excerpt, the full text fetched when opened.
    expect(storyItem).toMatchObject({ isGuest: false, author: name(), excerpt: STORY.content, isLong: false });
    expect(storyItem).not.toHaveProperty("userId");
    expect(storyItem).not.toHaveProperty("content");
    const [photoItem] = (await request(ctx.app).get(`/api/members/${name()}/photos`)).body;
    expect(photoItem).not.toHaveProperty("userId");
  });

  it("answers 400 for a bad page", async () => {
    expect((await request(ctx.app).get(`/api/members/${name()}/posts?limit=0`)).status).toBe(400);
    expect((await request(ctx.app).get(`/api/members/${name()}/stories?cursor=nope`)).status).toBe(400);
  });

  it("shows a suspended member's page the same to everyone, moderators included", async () => {
    await ctx.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, member.user.id));
    const asGuest = await request(ctx.app).get(`/api/members/${name()}`);
    expect(asGuest.body).toEqual({ username: name(), joinedAt: expect.any(String) });
    expect((await moderator.agent.get(`/api/members/${name()}`)).body).toEqual(asGuest.body);
    const guestPosts = await request(ctx.app).get(`/api/members/${name()}/posts?limit=100`);
    const moderatorPosts = await moderator.agent.get(`/api/members/${name()}/posts?limit=100`);
    expect(moderatorPosts.body).toEqual(guestPosts.body);
    expect(guestPosts.body.map((item: Titled) => item.title)).not.toContain("Anonymous");
    await ctx.database.db.update(users).set({ suspendedAt: null }).where(eq(users.id, member.user.id));
  });
});

describe("item pages say whether their author has a member page", () => {
  const ctx = useTestApp();

  it("names the member's username, and nobody's for a guest's item or one posted as 'A member'", async () => {
    const member = await logInAs(ctx, "member");
    const moderator = await logInAs(ctx, "moderator");
    const named = await member.agent.post("/api/posts").send({ ...POST, title: "Named" });
    const hidden = await member.agent.post("/api/posts").send({ ...POST, title: "Unnamed", anonymous: true });
    const guestStory = await request(ctx.app)
      .post("/api/stories")
      .send({ ...STORY, title: "Guest", author: "Visitor" });
    const memberStory = await member.agent.post("/api/stories").send({ ...STORY, title: "Mine" });
    const imageUrl = await uploadImage(ctx.app, await solidImage("png"), member.agent);
    const photo = await member.agent.post("/api/pet-photos").send({ imageUrl, petName: "Miso" });

    const view = async (client: typeof member.agent, path: string) => (await client.get(path)).body;
    const guest = request.agent(ctx.app);
    expect((await view(guest, `/api/posts/${named.body.id}`)).authorUsername).toBe(member.user.username);
    expect((await view(guest, `/api/stories/${memberStory.body.id}`)).authorUsername).toBe(member.user.username);
    expect((await view(guest, `/api/pet-photos/${photo.body.id}`)).authorUsername).toBe(member.user.username);
    expect((await view(guest, `/api/stories/${guestStory.body.id}`)).authorUsername).toBeNull();
    // Posted as "A member": no link for anyone, its author and moderators included.
    for (const client of [guest, member.agent, moderator.agent]) {
      const body = await view(client, `/api/posts/${hidden.body.id}`);
      expect(body.authorUsername).toBeNull();
      expect(JSON.stringify({ ...body, postedBy: null })).not.toContain(member.user.username);
    }
  });
});
