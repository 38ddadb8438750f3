/**
 * Fuzzes every query parameter (limit, cursor, filters, and unknown or repeated ones) and every
 * path id of the read endpoints, plus the upload target's signed query: never a 5xx, and a refused
 * request writes nothing.
 */
import fc from "fast-check";
import request, { type Agent } from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import {
  ALL_POSTS_FILTER,
  ANY_POST_CATEGORY_VALUES,
  GROUP_TYPES,
  GUEST_USER_ID,
  RECOMMENDATION_CONTENT_TYPES,
  RESOURCE_CATEGORIES,
  optionValues,
} from "@shared/constants";
import { ADMIN_LIST_IDS } from "@shared/admin-lists";
import { SEARCH_TYPES } from "@shared/search";
import { logInAs } from "../auth-helpers";
import { useTestApp } from "../test-app";
import { requestUploadUrl } from "../uploads";
import { cursorGarbage, idSegment, nastyString, percentEncode, queryStringFor, queryValue } from "./arbitraries";
import { untilFirstEvent } from "../event-stream";
import { FUZZ_LIMITS, expectSafeAnswer, fuzzParameters, fuzzTimeout } from "./fuzz-harness";

type Actor = "member" | "moderator";

interface ReadTarget {
  /** `:id` and `:userId` are filled with fuzzed path segments (and the member's own id). */
  path: string;
  actor: Actor;
  params: Record<string, fc.Arbitrary<string>>;
}

const limit = fc.oneof(queryValue, fc.integer({ min: 1, max: 100 }).map(String));
const cursor = cursorGarbage;
const page = { limit, cursor };
const oneOfOrNasty = (values: readonly string[]) => fc.oneof(fc.constantFrom(...values), nastyString);
/** What a person may type in the search box, and what they should not. */
const searchText = fc.oneof(
  nastyString,
  fc.string({ unit: "grapheme", maxLength: 220 }),
  fc
    .array(
      fc.constantFrom(
        "dog",
        '"',
        "-",
        "or",
        "OR",
        "&",
        "|",
        "!",
        ":*",
        "(",
        ")",
        "<->",
        "'",
        "\\",
        " ",
        "labrodor",
        "the",
      ),
      {
        maxLength: 12,
      },
    )
    .map((parts) => parts.join(" ")),
);
/** Cursors shaped like search's own (rank|instant|id), with each part broken in turn. */
const searchCursor = fc
  .tuple(
    fc.oneof(fc.constantFrom("0.0607927", "1e-20", "-1", "NaN", "Infinity", ""), fc.double().map(String)),
    fc.constantFrom("2026-03-01T12:00:00.000Z", "+275760-09-13T00:00:00.000Z", "x"),
    fc.constantFrom("00000000-0000-4000-8000-000000000000", "not-a-uuid"),
  )
  .map((parts) => Buffer.from(parts.join("|")).toString("base64url"));

