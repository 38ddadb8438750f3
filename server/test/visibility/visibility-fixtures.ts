/**
 * The items the visibility matrix reads: one of every kind in every state it can be in, each
 * carrying a word of its own (its marker) so any answer can be searched for it. Items are written
 * through the API as people write them; their state is then set in the database, as a moderator's
 * action, the report net or the crisis check leaves it (how an item got there is tested elsewhere;
 * what each viewer sees of it is tested here).
 */
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import type { Agent } from "supertest";
import type { ItemKindName } from "@shared/item-kinds";
import { ITEM_TABLES } from "../../items/item-tables";
import { logInAs } from "../auth-helpers";
import { solidImage } from "../images";
import type { TestContext } from "../test-app";
import { uploadImage } from "../uploads";

/** Who reads: nobody signed in, another member, the item's author, a moderator. */
export const VIEWERS = ["visitor", "member", "author", "moderator"] as const;
export type ViewerName = (typeof VIEWERS)[number];

/** Every state an item can be in, as readers meet it. */
export type ItemState =
  | "published"
  | "held"
  | "hidden"
  /** A post its author removed while it had replies: its words go, its thread stays. */
  | "removed"
  /** A reply in a thread whose item is held, or hidden. */
  | "in held thread"
  | "in hidden thread"
  | "draft"
  | "scheduled"
  /** Written by a member who then deleted their account and its content. */
  | "deleted author";

/** The states each kind is tested in: every state it can be in. */
export const STATES_OF: Record<ItemKindName, readonly ItemState[]> = {
  post: ["published", "held", "hidden", "removed", "deleted author"],
  reply: ["published", "held", "hidden", "in held thread", "in hidden thread", "deleted author"],
  story: ["published", "held", "hidden", "deleted author"],
  photo: ["published", "held", "hidden", "deleted author"],
  group: ["published", "held", "hidden"],
  challenge: ["published", "held", "hidden"],
  blog: ["published", "draft", "scheduled"],
  resource: ["published"],
  featured: ["published", "draft", "scheduled"],
};

/** One item of the matrix. */
export interface Fixture {
  kind: ItemKindName;
  state: ItemState;
  id: string;
  /** The word only this item holds. */
  marker: string;
  /** How its page is addressed (a blog article's slug; otherwise its id). */
  key: string;
  /** Whose item it is: the author's, a moderator's (the site's own kinds), or nobody's (a group). */
  owner: "author" | "moderator" | null;
  /** For thread kinds: the marker of a published reply by `member` under it, written before its state was set. */
  threadMarker?: string;
  /** That reply's id: the author answers it once the item's state is set, which notifies `member`. */
  threadReplyId?: string;
  /** For a reply: the thread it is in, and whose that thread is. */
  thread?: { kind: "post"; id: string; owner: "member" };
  /** For a photo: its image file's path. */
  imageUrl?: string;
}

export interface Cast {
  agents: Record<Exclude<ViewerName, "visitor">, Agent>;
  users: Record<Exclude<ViewerName, "visitor">, { id: string; username: string }>;
}

/** A made-up word nobody writes, different from every other marker in its first and last letters. */
function newMarker(): string {
  const letters = "bcdfghjklmnpqrstvwxz";
  const bytes = crypto.randomBytes(9);
  return `zq${[...bytes].map((byte) => letters[byte % letters.length]).join("")}`;
}

/** A category that feeds of the community can be read by. */
export const POST_CATEGORY = "general-wellness";

