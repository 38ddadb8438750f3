/**
 * Fuzzes every write under /api with hostile bodies, content types and path ids, sent by an actor
 * who gets past the auth checks, so validation is what is exercised: never a 5xx, and a refused
 * request writes nothing.
 */
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import request, { type Agent, type Test } from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import {
  ACTIVITY_LEVELS,
  BADGE_COLORS,
  CATEGORY_CONTENT_TYPES,
  FEATURED_TYPES,
  INTERESTS,
  POST_CATEGORIES,
  PREFERENCE_PET_TYPES,
  PREFERRED_CONTENT_TYPES,
  RESOURCE_CATEGORIES,
  optionValues,
} from "@shared/constants";
import { moderationCases } from "@shared/schema";
import { TEST_PASSWORD, logInAs } from "../auth-helpers";
import { solidImage } from "../images";
import { useTestApp } from "../test-app";
import { turnOnTwoFactor } from "../two-factor-helpers";
import { uploadImage } from "../uploads";
import { remoteImageFetcher } from "../../services/image-imports";
import { bodyFor, idSegment, type RawBody } from "./arbitraries";
import { FUZZ_LIMITS, expectSafeAnswer, fuzzParameters, fuzzTimeout } from "./fuzz-harness";

/** `pendingLogin`: a visitor whose password was right and whose login waits for a two-factor code. */
type Actor = "guest" | "member" | "moderator" | "leaving" | "pendingLogin";
type Method = "post" | "put" | "patch" | "delete";

interface WriteTarget {
  method: Method;
  /** `:id` and `:userId` are filled from `ids`. */
  path: string;
  /** Who sends it: someone the route lets through, so the body is what gets tested. */
  actors: Actor[];
  /** A body the route accepts; the fuzzed bodies are built around it. */
  valid: Record<string, unknown>;
}

/** A browser's push subscription with a real P-256 key (server/routes/push-notices.routes.ts checks it is one). */
const FUZZ_PUSH_SUBSCRIPTION = {
  endpoint: "https://push.example.test/fuzz",
  keys: {
    p256dh: crypto.createECDH("prime256v1").generateKeys().toString("base64url"),
    auth: "AAAAAAAAAAAAAAAAAAAAAA",
  },
};

/** A time any schedule may name: always in the future. */
const FAR_FUTURE = "2099-05-01T09:30:00.000Z";

const first = <V extends string>(values: readonly [V, ...V[]]): V => values[0];

