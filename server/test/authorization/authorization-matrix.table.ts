/**
 * The authorization matrix: every route of the app (method + the path pattern Express registers)
 * × who asks, with the status each must get. Driven by authorization-matrix.test.ts, which also
 * fails when the app has a route this table lacks, or this table names a route the app lacks.
 *
 * Requests carry valid ids and bodies, so a status says who may do something, not whether the
 * input was well formed: 200/201/204 for the allowed, 401/403 for the refused.
 */
import type { Agent } from "supertest";
import { GUEST_USER_ID } from "@shared/constants";
import { blogContract } from "@shared/contracts/blog.contract";
import { categoriesContract } from "@shared/contracts/categories.contract";
import { featuredContract } from "@shared/contracts/featured.contract";
import { groupsContract } from "@shared/contracts/groups.contract";
import { heroContentContract } from "@shared/contracts/hero-content.contract";
import { ITEM_ROUTES } from "@shared/contracts/items.contract";
import { liveContract } from "@shared/contracts/live.contract";
import { memberOfTheMonthContract } from "@shared/contracts/member-of-the-month.contract";
import { moderationContract } from "@shared/contracts/moderation.contract";
import { siteImagesContract } from "@shared/contracts/site-images.contract";
import { notificationsContract } from "@shared/contracts/notifications.contract";
import { openApiContract } from "@shared/contracts/openapi.contract";
import { resourcesContract } from "@shared/contracts/resources.contract";
import { operationsContract } from "@shared/contracts/operations.contract";
import { searchContract } from "@shared/contracts/search.contract";
import { THREAD_ROUTES, repliesContract } from "@shared/contracts/replies.contract";
import type { RouteSpec } from "@shared/contracts/route-contract";
import { uploadsContract } from "@shared/contracts/uploads.contract";
import { wellnessChallengesContract } from "@shared/contracts/wellness-challenges.contract";
import { signInContract } from "@shared/contracts/sign-in.contract";
import { slugify } from "@shared/slug";
import { TEST_PASSWORD } from "../auth-helpers";
import { untilFirstEvent } from "../event-stream";
import { ACCOUNT_ROWS } from "./account-rows";
import { APPEARANCE_ROWS } from "./appearance-rows";
import { CONTACT_ROWS } from "./contact-rows";
import { CRAWLER_ROWS } from "./crawler-rows";
import { NEWSLETTER_ROWS } from "./newsletter-rows";
import { PUSH_ROWS } from "./push-rows";
import {
  contractRow,
  everyone,
  membersOnly,
  ownerOnly,
  type Access,
  type MatrixFixtures,
  type MatrixRow,
  type TestUser,
} from "./matrix-rows";

export { DEFAULT_REFUSALS, ROLES, type MatrixFixtures, type MatrixRow, type Role, type TestUser } from "./matrix-rows";

/** Words the crisis check holds an item for (docs/decisions.md#safety-first). */
const IMMINENT = "I have the pills. I'm going to end it all tonight.";

const BODIES = {
  post: { title: "Evaluation nerves", content: "Any tips for the day?", category: "therapy-training" },
  story: {
    title: "Biscuit taught me to leave the house",
    content: "Four houses down, then five.",
    author: "maya",
    petName: "Biscuit",
    petType: "dog",
  },
  group: {
    name: "Riverside Paws & Calm Circle",
    description: "Therapy dogs and quiet conversation.",
    location: "Alder Creek, OR",
    type: "therapy",
    schedule: "Tuesdays 6pm",
    contactInfo: "calm@example.org",
  },
  resource: {
    title: "Reading your dog's body language",
    content: "Yawning and looking away.",
    category: "educational",
    url: "https://example.org/guide",
  },
  blog: {
    title: "Why we started PawsWell",
    content: "It began around a kitchen table.",
    excerpt: "A sleepy greyhound.",
    author: "PawsWell Team",
  },
  featured: { title: "Meet Moose", description: "A gentle Newfoundland.", type: "animal" },
  category: (name: string) => ({ name, description: "Gentle ideas.", color: "green", contentType: "blog" }),
  challenge: {
    title: "Mindful walks",
    description: "Walk daily.",
    startDate: "2026-03-01T00:00:00Z",
    endDate: "2026-03-31T00:00:00Z",
  },
  /** A challenge still running, which members may join. */
  openChallenge: {
    title: "Calm mornings",
    description: "Sit with your pet for five minutes.",
    startDate: "2026-01-01T00:00:00Z",
    endDate: "9999-12-31T00:00:00Z",
  },
  memberOfTheMonth: {
    memberName: "Ana",
    petName: "Miso",
    petType: "cat",
    story: "Miso helps me breathe.",
    month: "March",
    year: 2026,
  },
  hero: { title: "Welcome to PawsWell", content: "Line one\nLine two" },
  preferences: { petTypes: ["dog"], interests: ["training"], preferredContentTypes: [], activityLevel: "low" },
};