const targets: ReadTarget[] = [
  ...["categories", "featured", "stories", "blog", "pet-photos", "wellness-challenges"].map((resource): ReadTarget => ({
    path: `/api/${resource}`,
    actor: "member",
    params: page,
  })),
  {
    path: "/api/posts",
    actor: "member",
    params: { ...page, category: oneOfOrNasty([ALL_POSTS_FILTER.value, ...ANY_POST_CATEGORY_VALUES]) },
  },
  {
    path: "/api/resources",
    actor: "member",
    params: { ...page, category: oneOfOrNasty(optionValues(RESOURCE_CATEGORIES)) },
  },
  {
    path: "/api/groups",
    actor: "member",
    params: {
      ...page,
      type: oneOfOrNasty(optionValues(GROUP_TYPES)),
      location: fc.oneof(fc.constantFrom("Cedar Hollow", "portland", "97201", "%", "_", ".*", "(", "\\"), nastyString),
    },
  },
  { path: "/api/groups/:id", actor: "member", params: {} },
  { path: "/api/resources/:id", actor: "member", params: {} },
  {
    path: `/api/recommendations/${GUEST_USER_ID}`,
    actor: "member",
    params: { limit, contentType: oneOfOrNasty(RECOMMENDATION_CONTENT_TYPES) },
  },
  {
    path: "/api/recommendations/:userId",
    actor: "member",
    params: { limit, contentType: oneOfOrNasty(RECOMMENDATION_CONTENT_TYPES) },
  },
  { path: "/api/user-preferences/:userId", actor: "member", params: {} },
  { path: "/api/user-engagement/:userId", actor: "member", params: {} },
  { path: "/api/validate-session/:userId", actor: "member", params: {} },
  { path: "/api/me", actor: "member", params: {} },
  ...["posts", "stories", "pet-photos"].flatMap((items): ReadTarget[] => [
    { path: `/api/${items}/:id`, actor: "member", params: {} },
    { path: `/api/${items}/:id/replies`, actor: "member", params: page },
    { path: `/api/${items}/:id/revisions`, actor: "moderator", params: {} },
  ]),
  { path: "/api/replies/:id/revisions", actor: "moderator", params: {} },
  { path: "/api/wellness-challenges/joined", actor: "member", params: {} },
  { path: "/api/notifications", actor: "member", params: page },
  { path: "/api/notifications/unread-count", actor: "member", params: {} },
  { path: "/api/content-warning-settings", actor: "member", params: {} },
  { path: "/api/account/sessions", actor: "member", params: {} },
  { path: "/api/account/settings", actor: "member", params: {} },
  { path: "/api/account/appearance", actor: "member", params: {} },
  { path: "/api/push/preferences", actor: "member", params: {} },
  { path: "/api/account/two-factor", actor: "member", params: {} },
  { path: "/api/account/email", actor: "member", params: {} },
  { path: "/api/hero-content", actor: "member", params: {} },
  { path: "/api/hero-content/current", actor: "moderator", params: {} },
  { path: "/api/member-of-the-month", actor: "member", params: {} },
  { path: "/api/moderation/queue", actor: "moderator", params: page },
  { path: "/api/moderation/queue/count", actor: "moderator", params: {} },
  { path: "/api/moderation/audit-log", actor: "moderator", params: page },
  { path: "/api/contact-messages", actor: "moderator", params: page },
  // /admin's lists: any list name, words and status.
  {
    path: "/api/moderation/lists/:list",
    actor: "moderator",
    params: {
      ...page,
      q: searchText,
      status: oneOfOrNasty(["published", "held", "hidden", "removed", "ended", "draft", "scheduled"]),
    },
  },
  // A moderator's preview of an article whatever its state (drafts and scheduling).
  { path: "/api/blog/:id/preview", actor: "moderator", params: {} },
  { path: "/objects/uploads/:id", actor: "member", params: { size: oneOfOrNasty(["thumb", "display"]) } },
  // A moderator's preview of an upload or import before it is saved.
  { path: "/api/moderation/image-previews/:id", actor: "moderator", params: {} },
  // Addresses by name rather than id: a blog article (and its page's old-slug redirect), a member's page.
  { path: "/api/blog/:slug", actor: "member", params: {} },
  { path: "/blog/:slug", actor: "member", params: {} },
  { path: "/api/members/:username", actor: "member", params: {} },
  ...["posts", "stories", "photos"].map((list): ReadTarget => ({
    path: `/api/members/:username/${list}`,
    actor: "member",
    params: page,
  })),
  // Search takes any text: words, websearch syntax, SQL, markup, unicode (docs/decisions.md#search).
  {
    path: "/api/search",
    actor: "member",
    params: { q: searchText, type: oneOfOrNasty(SEARCH_TYPES), limit, cursor: fc.oneof(cursor, searchCursor) },
  },
  { path: "/api/search/summary", actor: "member", params: { q: searchText } },
  // A member's own data export and its download.
  { path: "/api/account/exports", actor: "member", params: {} },
  { path: "/api/account/exports/:id/download", actor: "member", params: {} },
  // The route contracts' documents: no parameters of their own, so junk ones must change nothing.
  { path: "/api/openapi.json", actor: "member", params: { format: nastyString, version: queryValue } },
  { path: "/api/docs", actor: "member", params: { route: nastyString } },
];