describe("fuzzing every write endpoint", () => {
  const ctx = useTestApp({
    limits: FUZZ_LIMITS,
    // The importer checks every address as in production, but no name resolves: nothing leaves the machine.
    fetchRemoteImage: remoteImageFetcher({
      lookup: ((_host: string, _options: unknown, callback: (error: Error) => void) =>
        callback(Object.assign(new Error("not found"), { code: "ENOTFOUND" }))) as never,
    }),
  });
  const state = {} as {
    agents: Record<Exclude<Actor, "guest">, Agent>;
    member: { id: string; username: string };
    heroId: string;
    storedImage: string;
    postId: string;
    replyId: string;
    storyId: string;
    photoId: string;
    caseId: string;
    blogId: string;
    /** The site's own content, which moderators edit. */
    contentIds: string[];
    /** A draft newsletter issue, for the test and send targets to reach. */
    issueId: string;
    /** A Contact Us message, for the handled target to reach. */
    contactMessageId: string;
  };

  function agentFor(actor: Actor): Agent | ReturnType<typeof request> {
    return actor === "guest" ? request(ctx.app) : state.agents[actor];
  }

  /** Real ids the fuzzer mixes into path segments, so some requests reach the row they name. */
  function pathIds(): fc.Arbitrary<string> {
    return fc.oneof(
      idSegment,
      fc.constantFrom(
        state.member.id,
        state.heroId,
        state.postId,
        state.replyId,
        state.storyId,
        state.photoId,
        state.caseId,
        state.blogId,
        state.issueId,
        state.contactMessageId,
        ...state.contentIds,
      ),
    );
  }

  const targets: WriteTarget[] = [
    {
      method: "post",
      path: "/api/register",
      actors: ["guest"],
      valid: { username: "fuzz.member", password: "long-enough-pass", ageConfirmed: true },
    },
    {
      method: "post",
      path: "/api/login",
      actors: ["guest"],
      valid: { username: "fuzz-login", password: TEST_PASSWORD },
    },
    { method: "post", path: "/api/logout", actors: ["leaving"], valid: {} },
    {
      method: "post",
      path: "/api/posts",
      actors: ["member"],
      valid: {
        title: "Hello",
        content: "Body",
        category: first(optionValues(POST_CATEGORIES)),
        contentWarnings: ["grief"],
        anonymous: true,
        noindex: false,
      },
    },
    // Edits before deletes, so the fuzzed edits reach the member's own rows while they are there.
    {
      method: "patch",
      path: "/api/posts/:id",
      actors: ["member", "moderator"],
      valid: { title: "T", content: "C", contentWarnings: ["pet-loss"], noindex: true },
    },
    { method: "patch", path: "/api/stories/:id", actors: ["member", "moderator"], valid: { title: "T", content: "C" } },
    {
      method: "patch",
      path: "/api/pet-photos/:id",
      actors: ["member", "moderator"],
      valid: { petName: "Rex", description: "Sunny" },
    },
    { method: "delete", path: "/api/posts/:id", actors: ["member", "moderator"], valid: {} },
    ...["posts", "stories", "pet-photos"].map((items): WriteTarget => ({
      method: "post",
      path: `/api/${items}/:id/replies`,
      actors: ["member"],
      valid: { content: "Sending support.", contentWarnings: ["grief"], anonymous: false },
    })),
    {
      method: "patch",
      path: "/api/replies/:id",
      actors: ["member", "moderator"],
      valid: { content: "Edited.", anonymous: true },
    },
    ...["posts", "replies", "stories", "pet-photos"].flatMap((items) =>
      (["put", "delete"] as const).map((method): WriteTarget => ({
        method,
        path: `/api/${items}/:id/reactions/support`,
        actors: ["member"],
        valid: {},
      })),
    ),
    { method: "delete", path: "/api/replies/:id", actors: ["member", "moderator"], valid: {} },
    { method: "post", path: "/api/notifications/read-all", actors: ["member"], valid: {} },
    { method: "post", path: "/api/notifications/:id/read", actors: ["member"], valid: {} },
    {
      method: "put",
      path: "/api/content-warning-settings",
      actors: ["member"],
      valid: { settings: { "pet-loss": { mode: "hide", until: "2030-01-01T00:00:00.000Z" } } },
    },
    {
      method: "post",
      path: "/api/stories",
      actors: ["guest", "member"],
      valid: { title: "Story", content: "Text", author: "Sam", petName: "Rex", petType: "dog", anonymous: true },
    },
    { method: "delete", path: "/api/stories/:id", actors: ["member", "moderator"], valid: {} },
    {
      method: "post",
      path: "/api/groups",
      actors: ["guest", "member"],
      valid: {
        name: "Walkers",
        description: "Walks",
        location: "Park",
        type: "support",
        schedule: "Sundays",
        contactInfo: "a@b.c",
      },
    },
    { method: "patch", path: "/api/groups/:id", actors: ["moderator"], valid: { schedule: "Mondays" } },
    { method: "delete", path: "/api/groups/:id", actors: ["moderator"], valid: {} },
    {
      method: "post",
      path: "/api/resources",
      actors: ["moderator"],
      valid: {
        title: "Guide",
        content: "Text",
        category: first(optionValues(RESOURCE_CATEGORIES)),
        url: "https://example.com",
        imageUrl: "",
      },
    },
    {
      method: "patch",
      path: "/api/resources/:id",
      actors: ["moderator"],
      valid: { title: "Guide", category: first(optionValues(RESOURCE_CATEGORIES)), imageUrl: "" },
    },
    { method: "delete", path: "/api/resources/:id", actors: ["moderator"], valid: {} },
    {
      method: "post",
      path: "/api/blog",
      actors: ["moderator"],
      valid: {
        title: "Post",
        content: "Text",
        excerpt: "Short",
        author: "Mod",
        imageUrl: "",
        imageAlt: "",
        // Drafts and scheduling: fuzzed around a schedule, so bad states and times are sent too.
        status: "scheduled",
        publishAt: FAR_FUTURE,
      },
    },
    // Markdown with scripts and handlers mixed in: server/lib/article-markdown.test.ts checks what comes out.
    {
      method: "post",
      path: "/api/blog/preview",
      actors: ["moderator"],
      valid: { content: "## Calm\n\n<img src=x onerror=alert(1)> [x](javascript:alert(1)) **bold**" },
    },
    {
      method: "patch",
      path: "/api/blog/:id",
      actors: ["moderator"],
      valid: { title: "Renamed", content: "Text", excerpt: "Short", imageUrl: "", imageAlt: "", status: "published" },
    },
    { method: "delete", path: "/api/blog/:id", actors: ["moderator"], valid: {} },
    {
      method: "post",
      path: "/api/featured",
      actors: ["moderator"],
      valid: {
        title: "Feature",
        description: "Text",
        type: first(optionValues(FEATURED_TYPES)),
        imageUrl: "",
        url: "",
        status: "scheduled",
        publishAt: FAR_FUTURE,
      },
    },
    {
      method: "patch",
      path: "/api/featured/:id",
      actors: ["moderator"],
      valid: {
        description: "Text",
        type: first(optionValues(FEATURED_TYPES)),
        url: "https://example.com",
        status: "published",
      },
    },
    { method: "delete", path: "/api/featured/:id", actors: ["moderator"], valid: {} },
    {
      method: "post",
      path: "/api/categories",
      actors: ["moderator"],
      valid: {
        name: "Calm",
        description: "Text",
        color: first(optionValues(BADGE_COLORS)),
        contentType: first(optionValues(CATEGORY_CONTENT_TYPES)),
      },
    },
    {
      method: "patch",
      path: "/api/categories/:id",
      actors: ["moderator"],
      valid: { name: "Calmer", color: first(optionValues(BADGE_COLORS)) },
    },
    { method: "delete", path: "/api/categories/:id", actors: ["moderator"], valid: {} },
    {
      method: "post",
      path: "/api/hero-content",
      actors: ["moderator"],
      valid: { title: "Welcome", content: "Text", titleFontFamily: "Georgia", titleFontSize: "text-4xl", isActive: 1 },
    },
    {
      method: "put",
      path: "/api/hero-content/:id",
      actors: ["moderator"],
      valid: { title: "Welcome", content: "Text", isActive: 0, activateAt: FAR_FUTURE },
    },
    { method: "post", path: "/api/objects/upload", actors: ["guest", "member"], valid: { contentType: "image/png" } },
    {
      method: "post",
      path: "/api/pet-photos",
      actors: ["guest", "member"],
      valid: { imageUrl: "<stored image>", petName: "Rex", petType: "dog", ownerName: "Sam", description: "Sunny day" },
    },
    { method: "delete", path: "/api/pet-photos/:id", actors: ["member", "moderator"], valid: {} },
    {
      method: "post",
      path: "/api/wellness-challenges",
      actors: ["member"],
      valid: { title: "Walk", description: "Daily", startDate: "2026-01-01", endDate: "2026-01-31", imageUrl: "" },
    },
    {
      method: "patch",
      path: "/api/wellness-challenges/:id",
      actors: ["moderator"],
      valid: { title: "Walk more", startDate: "2026-01-02", endDate: "2026-02-28" },
    },
    { method: "delete", path: "/api/wellness-challenges/:id", actors: ["moderator"], valid: {} },
    { method: "post", path: "/api/wellness-challenges/:id/participants", actors: ["member"], valid: {} },
    { method: "delete", path: "/api/wellness-challenges/:id/participants", actors: ["member"], valid: {} },
    {
      method: "post",
      path: "/api/member-of-the-month",
      actors: ["moderator"],
      valid: {
        memberName: "Sam",
        petName: "Rex",
        petType: "dog",
        story: "Text",
        month: "May",
        year: 2026,
        imageUrl: "",
      },
    },
    {
      method: "patch",
      path: "/api/member-of-the-month/:id",
      actors: ["moderator"],
      valid: { story: "Still here", year: 2027, imageUrl: "", imageAlt: "" },
    },
    { method: "post", path: "/api/member-of-the-month/:id/current", actors: ["moderator"], valid: {} },
    { method: "delete", path: "/api/member-of-the-month/:id", actors: ["moderator"], valid: {} },
    {
      method: "post",
      path: "/api/moderation/image-imports",
      actors: ["moderator"],
      valid: { url: "https://images.example.org/cat.png" },
    },
    { method: "post", path: "/api/recommendations/:userId/generate", actors: ["member"], valid: {} },
    { method: "put", path: "/api/recommendations/:id/viewed", actors: ["member"], valid: {} },
    {
      method: "put",
      path: "/api/user-preferences/:userId",
      actors: ["member"],
      valid: {
        petTypes: [first(optionValues(PREFERENCE_PET_TYPES))],
        interests: [first(optionValues(INTERESTS))],
        preferredContentTypes: [first(optionValues(PREFERRED_CONTENT_TYPES))],
        activityLevel: first(optionValues(ACTIVITY_LEVELS)),
      },
    },
    // Sessions and settings (a signed-out session's id is one of the fuzzed path ids).
    { method: "delete", path: "/api/account/sessions/:id", actors: ["member"], valid: {} },
    { method: "post", path: "/api/account/sessions/sign-out-others", actors: ["member"], valid: {} },
    {
      method: "patch",
      path: "/api/account/settings",
      actors: ["member"],
      valid: { notificationDelivery: "none", breakFor: "1d", memberPageShown: true },
    },
    {
      method: "put",
      path: "/api/account/appearance",
      actors: ["member"],
      valid: { theme: "dark", textSize: "larger" },
    },
    { method: "post", path: "/api/push/subscriptions", actors: ["member"], valid: FUZZ_PUSH_SUBSCRIPTION },
    {
      method: "delete",
      path: "/api/push/subscriptions",
      actors: ["member"],
      valid: { endpoint: FUZZ_PUSH_SUBSCRIPTION.endpoint },
    },
    {
      method: "put",
      path: "/api/push/preferences",
      actors: ["member"],
      valid: { kinds: ["replies"], quietHours: { start: "22:00", end: "07:00" }, timeZone: "Europe/Dublin" },
    },
    // Safety: reports from anyone; the moderators' queue actions. Suspending comes last (and is then
    // lifted), so the member the other targets write as is not suspended while they run.
    {
      method: "post",
      path: "/api/reports",
      actors: ["guest", "member"],
      valid: { itemType: "post", itemId: "<post id>", reason: "spam", note: "Links everywhere" },
    },
    {
      method: "post",
      path: "/api/reports/answers",
      actors: ["guest", "member"],
      valid: { itemType: "post", itemId: "<post id>", text: "Thank you, I'm all right now." },
    },
    { method: "post", path: "/api/moderation/cases/:id/claim", actors: ["moderator"], valid: {} },
    { method: "delete", path: "/api/moderation/cases/:id/claim", actors: ["moderator"], valid: {} },
    {
      method: "post",
      path: "/api/moderation/cases/:id/actions",
      actors: ["moderator"],
      valid: { action: "warn", reason: "Loss", contentWarnings: ["pet-loss"] },
    },
    {
      method: "post",
      path: "/api/moderation/members/:id/suspension",
      actors: ["moderator"],
      valid: { days: 1, reason: "Cooling off" },
    },
    {
      method: "post",
      path: "/api/moderation/members/:id/suspension/lift",
      actors: ["moderator"],
      valid: { reason: "Talked it through" },
    },
    // Two-factor sign-in. The member has it off, so the code routes check
    // the body and then refuse (409, or 400 for a wrong code); the pending login checks its code.
    {
      method: "post",
      path: "/api/account/two-factor/setup",
      actors: ["member"],
      valid: { currentPassword: TEST_PASSWORD },
    },
    { method: "post", path: "/api/account/two-factor/confirm", actors: ["member"], valid: { code: "123456" } },
    { method: "post", path: "/api/account/two-factor/recovery-codes", actors: ["member"], valid: { code: "123456" } },
    {
      method: "delete",
      path: "/api/account/two-factor",
      actors: ["member"],
      valid: { currentPassword: TEST_PASSWORD, code: "4k7m2-q9xbd" },
    },
    { method: "post", path: "/api/login/two-factor", actors: ["guest", "pendingLogin"], valid: { code: "123456" } },
    // Deleting an account, with a wrong password so that the member the other
    // targets write as stays. POST /api/account/exports has its own file (account-data.fuzz.test.ts):
    // a build finishing in the background would change row counts under another target's check.
    {
      method: "delete",
      path: "/api/account",
      actors: ["member"],
      valid: { password: "not-the-password", code: "123456", keepContent: true },
    },
    // Email and passwords. The password change keeps the same password, so
    // the login target's valid body still logs in.
    {
      method: "post",
      path: "/api/account/email",
      actors: ["member"],
      valid: { email: "fuzz@example.org", currentPassword: TEST_PASSWORD },
    },
    { method: "post", path: "/api/account/email/verify", actors: ["guest"], valid: { token: "A".repeat(43) } },
    { method: "post", path: "/api/account/email/revert", actors: ["guest"], valid: { token: "A".repeat(43) } },
    { method: "delete", path: "/api/account/email", actors: ["member"], valid: { currentPassword: TEST_PASSWORD } },
    { method: "post", path: "/api/password/forgot", actors: ["guest"], valid: { email: "fuzz@example.org" } },
    // The newsletter: anyone subscribes and opens its links; moderators compose, test and send.
    { method: "post", path: "/api/newsletter/subscribe", actors: ["guest"], valid: { email: "fuzz@example.org" } },
    { method: "post", path: "/api/newsletter/confirm", actors: ["guest"], valid: { token: "A".repeat(43) } },
    { method: "post", path: "/api/newsletter/unsubscribe", actors: ["guest"], valid: { token: "A".repeat(43) } },
    {
      method: "post",
      path: "/api/newsletter/issues",
      actors: ["moderator"],
      valid: { subject: "Calm news", intro: "Hello.", articleIds: [] },
    },
    { method: "post", path: "/api/newsletter/issues/:id/test", actors: ["moderator"], valid: {} },
    { method: "post", path: "/api/newsletter/issues/:id/send", actors: ["moderator"], valid: {} },
    // Contact Us: anyone writes (name and email optional); moderators mark one handled or delete it.
    {
      method: "post",
      path: "/api/contact-messages",
      actors: ["guest", "member"],
      valid: { name: "Robin", email: "robin@example.org", topic: "question", message: "How do I post?" },
    },
    { method: "post", path: "/api/contact-messages/:id/handled", actors: ["moderator"], valid: {} },
    { method: "delete", path: "/api/contact-messages/:id", actors: ["moderator"], valid: {} },
    {
      method: "post",
      path: "/api/password/reset",
      actors: ["guest"],
      valid: { token: "A".repeat(43), password: "long-enough-pass" },
    },
    {
      method: "post",
      path: "/api/account/password",
      actors: ["member"],
      valid: { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD },
    },
  ];

  // Logged-in actors and some rows to aim at.
  beforeAll(async () => {
    const member = await logInAs(ctx, "member", "fuzz-login");
    const moderator = await logInAs(ctx, "moderator");
    const leaving = await logInAs(ctx, "member");
    // A login waiting for its code, which the fuzzed /api/login/two-factor bodies never get right.
    const withCode = await logInAs(ctx, "member");
    await turnOnTwoFactor(withCode.agent);
    const pendingLogin = request.agent(ctx.app);
    const asked = await pendingLogin
      .post("/api/login")
      .send({ username: withCode.user.username, password: TEST_PASSWORD });
    expect(asked.body).toEqual({ twoFactorRequired: true });
    state.agents = {
      member: member.agent,
      moderator: moderator.agent,
      leaving: leaving.agent,
      pendingLogin,
    };
    state.member = member.user;
    const hero = await moderator.agent.post("/api/hero-content").send({ title: "Hero", content: "Text" });
    expect(hero.status).toBe(201);
    state.heroId = hero.body.id;
    state.storedImage = await uploadImage(ctx.app, await solidImage("png"));
    const post = await member.agent
      .post("/api/posts")
      .send({ title: "Thread", content: "Text", category: first(optionValues(POST_CATEGORIES)) });
    state.postId = post.body.id;
    const reply = await member.agent.post(`/api/posts/${state.postId}/replies`).send({ content: "First." });
    expect(reply.status).toBe(201);
    state.replyId = reply.body.id;
    const story = await member.agent
      .post("/api/stories")
      .send({ title: "Story", content: "Text", author: "x", petName: "Rex", petType: "dog" });
    expect(story.status).toBe(201);
    state.storyId = story.body.id;
    const photo = await member.agent
      .post("/api/pet-photos")
      .send({ imageUrl: await uploadImage(ctx.app, await solidImage("png"), member.agent), petName: "Rex" });
    expect(photo.status).toBe(201);
    state.photoId = photo.body.id;
    const article = await moderator.agent
      .post("/api/blog")
      .send({ title: "Article", content: "Text", excerpt: "Short", author: "Team" });
    expect(article.status).toBe(201);
    state.blogId = article.body.id;
    const issue = await moderator.agent
      .post("/api/newsletter/issues")
      .send({ subject: "Calm news", intro: "Hello.", articleIds: [state.blogId] });
    expect(issue.status).toBe(201);
    state.issueId = issue.body.id;
    await request(ctx.app)
      .post("/api/contact-messages")
      .send({ topic: "other", message: "Thank you for this place." })
      .expect(201);
    const [contactMessage] = await moderator.agent.get("/api/contact-messages?limit=1").then((res) => res.body);
    state.contactMessageId = (contactMessage as { id: string }).id;
    state.contentIds = await Promise.all(
      (
        [
          ["/api/featured", { title: "Feature", description: "Text", type: first(optionValues(FEATURED_TYPES)) }],
          ["/api/resources", { title: "Guide", content: "Text", category: first(optionValues(RESOURCE_CATEGORIES)) }],
          [
            "/api/categories",
            { name: "Fuzzed", description: "Text", contentType: first(optionValues(CATEGORY_CONTENT_TYPES)) },
          ],
          [
            "/api/wellness-challenges",
            { title: "Walk", description: "Daily", startDate: "2026-01-01", endDate: "2026-01-31" },
          ],
          [
            "/api/member-of-the-month",
            { memberName: "Sam", petName: "Rex", petType: "dog", story: "Text", month: "May", year: 2026 },
          ],
          [
            "/api/groups",
            {
              name: "Walkers",
              description: "Walks",
              location: "Park",
              type: "support",
              schedule: "Sundays",
              contactInfo: "a@b.c",
            },
          ],
        ] as const
      ).map(async ([path, body]) => {
        const created = await moderator.agent.post(path).send(body);
        expect(created.status, path).toBe(201);
        return created.body.id as string;
      }),
    );
    const reported = await member.agent
      .post("/api/reports")
      .send({ itemType: "post", itemId: state.postId, reason: "spam" });
    expect(reported.status).toBe(200);
    const [opened] = await ctx.database.db
      .select({ id: moderationCases.id })
      .from(moderationCases)
      .where(eq(moderationCases.itemId, state.postId));
    state.caseId = opened!.id;
  });

  for (const target of targets) {
    const label = `${target.method.toUpperCase()} ${target.path}`;
    it(
      `${label}: never a 5xx, and a refusal writes nothing`,
      async () => {
        const valid =
          target.path === "/api/pet-photos"
            ? { ...target.valid, imageUrl: state.storedImage }
            : target.path === "/api/reports" || target.path === "/api/reports/answers"
              ? { ...target.valid, itemId: state.postId }
              : target.path === "/api/newsletter/issues"
                ? { ...target.valid, articleIds: [state.blogId] }
                : target.valid;
        const hasIdParam = target.path.includes("/:");
        const paths = hasIdParam
          ? pathIds().map((id) => target.path.replace(/:(id|userId)/, id))
          : fc.constant(target.path);
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom(...target.actors),
            paths,
            bodyFor(valid),
            async (actor, path, body: RawBody) => {
              const send = (): Test => {
                const req = agentFor(actor)[target.method](path).set("Content-Type", body.contentType);
                if (body.contentEncoding) req.set("Content-Encoding", body.contentEncoding);
                return req.send(body.text);
              };
              await expectSafeAnswer(ctx.database.db, `${label} as ${actor} to ${path}`, send);
            },
          ),
          fuzzParameters(),
        );
        // The app is still up and the sessions the fuzz used still work.
        expect((await request(ctx.app).get("/healthz")).status).toBe(200);
        expect((await state.agents.moderator.get("/api/me")).status).toBe(200);
        expect((await state.agents.member.get("/api/me")).status).toBe(200);
      },
      fuzzTimeout(),
    );
  }
});