/** Writes every fixture: `cast.author` writes the members' kinds, a moderator the site's own. */
export async function writeFixtures(ctx: TestContext, cast: Cast): Promise<Fixture[]> {
  const { agents } = cast;
  const image = await solidImage("png");
  const fixtures: Fixture[] = [];

  const created = async (agent: Agent, path: string, body: object): Promise<{ id: string; slug?: string }> => {
    const res = await agent.post(path).send(body);
    if (res.status !== 201) throw new Error(`fixture POST ${path} answered ${res.status}: ${res.text}`);
    return res.body as { id: string; slug?: string };
  };
  const replyUnder = async (agent: Agent, kind: "post" | "story" | "photo", id: string, content: string) => {
    const path = { post: "posts", story: "stories", photo: "pet-photos" }[kind];
    return created(agent, `/api/${path}/${id}/replies`, { content });
  };

  /** A member-written thread item by `agent`, with a reply by `member` under it. */
  async function threadItem(kind: "post" | "story" | "photo", agent: Agent, marker: string) {
    const threadMarker = newMarker();
    let item: { id: string };
    let imageUrl: string | undefined;
    if (kind === "post")
      item = await created(agent, "/api/posts", {
        title: `Evenings with ${marker}`,
        content: `We sit by the window, ${marker} and me.`,
        category: POST_CATEGORY,
      });
    else if (kind === "story")
      item = await created(agent, "/api/stories", {
        title: `How ${marker} helped`,
        content: `Four houses down with ${marker}, then five.`,
        author: "someone",
        petName: "Biscuit",
        petType: "dog",
      });
    else {
      imageUrl = await uploadImage(ctx.app, image, agent);
      item = await created(agent, "/api/pet-photos", {
        imageUrl,
        petName: marker,
        petType: "dog",
        description: `Asleep in the sun, ${marker}.`,
      });
    }
    const reply = await replyUnder(agents.member, kind, item.id, `So glad to read this ${threadMarker}.`);
    return { id: item.id, threadMarker, threadReplyId: reply.id, imageUrl };
  }

  // The members' kinds, by the author, in each state.
  for (const kind of ["post", "story", "photo"] as const)
    for (const state of STATES_OF[kind].filter((state) => state !== "deleted author")) {
      const marker = newMarker();
      const item = await threadItem(kind, agents.author, marker);
      fixtures.push({ kind, state, key: item.id, marker, owner: "author", ...item });
    }

  for (const state of STATES_OF.reply.filter((state) => state !== "deleted author")) {
    const marker = newMarker();
    const thread = await created(agents.member, "/api/posts", {
      title: "A quiet thread",
      content: "Anything helps.",
      category: POST_CATEGORY,
    });
    const reply = await replyUnder(agents.author, "post", thread.id, `Walking helps me, ${marker}.`);
    fixtures.push({
      kind: "reply",
      state,
      id: reply.id,
      key: reply.id,
      marker,
      owner: "author",
      thread: { kind: "post", id: thread.id, owner: "member" },
    });
  }

  for (const state of STATES_OF.group) {
    const marker = newMarker();
    const group = await created(agents.author, "/api/groups", {
      name: `Paws circle ${marker}`,
      description: `Quiet walks with ${marker}.`,
      location: "Alder Creek, OR",
      type: "therapy",
      schedule: "Tuesdays 6pm",
      contactInfo: "calm@example.org",
    });
    fixtures.push({ kind: "group", state, id: group.id, key: group.id, marker, owner: null });
  }

  for (const state of STATES_OF.challenge) {
    const marker = newMarker();
    const challenge = await created(agents.author, "/api/wellness-challenges", {
      title: `Mornings with ${marker}`,
      description: `Sit with ${marker} for five minutes.`,
      startDate: "2026-01-01T00:00:00Z",
      endDate: "9999-12-31T00:00:00Z",
    });
    fixtures.push({ kind: "challenge", state, id: challenge.id, key: challenge.id, marker, owner: "author" });
  }

  // The site's own kinds, by a moderator.
  const publication = (state: ItemState) =>
    state === "draft"
      ? { status: "draft" }
      : state === "scheduled"
        ? { status: "scheduled", publishAt: new Date(Date.now() + 30 * 24 * 3600_000).toISOString() }
        : {};
  for (const state of STATES_OF.blog) {
    const marker = newMarker();
    // The marker stays out of the title, which makes the article's address: a page answering
    // "not found" for an address names it.
    const article = await created(agents.moderator, "/api/blog", {
      title: `Notes from the kitchen table, part ${fixtures.length}`,
      content: `It began with ${marker} by a kitchen table.`,
      excerpt: `About ${marker}.`,
      author: "PawsWell Team",
      ...publication(state),
    });
    fixtures.push({ kind: "blog", state, id: article.id, key: article.slug!, marker, owner: "moderator" });
  }
  for (const state of STATES_OF.resource) {
    const marker = newMarker();
    const resource = await created(agents.moderator, "/api/resources", {
      title: `Reading ${marker}`,
      content: `Yawning and ${marker}.`,
      category: "educational",
      url: "https://example.org/guide",
    });
    fixtures.push({ kind: "resource", state, id: resource.id, key: resource.id, marker, owner: "moderator" });
  }
  for (const state of STATES_OF.featured) {
    const marker = newMarker();
    const featured = await created(agents.moderator, "/api/featured", {
      title: `Meet ${marker}`,
      description: `A gentle ${marker}.`,
      type: "animal",
      ...publication(state),
    });
    fixtures.push({ kind: "featured", state, id: featured.id, key: featured.id, marker, owner: "moderator" });
  }

  await deletedAuthorsItems(ctx, cast, fixtures, threadItem, replyUnder);
  await removeAsAuthor(cast, fixtures);
  await setStates(ctx, fixtures);
  await answerMember(cast, fixtures);
  return fixtures;
}