describe("fuzzing every query parameter and path id", () => {
  const ctx = useTestApp({ limits: FUZZ_LIMITS });
  const agents = {} as Record<Actor, Agent>;
  let memberId = "";
  const rowIds: string[] = [];
  /** Real names for `:slug` and `:username`: a blog article's slug, its old one, and the member's name. */
  const names: string[] = [];

  beforeAll(async () => {
    const member = await logInAs(ctx, "member");
    agents.member = member.agent;
    memberId = member.user.id;
    agents.moderator = (await logInAs(ctx, "moderator")).agent;
    // A few rows, so real pages and cursors are in play.
    for (const title of ["one", "two", "three"]) {
      const res = await agents.member
        .post("/api/posts")
        .send({ title, content: "Text", category: ANY_POST_CATEGORY_VALUES[0] });
      expect(res.status).toBe(201);
      rowIds.push(res.body.id);
    }
    const reply = await agents.member.post(`/api/posts/${rowIds[0]}/replies`).send({ content: "First." });
    expect(reply.status).toBe(201);
    rowIds.push(reply.body.id);
    const article = await agents.moderator
      .post("/api/blog")
      .send({ title: "Fuzzed article", content: "Text", excerpt: "Text", author: "Team" });
    expect(article.status).toBe(201);
    const renamed = await agents.moderator.patch(`/api/blog/${article.body.id}`).send({ title: "Renamed article" });
    expect(renamed.status).toBe(200);
    names.push(article.body.slug, renamed.body.slug, member.user.username, member.user.username.toUpperCase());
  });

  for (const target of targets) {
    it(
      `GET ${target.path}: never a 5xx, and a refusal writes nothing`,
      async () => {
        const paths = target.path.includes("/:")
          ? fc
              .oneof(idSegment, fc.constantFrom(memberId, ...rowIds, ...names, ...ADMIN_LIST_IDS))
              .map((id) => target.path.replace(/:(id|userId|slug|username|list)/, id))
          : fc.constant(target.path);
        await fc.assert(
          fc.asyncProperty(paths, queryStringFor(target.params), async (path, query) => {
            const url = query ? `${path}?${query}` : path;
            await expectSafeAnswer(ctx.database.db, `GET ${url}`, () => agents[target.actor].get(url));
          }),
          fuzzParameters(),
        );
        expect((await request(ctx.app).get("/healthz")).status).toBe(200);
      },
      fuzzTimeout(),
    );
  }

  it(
    "GET /api/live with fuzzed threads and resume points: never a 5xx, and a refusal writes nothing",
    async () => {
      const thread = fc.oneof(
        fc.constantFrom(...rowIds.slice(0, 3).map((id) => `post:${id}`)),
        fc
          .tuple(fc.constantFrom("post", "story", "photo", "reply", ""), idSegment)
          .map(([type, id]) => `${type}:${id}`),
        nastyString,
      );
      const query = queryStringFor({ thread, lastEventId: fc.oneof(queryValue, fc.nat().map(String)) });
      // Only what may travel in a header: Node refuses to send anything else.
      const headerText = fc.string({ maxLength: 30 }).filter((text) => /^[\x21-\x7e]*$/.test(text));
      const header = fc.option(fc.oneof(headerText, fc.nat().map(String), fc.constant("-1")), { nil: undefined });
      await fc.assert(
        fc.asyncProperty(query, header, async (search, lastEventId) => {
          const url = search ? `/api/live?${search}` : "/api/live";
          await expectSafeAnswer(ctx.database.db, `GET ${url} (Last-Event-ID ${lastEventId})`, () => {
            const test = agents.member.get(url);
            return untilFirstEvent(lastEventId === undefined ? test : test.set("Last-Event-ID", lastEventId));
          });
        }),
        fuzzParameters(),
      );
    },
    fuzzTimeout(),
  );

  it(
    "PUT /objects/upload/:id with forged or garbled signatures: never a 5xx, and a refusal writes nothing",
    async () => {
      const ticket = await requestUploadUrl(ctx.app);
      const genuine = new URL(ticket.uploadURL, "http://placeholder");
      const realId = genuine.pathname.split("/").pop() ?? "";
      const signedValue = (name: string) =>
        fc.oneof(fc.constant(genuine.searchParams.get(name) ?? ""), queryValue, nastyString);
      const query = queryStringFor({
        expires: signedValue("expires"),
        max: signedValue("max"),
        sig: signedValue("sig"),
      });
      const bytes = fc.oneof(
        fc.uint8Array({ maxLength: 2048 }).map((array) => Buffer.from(array)),
        nastyString.map((text) => Buffer.from(text)),
      );
      await fc.assert(
        fc.asyncProperty(fc.oneof(idSegment, fc.constant(realId)), query, bytes, async (id, search, body) => {
          const url = `/objects/upload/${id}${search ? `?${search}` : ""}`;
          await expectSafeAnswer(ctx.database.db, `PUT ${url}`, () =>
            request(ctx.app).put(url).set("Content-Type", "image/png").send(body),
          );
        }),
        fuzzParameters(),
      );
    },
    fuzzTimeout(),
  );

  it("encodes query values byte by byte, as a browser does", () => {
    expect(percentEncode("a b/é\uD800")).toBe("a%20b%2F%C3%A9%EF%BF%BD");
  });
});
