/**
 * An upload's image file follows the row that shows it (server/items/visibility.ts,
 * docs/decisions.md#one-item-model): a published photo's or site image's file is public and
 * cacheable; a held or hidden photo's, or a draft article's cover, is sent only to those the rule
 * shows the row to (its owner and moderators), never kept by a cache; an upload nobody shared yet,
 * only to its uploader. Anyone else gets 404, as for a file that does not exist.
 */
import { and, eq, isNull } from "drizzle-orm";
import request, { type Response } from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { moderationCases, wellnessChallenges } from "@shared/schema";
import { PRIVATE_NO_STORE } from "../middleware/private-answers";
import { logInAs } from "../test/auth-helpers";
import { solidImage } from "../test/images";
import { useTestApp, ROOMY } from "../test/test-app";
import { uploadImage } from "../test/uploads";
import { PHOTO_CACHE_CONTROL } from "./object-files.routes";

type LoggedIn = Awaited<ReturnType<typeof logInAs>>;

const IMMINENT = "I have the pills. I'm going to end it all tonight.";

describe("GET /objects/uploads/:id follows the visibility of the row that shows it", () => {
  const ctx = useTestApp({
    limits: {
      reportsPerMember: ROOMY,
      uploadUrlsPerAddress: ROOMY,
      guestPostsPerAddress: ROOMY,
    },
  });
  let owner: LoggedIn;
  let otherMember: LoggedIn;
  let reporter: LoggedIn;
  let moderator: LoggedIn;
  let png: Buffer;

  beforeAll(async () => {
    owner = await logInAs(ctx, "member");
    otherMember = await logInAs(ctx, "member");
    reporter = await logInAs(ctx, "member");
    moderator = await logInAs(ctx, "moderator");
    png = await solidImage("png", 40, 30);
  });

  /** `owner` shares a photo with `description`; answers its id and the file's path. */
  async function sharePhoto(description = "Sunny afternoon"): Promise<{ id: string; objectPath: string }> {
    const objectPath = await uploadImage(ctx.app, png, owner.agent);
    const res = await owner.agent.post("/api/pet-photos").send({ imageUrl: objectPath, petName: "Rex", description });
    expect(res.status).toBe(201);
    return { id: res.body.id as string, objectPath };
  }

  /** The open case about `itemId` (a report's, or the crisis check's for a held item), if any. */
  async function openCase(itemId: string): Promise<string | undefined> {
    const [row] = await ctx.database.db
      .select({ id: moderationCases.id })
      .from(moderationCases)
      .where(and(eq(moderationCases.itemId, itemId), isNull(moderationCases.resolvedAt)));
    return row?.id;
  }

  /** A moderator acts on the photo through the queue: its held case, else a new report's. */
  async function act(photoId: string, action: "hide" | "restore"): Promise<void> {
    if (!(await openCase(photoId))) {
      const report = await reporter.agent
        .post("/api/reports")
        .send({ itemType: "photo", itemId: photoId, reason: "spam" });
      expect(report.status).toBe(200);
    }
    const res = await moderator.agent
      .post(`/api/moderation/cases/${await openCase(photoId)}/actions`)
      .send({ action, reason: "Looked at it" });
    expect(res.status).toBe(200);
  }

  /** Each viewer's answer for both sizes of the file. */
  async function answers(objectPath: string): Promise<Record<string, Response[]>> {
    const ask = (client: { get: (url: string) => request.Test }) =>
      Promise.all([client.get(objectPath), client.get(`${objectPath}?size=thumb`)]);
    return {
      visitor: await ask(request(ctx.app)),
      otherMember: await ask(otherMember.agent),
      owner: await ask(owner.agent),
      moderator: await ask(moderator.agent),
    };
  }

  /** Who got the file, and with which Cache-Control; who got 404 (never kept by a cache). */
  function summary(byViewer: Record<string, Response[]>): Record<string, string> {
    return Object.fromEntries(
      Object.entries(byViewer).map(([viewer, responses]) => {
        const seen = responses.map((res) => {
          if (res.status === 404) return `404 ${res.headers["cache-control"]}`;
          expect(res.headers["content-type"], `${res.status} ${res.text}`).toBe("image/webp");
          return `${res.status} ${res.headers["cache-control"]}`;
        });
        expect(new Set(seen).size, `${viewer}: both sizes alike`).toBe(1);
        return [viewer, seen[0]!];
      }),
    );
  }

  const PUBLIC = `200 ${PHOTO_CACHE_CONTROL}`;
  const INSIDERS_ONLY = `200 ${PRIVATE_NO_STORE}`;
  const NOT_FOUND = "404 no-store";
  const EVERYONE = { visitor: PUBLIC, otherMember: PUBLIC, owner: PUBLIC, moderator: PUBLIC };
  const OWNER_AND_MODERATORS = {
    visitor: NOT_FOUND,
    otherMember: NOT_FOUND,
    owner: INSIDERS_ONLY,
    moderator: INSIDERS_ONLY,
  };

  it("serves a published photo's file to everyone, cacheable, without reading a session or setting a cookie", async () => {
    const { objectPath } = await sharePhoto();
    expect(summary(await answers(objectPath))).toEqual(EVERYONE);
    expect((await owner.agent.get(objectPath)).headers["set-cookie"]).toBeUndefined();
  });

  it("serves a hidden photo's file only to its owner and moderators, and to everyone again once restored", async () => {
    const { id, objectPath } = await sharePhoto();
    await act(id, "hide");
    expect(summary(await answers(objectPath))).toEqual(OWNER_AND_MODERATORS);

    await act(id, "restore");
    expect(summary(await answers(objectPath))).toEqual(EVERYONE);
  });

  it("serves a held photo's file only to its owner and moderators, and to everyone once a moderator publishes it", async () => {
    const { id, objectPath } = await sharePhoto(IMMINENT);
    expect(summary(await answers(objectPath))).toEqual(OWNER_AND_MODERATORS);

    await act(id, "restore");
    expect(summary(await answers(objectPath))).toEqual(EVERYONE);
  });

  it("serves a guest's held photo's file to moderators alone: a guest is nobody's session", async () => {
    const objectPath = await uploadImage(ctx.app, png);
    const res = await request(ctx.app)
      .post("/api/pet-photos")
      .send({ imageUrl: objectPath, petName: "Rex", description: IMMINENT });
    expect(res.status).toBe(201);
    const byViewer = await answers(objectPath);
    expect(summary(byViewer)).toEqual({ ...OWNER_AND_MODERATORS, owner: NOT_FOUND });
  });

  it("serves a draft article's cover to moderators alone, and to everyone once it is published", async () => {
    const objectPath = await uploadImage(ctx.app, png, moderator.agent);
    const draft = await moderator.agent.post("/api/blog").send({
      title: "Quiet mornings",
      content: "Slow steps.",
      author: "PawsWell Team",
      imageUrl: objectPath,
      imageAlt: "A calm dog",
      status: "draft",
    });
    expect(draft.status).toBe(201);
    // `owner` here is a member like any other: the site's own rows have no member owner.
    expect(summary(await answers(objectPath))).toEqual({ ...OWNER_AND_MODERATORS, owner: NOT_FOUND });

    const published = await moderator.agent.patch(`/api/blog/${draft.body.id}`).send({ status: "published" });
    expect(published.status).toBe(200);
    expect(summary(await answers(objectPath))).toEqual(EVERYONE);
  });

  it("serves a hidden challenge's picture to moderators alone", async () => {
    const objectPath = await uploadImage(ctx.app, png, moderator.agent);
    const created = await moderator.agent.post("/api/wellness-challenges").send({
      title: "Walk daily",
      description: "Ten minutes",
      startDate: "2026-01-01",
      endDate: "2030-01-31",
      imageUrl: objectPath,
      imageAlt: "A lead on a hook",
    });
    expect(created.status).toBe(201);
    expect(summary(await answers(objectPath))).toEqual(EVERYONE);

    await ctx.database.db
      .update(wellnessChallenges)
      .set({ hiddenAt: new Date(), hiddenReason: "Spam" })
      .where(eq(wellnessChallenges.id, created.body.id as string));
    expect(summary(await answers(objectPath))).toEqual({ ...OWNER_AND_MODERATORS, owner: NOT_FOUND });
  });

  it("serves an upload nobody shared yet to its uploader alone (a member by session, a guest by address)", async () => {
    const members = await uploadImage(ctx.app, png, owner.agent);
    expect(summary(await answers(members))).toEqual({
      visitor: NOT_FOUND,
      otherMember: NOT_FOUND,
      owner: INSIDERS_ONLY,
      moderator: NOT_FOUND,
    });
    // Every request here comes from one address: the visitor is the guest who uploaded it.
    const guests = await uploadImage(ctx.app, png);
    expect(summary(await answers(guests))).toEqual({
      visitor: INSIDERS_ONLY,
      otherMember: NOT_FOUND,
      owner: NOT_FOUND,
      moderator: NOT_FOUND,
    });
  });
});