/** Items by a member who then deleted their account and what they wrote. */
async function deletedAuthorsItems(
  ctx: TestContext,
  cast: Cast,
  fixtures: Fixture[],
  threadItem: (
    kind: "post" | "story" | "photo",
    agent: Agent,
    marker: string,
  ) => Promise<{ id: string; threadMarker: string; threadReplyId: string; imageUrl?: string }>,
  replyUnder: (agent: Agent, kind: "post", id: string, content: string) => Promise<{ id: string }>,
): Promise<void> {
  const leaver = await logInAs(ctx, "member");
  for (const kind of ["post", "story", "photo"] as const) {
    const marker = newMarker();
    const item = await threadItem(kind, leaver.agent, marker);
    fixtures.push({ kind, state: "deleted author", key: item.id, marker, owner: "author", ...item });
  }
  const marker = newMarker();
  const thread = await cast.agents.member.post("/api/posts").send({
    title: "Another quiet thread",
    content: "Anything helps.",
    category: POST_CATEGORY,
  });
  const reply = await replyUnder(leaver.agent, "post", (thread.body as { id: string }).id, `Hello ${marker}.`);
  fixtures.push({ kind: "reply", state: "deleted author", id: reply.id, key: reply.id, marker, owner: "author" });
  const gone = await leaver.agent
    .delete("/api/account")
    .send({ password: "correct-horse-battery", keepContent: false });
  if (gone.status !== 204 && gone.status !== 200)
    throw new Error(`fixture account deletion answered ${gone.status}: ${gone.text}`);
}

/** Sets each fixture's state as moderation and the crisis check leave it. */
async function setStates(ctx: TestContext, fixtures: Fixture[]): Promise<void> {
  const { db } = ctx.database;
  for (const fixture of fixtures) {
    const { kind, state } = fixture;
    if (state === "held" || state === "hidden") {
      const columns = ITEM_TABLES[kind as keyof typeof ITEM_TABLES];
      const change =
        state === "held" ? sql`held_at = now()` : sql`hidden_at = now(), hidden_reason = 'Hidden by a moderator'`;
      await db.execute(sql`update ${columns.table} set ${change} where ${columns.id} = ${fixture.id}`);
    }
    if (state === "in held thread" || state === "in hidden thread") {
      const posts = ITEM_TABLES.post;
      const column = state === "in held thread" ? "held_at" : "hidden_at";
      await db.execute(
        sql`update ${posts.table} set ${sql.raw(column)} = now() where ${posts.id} = ${fixture.thread!.id}`,
      );
    }
  }
}

/** Removes each "removed" post as its author does: its thread stays. */
async function removeAsAuthor(cast: Cast, fixtures: Fixture[]): Promise<void> {
  for (const fixture of fixtures.filter((item) => item.state === "removed")) {
    const res = await cast.agents.author.delete(`/api/posts/${fixture.id}`);
    if (res.status !== 204 && res.status !== 200)
      throw new Error(`fixture removal answered ${res.status}: ${res.text}`);
  }
}

/**
 * The author answers `member`'s reply under each of their thread items, now in its state: a
 * notification names the item to `member`, which they may see only while it is published.
 */
async function answerMember(cast: Cast, fixtures: Fixture[]): Promise<void> {
  const paths = { post: "posts", story: "stories", photo: "pet-photos" } as const;
  for (const fixture of fixtures) {
    if (!fixture.threadReplyId || fixture.state === "deleted author" || fixture.state === "removed") continue;
    const path = paths[fixture.kind as keyof typeof paths];
    const res = await cast.agents.author
      .post(`/api/${path}/${fixture.id}/replies`)
      .send({ content: "Thank you, truly.", answersId: fixture.threadReplyId });
    if (res.status !== 201) throw new Error(`fixture answer answered ${res.status}: ${res.text}`);
  }
}