/** What only an item's member author (`member` here) and moderators may change. */
const authorOrModerator = (status: number): Access => ({
  expected: { anonymous: 401, member: status, otherMember: 403, moderator: status },
  refusals: { 403: "You can only change what you wrote" },
});

/** A post, story and photo by `member`, for the rows about changing one. */
const memberItems = {
  post: (f: MatrixFixtures) => f.create("/api/posts", BODIES.post, "member"),
  story: (f: MatrixFixtures) => f.create("/api/stories", BODIES.story, "member"),
  photo: async (f: MatrixFixtures) => f.create("/api/pet-photos", { imageUrl: await f.memberUpload() }, "member"),
};

/** A story and photo a visitor shared, which only moderators may change. */
const guestItems = {
  story: (f: MatrixFixtures) => f.createAsGuest("/api/stories", BODIES.story),
  photo: async (f: MatrixFixtures) => f.createAsGuest("/api/pet-photos", { imageUrl: await f.guestUpload() }),
};

type CreateItem = (f: MatrixFixtures) => Promise<string>;

/**
 * An item's own page (everyone); editing and removing an item `member` wrote (its author or a
 * moderator), and a guest's item (moderators only) where guests may share; and its earlier
 * versions (moderators). The public and moderator rows read their access from the kind's contracts.
 */
function ownItemRows(
  routes: (typeof ITEM_ROUTES)[keyof typeof ITEM_ROUTES],
  createItem: CreateItem,
  edit: object,
  createGuestItem?: CreateItem,
): MatrixRow[] {
  const itemPath = routes.list.path;
  const guestRows = (create: CreateItem): MatrixRow[] => [
    {
      method: "PATCH",
      path: `${itemPath}/:id`,
      case: "a guest's item: moderators only",
      expected: { anonymous: 401, member: 403, otherMember: 403, moderator: 200 },
      refusals: { 403: "You can only change what you wrote" },
      send: async (client, f) => client.patch(`${itemPath}/${await create(f)}`).send(edit),
    },
    {
      method: "DELETE",
      path: `${itemPath}/:id`,
      case: "a guest's item: moderators only",
      expected: { anonymous: 401, member: 403, otherMember: 403, moderator: 204 },
      refusals: { 403: "You can only change what you wrote" },
      send: async (client, f) => client.delete(`${itemPath}/${await create(f)}`),
    },
  ];
  return [
    contractRow(routes.get, async (client, f) => client.get(`${itemPath}/${await createItem(f)}`)),
    {
      method: "PATCH",
      path: `${itemPath}/:id`,
      case: "an item member wrote",
      ...authorOrModerator(200),
      send: async (client, f) => client.patch(`${itemPath}/${await createItem(f)}`).send(edit),
    },
    {
      method: "DELETE",
      path: `${itemPath}/:id`,
      case: "an item member wrote",
      ...authorOrModerator(204),
      send: async (client, f) => client.delete(`${itemPath}/${await createItem(f)}`),
    },
    ...(createGuestItem ? guestRows(createGuestItem) : []),
    contractRow(routes.revisions, async (client, f) => client.get(`${itemPath}/${await createItem(f)}/revisions`)),
  ];
}

/** A reply by `member` on a fresh post, for the rows about one reply. */
async function memberReply(f: MatrixFixtures): Promise<string> {
  const postId = await f.create("/api/posts", BODIES.post);
  return f.create(`/api/posts/${postId}/replies`, { content: "Sending support." }, "member");
}

/**
 * The id of a notification of `self`'s: someone else replies to a post `client` writes. A visitor
 * (no `self`) gets an unknown id, refused before it is looked at.
 */
async function ownNotification(client: Agent, f: MatrixFixtures, self: TestUser | undefined): Promise<string> {
  if (!self) return "00000000-0000-4000-8000-000000000000";
  const post = await client.post("/api/posts").send(BODIES.post);
  await f.create(
    `/api/posts/${post.body.id}/replies`,
    { content: "Thinking of you." },
    self.id === f.users.moderator.id ? "member" : "moderator",
  );
  const [newest] = (await client.get("/api/notifications")).body;
  return newest.id;
}

/** Reading a thread's replies and replying to it, for one kind of item. */
function threadRows(
  itemPath: string,
  thread: (typeof THREAD_ROUTES)[keyof typeof THREAD_ROUTES],
  createItem: (f: MatrixFixtures) => Promise<string>,
): MatrixRow[] {
  return [
    contractRow(thread.list, async (client, f) => client.get(`${itemPath}/${await createItem(f)}/replies`)),
    contractRow(thread.create, async (client, f) =>
      client.post(`${itemPath}/${await createItem(f)}/replies`).send({ content: "Me too." }),
    ),
  ];
}

/** A member's reaction on and off, for one kind of item. */
function reactionRows(itemPath: string, createItem: (f: MatrixFixtures) => Promise<string>): MatrixRow[] {
  return (["PUT", "DELETE"] as const).map((method) => ({
    method,
    path: `${itemPath}/:id/reactions/:kind`,
    ...membersOnly(200),
    send: async (client, f) => {
      const url = `${itemPath}/${await createItem(f)}/reactions/support`;
      return method === "PUT" ? client.put(url) : client.delete(url);
    },
  }));
}

/** The four routes the site's own content and groups share, by their contract's names. */
interface ContentRoutes {
  list: RouteSpec;
  create: RouteSpec;
  edit: RouteSpec;
  remove: RouteSpec;
}

/**
 * A content resource's list, create, edit and delete rows, read from its contracts (who may call
 * each): the item edited or deleted is made first with `body`, edited with `edit`.
 */
function contentResource(routes: ContentRoutes, body: object, edit: object): MatrixRow[] {
  const path = routes.list.path;
  const made = async (f: MatrixFixtures) => `${path}/${await f.create(path, body)}`;
  return [
    contractRow(routes.list, (client) => client.get(path)),
    contractRow(routes.create, (client) => client.post(path).send(body)),
    contractRow(routes.remove, async (client, f) => client.delete(await made(f))),
    contractRow(routes.edit, async (client, f) => client.patch(await made(f)).send(edit)),
  ];
}

export const AUTHORIZATION_MATRIX: MatrixRow[] = [
  // Health checks and photo files (outside /api).
  contractRow(operationsContract.alive, (client) => client.get("/healthz")),
  contractRow(operationsContract.ready, (client) => client.get("/readyz")),
  // Prometheus metrics: a session is never the permission. Unconfigured (as here) it is a 404 for
  // everyone, moderators included; with METRICS_TOKEN only the bearer token opens it (metrics.routes.test.ts).
  {
    method: "GET",
    path: "/metrics",
    case: "no METRICS_TOKEN set",
    ...everyone(404),
    send: (client) => client.get("/metrics"),
  },
  {
    case: "the signed URL is the permission, whoever sends it",
    ...contractRow(uploadsContract.store, async (client, f) => {
      const ticket = await f.uploadTicket();
      return client.put(ticket.uploadURL).set("Content-Type", "image/png").send(f.imageBytes);
    }),
  },
  contractRow(uploadsContract.file, async (client, f) => client.get(await f.sharedPhoto())),
  // What crawlers and feed readers fetch (outside /api too).
  ...CRAWLER_ROWS,

  // Accounts.
  contractRow(signInContract.register, (client, f) =>
    client.post("/api/register").send({ username: `new-${f.unique()}`, password: TEST_PASSWORD, ageConfirmed: true }),
  ),
  {
    case: "with one's own password (a visitor with a spare account's)",
    ...contractRow(signInContract.login, async (client, f, self) =>
      client.post("/api/login").send({ username: (self ?? (await f.newAccount())).username, password: TEST_PASSWORD }),
    ),
  },
  { ...contractRow(signInContract.logout, (client) => client.post("/api/logout")), endsSession: true },
  {
    method: "GET",
    path: "/api/validate-session/:userId",
    case: "for member's id: only member's own session is valid for it",
    expected: { anonymous: 401, member: 200, otherMember: 401, moderator: 401 },
    refusals: { 401: "Your session has ended. Please log in again." },
    send: (client, f) => client.get(`/api/validate-session/${f.users.member.id}`),
  },
  contractRow(signInContract.me, (client) => client.get("/api/me")),

  // Content: everyone reads; who may write depends on the resource (docs/decisions.md#roles and
  // #guests). Moderators edit the site's own content and members' groups in place
  // (docs/features.md#what-moderators-can-do-in-admin).
  contractRow(ITEM_ROUTES.post.list, (client) => client.get("/api/posts")),
  contractRow(ITEM_ROUTES.post.create, (client) => client.post("/api/posts").send(BODIES.post)),
  contractRow(ITEM_ROUTES.story.list, (client) => client.get("/api/stories")),
  contractRow(ITEM_ROUTES.story.create, (client) => client.post("/api/stories").send(BODIES.story)),
  ...contentResource(groupsContract, BODIES.group, { schedule: "Wednesdays 7pm" }),
  ...contentResource(resourcesContract, BODIES.resource, { title: "Reading cats" }),
  contractRow(blogContract.list, (client) => client.get("/api/blog")),
  contractRow(blogContract.create, (client) => client.post("/api/blog").send(BODIES.blog)),
  contractRow(blogContract.remove, async (client, f) =>
    client.delete(`/api/blog/${await f.create("/api/blog", BODIES.blog)}`),
  ),
  ...contentResource(featuredContract, BODIES.featured, { type: "rescue" }),
  ...contentResource(wellnessChallengesContract, BODIES.challenge, { endDate: "2026-04-15T00:00:00Z" }),
  // Search: public, like the lists it searches (docs/decisions.md#search).
  contractRow(searchContract.results, (client) => client.get("/api/search?q=walk")),
  contractRow(searchContract.summary, (client) => client.get("/api/search/summary?q=walk")),
  // A group's and a resource's own page. A group held for a moderator is not there for anyone else.
  {
    method: "GET",
    path: "/api/groups/:id",
    ...everyone(200),
    send: async (client, f) => client.get(`/api/groups/${await f.create("/api/groups", BODIES.group)}`),
  },
  {
    method: "GET",
    path: "/api/groups/:id",
    case: "a group held for a moderator",
    expected: { anonymous: 404, member: 404, otherMember: 404, moderator: 200 },
    send: async (client, f) =>
      client.get(`/api/groups/${await f.createAsGuest("/api/groups", { ...BODIES.group, description: IMMINENT })}`),
  },
  {
    method: "GET",
    path: "/api/resources/:id",
    ...everyone(200),
    send: async (client, f) => client.get(`/api/resources/${await f.create("/api/resources", BODIES.resource)}`),
  },
  {
    method: "GET",
    path: "/api/wellness-challenges/joined",
    ...membersOnly(200),
    send: (client) => client.get("/api/wellness-challenges/joined"),
  },
  ...(["POST", "DELETE"] as const).map((method): MatrixRow => ({
    method,
    path: "/api/wellness-challenges/:id/participants",
    ...membersOnly(200),
    send: async (client, f) => {
      const url = `/api/wellness-challenges/${await f.create("/api/wellness-challenges", BODIES.openChallenge)}/participants`;
      return method === "POST" ? client.post(url) : client.delete(url);
    },
  })),
  // Conversations: threads of replies under posts, stories and photos, and one reply.
  ...threadRows("/api/posts", THREAD_ROUTES.post, (f) => f.create("/api/posts", BODIES.post)),
  ...threadRows("/api/stories", THREAD_ROUTES.story, (f) => f.create("/api/stories", BODIES.story)),
  ...threadRows("/api/pet-photos", THREAD_ROUTES.photo, async (f) =>
    f.create("/api/pet-photos", { imageUrl: await f.uploadPhoto() }),
  ),
  ...reactionRows("/api/posts", (f) => f.create("/api/posts", BODIES.post)),
  ...reactionRows("/api/replies", memberReply),
  ...reactionRows("/api/stories", (f) => f.create("/api/stories", BODIES.story)),
  ...reactionRows("/api/pet-photos", async (f) => f.create("/api/pet-photos", { imageUrl: await f.uploadPhoto() })),
  {
    method: "PATCH",
    path: "/api/replies/:id",
    case: "a reply member wrote",
    ...authorOrModerator(200),
    send: async (client, f) => client.patch(`/api/replies/${await memberReply(f)}`).send({ content: "Edited." }),
  },
  {
    method: "DELETE",
    path: "/api/replies/:id",
    case: "a reply member wrote",
    ...authorOrModerator(204),
    send: async (client, f) => client.delete(`/api/replies/${await memberReply(f)}`),
  },
  // An item's author (or a moderator) changes it; a guest's item only a moderator.
  ...ownItemRows(ITEM_ROUTES.post, memberItems.post, { title: "Edited title" }),
  ...ownItemRows(ITEM_ROUTES.story, memberItems.story, { content: "Edited text." }, guestItems.story),
  ...ownItemRows(ITEM_ROUTES.photo, memberItems.photo, { description: "Edited caption." }, guestItems.photo),
  contractRow(repliesContract.revisions, async (client, f) =>
    client.get(`/api/replies/${await memberReply(f)}/revisions`),
  ),
  // A member's own notifications.
  {
    case: "following a thread",
    ...contractRow(liveContract.stream, async (client, f) =>
      untilFirstEvent(client.get(`/api/live?thread=post:${await f.create("/api/posts", BODIES.post)}`)),
    ),
  },
  contractRow(notificationsContract.list, (client) => client.get("/api/notifications")),
  contractRow(notificationsContract.unreadCount, (client) => client.get("/api/notifications/unread-count")),
  contractRow(notificationsContract.markAllRead, (client) => client.post("/api/notifications/read-all")),
  {
    case: "one's own notification",
    ...contractRow(notificationsContract.markRead, async (client, f, self) =>
      client.post(`/api/notifications/${await ownNotification(client, f, self)}/read`),
    ),
  },
  // Categories and the API's description: rows read from their contracts (shared/contracts).
  contractRow(categoriesContract.list, (client) => client.get("/api/categories")),
  contractRow(categoriesContract.create, (client, f) =>
    client.post("/api/categories").send(BODIES.category(`Tips ${f.unique()}`)),
  ),
  contractRow(categoriesContract.edit, async (client, f) =>
    client
      .patch(`/api/categories/${await f.create("/api/categories", BODIES.category(`Was ${f.unique()}`))}`)
      .send({ name: `Now ${f.unique()}` }),
  ),
  contractRow(categoriesContract.remove, async (client, f) =>
    client.delete(`/api/categories/${await f.create("/api/categories", BODIES.category(`Old ${f.unique()}`))}`),
  ),
  contractRow(openApiContract.document, (client) => client.get("/api/openapi.json")),
  contractRow(openApiContract.page, (client) => client.get("/api/docs")),

  // Pet photos: anyone shares a photo they uploaded; its author or a moderator deletes it (above).
  contractRow(ITEM_ROUTES.photo.list, (client) => client.get("/api/pet-photos")),
  contractRow(ITEM_ROUTES.photo.create, async (client, f) =>
    client.post("/api/pet-photos").send({ imageUrl: await f.uploadPhoto(client), petName: "Rex" }),
  ),
  contractRow(uploadsContract.issue, (client) => client.post("/api/objects/upload")),

  // The home page's hero and member of the month.
  contractRow(heroContentContract.active, (client) => client.get("/api/hero-content")),
  contractRow(heroContentContract.current, (client) => client.get("/api/hero-content/current")),
  contractRow(heroContentContract.create, (client) => client.post("/api/hero-content").send(BODIES.hero)),
  contractRow(heroContentContract.update, (client, f) => client.put(`/api/hero-content/${f.heroId}`).send(BODIES.hero)),
  contractRow(memberOfTheMonthContract.current, (client) => client.get("/api/member-of-the-month")),
  contractRow(memberOfTheMonthContract.create, (client) =>
    client.post("/api/member-of-the-month").send(BODIES.memberOfTheMonth),
  ),
  contractRow(memberOfTheMonthContract.edit, async (client, f) =>
    client
      .patch(`/api/member-of-the-month/${await f.create("/api/member-of-the-month", BODIES.memberOfTheMonth)}`)
      .send({ story: "Miso still helps me breathe." }),
  ),
  contractRow(memberOfTheMonthContract.makeCurrent, async (client, f) =>
    client.post(
      `/api/member-of-the-month/${await f.create("/api/member-of-the-month", BODIES.memberOfTheMonth)}/current`,
    ),
  ),
  contractRow(memberOfTheMonthContract.remove, async (client, f) =>
    client.delete(`/api/member-of-the-month/${await f.create("/api/member-of-the-month", BODIES.memberOfTheMonth)}`),
  ),

  // A member's own recommendations, preferences and engagement.
  {
    method: "GET",
    path: "/api/recommendations/:userId",
    ...ownerOnly(200),
    send: (client, f) => client.get(`/api/recommendations/${f.users.member.id}`),
  },
  {
    method: "GET",
    path: "/api/recommendations/:userId",
    case: "the guest list is for everyone",
    ...everyone(200),
    send: (client) => client.get(`/api/recommendations/${GUEST_USER_ID}`),
  },
  {
    method: "POST",
    path: "/api/recommendations/:userId/generate",
    ...ownerOnly(200),
    send: (client, f) => client.post(`/api/recommendations/${f.users.member.id}/generate`),
  },
  {
    method: "PUT",
    path: "/api/recommendations/:id/viewed",
    case: "member's recommendation",
    ...ownerOnly(204, "You can only mark your own recommendations"),
    send: async (client, f) => client.put(`/api/recommendations/${await f.memberRecommendation()}/viewed`),
  },
  {
    method: "GET",
    path: "/api/user-preferences/:userId",
    ...ownerOnly(200),
    send: (client, f) => client.get(`/api/user-preferences/${f.users.member.id}`),
  },
  {
    method: "PUT",
    path: "/api/user-preferences/:userId",
    ...ownerOnly(200),
    send: (client, f) => client.put(`/api/user-preferences/${f.users.member.id}`).send(BODIES.preferences),
  },
  // A reader's own content-warning choices.
  {
    method: "GET",
    path: "/api/content-warning-settings",
    ...membersOnly(200),
    send: (client) => client.get("/api/content-warning-settings"),
  },
  {
    method: "PUT",
    path: "/api/content-warning-settings",
    ...membersOnly(200),
    send: (client) =>
      client.put("/api/content-warning-settings").send({ settings: { "pet-loss": { mode: "hide", until: null } } }),
  },
  {
    method: "GET",
    path: "/api/user-engagement/:userId",
    ...ownerOnly(200),
    send: (client, f) => client.get(`/api/user-engagement/${f.users.member.id}`),
  },

  // Blog articles by address, and a moderator's edit (a changed title moves the article).
  contractRow(blogContract.article, async (client, f) => {
    const title = `Read me ${f.unique()}`;
    await f.create("/api/blog", { ...BODIES.blog, title });
    return client.get(`/api/blog/${slugify(title)}`);
  }),
  contractRow(blogContract.previewMarkdown, (client) =>
    client.post("/api/blog/preview").send({ content: "## Calm\n\nSit *quietly*." }),
  ),
  contractRow(blogContract.edit, async (client, f) =>
    client.patch(`/api/blog/${await f.create("/api/blog", BODIES.blog)}`).send({ title: `Renamed ${f.unique()}` }),
  ),
  // Drafts and scheduling: a moderator's preview of an article not yet published.
  contractRow(blogContract.preview, async (client, f) =>
    client.get(`/api/blog/${await f.create("/api/blog", { ...BODIES.blog, status: "draft" })}/preview`),
  ),
  {
    case: "an old slug: the page moves to the current one",
    ...contractRow(blogContract.page, async (client, f) => {
      const before = `Before ${f.unique()}`;
      const id = await f.create("/api/blog", { ...BODIES.blog, title: before });
      await f.moderatorAgent.patch(`/api/blog/${id}`).send({ title: `After ${f.unique()}` });
      return client.get(`/blog/${slugify(before)}`);
    }),
  },
  // A member's public page: everyone reads it.
  ...["", "/posts", "/stories", "/photos"].map((list): MatrixRow => ({
    method: "GET",
    path: `/api/members/:username${list}`,
    ...everyone(200),
    send: (client, f) => client.get(`/api/members/${f.users.member.username}${list}`),
  })),

  // Safety: anyone reports; only moderators read the queue, act, suspend and read the audit log.
  {
    method: "POST",
    path: "/api/reports",
    ...everyone(200),
    send: async (client, f) =>
      client
        .post("/api/reports")
        .send({ itemType: "post", itemId: await f.create("/api/posts", BODIES.post), reason: "spam" }),
  },
  {
    method: "POST",
    path: "/api/reports",
    case: "a member's wellness challenge",
    ...everyone(200),
    send: async (client, f) =>
      client.post("/api/reports").send({
        itemType: "challenge",
        itemId: await f.create("/api/wellness-challenges", BODIES.challenge, "member"),
        reason: "spam",
      }),
  },
  {
    method: "POST",
    path: "/api/reports/answers",
    case: "an item member wrote: only its author answers the moderators about it (to others it is not there)",
    expected: { anonymous: 401, member: 200, otherMember: 404, moderator: 404 },
    send: async (client, f) =>
      client.post("/api/reports/answers").send({
        itemType: "post",
        itemId: await f.create("/api/posts", BODIES.post, "member"),
        text: "Thank you, I'm all right now.",
      }),
  },
  contractRow(moderationContract.list, (client) => client.get("/api/moderation/lists/stories?q=walk&status=held")),
  contractRow(siteImagesContract.importImage, (client) =>
    client.post("/api/moderation/image-imports").send({ url: "https://images.example.org/cat.png" }),
  ),
  {
    case: "a moderator's own upload, before it is saved",
    ...contractRow(siteImagesContract.preview, async (client, f) =>
      client.get(`/api/moderation/image-previews/${(await f.uploadPhoto()).split("/").pop()}`),
    ),
  },
  contractRow(moderationContract.queue, (client) => client.get("/api/moderation/queue")),
  contractRow(moderationContract.queueCount, (client) => client.get("/api/moderation/queue/count")),
  contractRow(moderationContract.auditLog, (client) => client.get("/api/moderation/audit-log")),
  contractRow(moderationContract.claim, async (client, f) =>
    client.post(`/api/moderation/cases/${await f.openCase()}/claim`),
  ),
  contractRow(moderationContract.release, async (client, f) =>
    client.delete(`/api/moderation/cases/${await f.openCase()}/claim`),
  ),
  contractRow(moderationContract.act, async (client, f) =>
    client
      .post(`/api/moderation/cases/${await f.openCase()}/actions`)
      .send({ action: "note", message: "Please keep links out." }),
  ),
  contractRow(moderationContract.suspend, async (client, f) =>
    client
      .post(`/api/moderation/members/${(await f.newAccount()).id}/suspension`)
      .send({ days: 1, reason: "Cooling off" }),
  ),
  contractRow(moderationContract.lift, async (client, f) =>
    client
      .post(`/api/moderation/members/${(await f.newAccount()).id}/suspension/lift`)
      .send({ reason: "Talked it through" }),
  ),

  ...NEWSLETTER_ROWS,
  ...CONTACT_ROWS,
  ...ACCOUNT_ROWS,
  ...PUSH_ROWS,
  ...APPEARANCE_ROWS,
];
