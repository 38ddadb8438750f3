/**
 * The site's own images (docs/decisions.md#site-images): a moderator's upload becomes an image of
 * the site when a save names it (served from then on, kept by housekeeping), stops being served
 * once no row shows it, an outside address is refused on save, alt text is required, and a picture
 * named by its address is imported through the same pipeline.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_PREVIEW_GONE } from "@shared/contracts/site-images.contract";
import { IMAGE_ALT_REQUIRED_MESSAGE, SITE_IMAGE_OUTSIDE_MESSAGE } from "@shared/fields";
import { moderationLog, uploads } from "@shared/schema";
import { housekeeping } from "../services/housekeeping";
import { remoteImageFetcher } from "../services/image-imports";
import { createLocalStorage } from "../storage/local-storage";
import { TEST_PASSWORD, logInAs } from "../test/auth-helpers";
import { solidImage } from "../test/images";
import { TEST_SECRET, useTestApp } from "../test/test-app";
import { uploadImage } from "../test/uploads";

const DAY = 24 * 60 * 60 * 1000;
const ARTICLE = { title: "Walks that calm", content: "Slow steps.", author: "PawsWell Team" };

/** A local image server the importer is pointed at (as images.test), over plain http for the test. */
let imageServer: http.Server;
let imageHost = "";
let png: Buffer;
beforeAll(async () => {
  png = await solidImage("png", 40, 30);
  imageServer = http.createServer((req, res) => {
    if (req.url === "/cat.png") res.writeHead(200, { "Content-Type": "image/png" }).end(png);
    else if (req.url === "/page.html") res.writeHead(200, { "Content-Type": "text/html" }).end("<html>hi</html>");
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => imageServer.listen(0, "127.0.0.1", resolve));
  imageHost = `images.test:${(imageServer.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => imageServer.close(() => resolve())));

describe("site images", () => {
  const ctx = useTestApp({
    fetchRemoteImage: remoteImageFetcher({
      allowPlainHttp: true,
      isAllowedAddress: (address) => address === "127.0.0.1",
      lookup: ((
        _hostname: string,
        _options: unknown,
        callback: (e: null, a: { address: string; family: number }[]) => void,
      ) => callback(null, [{ address: "127.0.0.1", family: 4 }])) as never,
    }),
  });
  const served = async (objectPath: string) => (await request(ctx.app).get(objectPath)).status;
  const housekeepingRun = (now: Date) =>
    housekeeping(ctx.database.db, createLocalStorage({ root: ctx.storageDir, secret: TEST_SECRET }), {
      unsharedUploadMaxAgeMs: DAY,
      liveEventMaxAgeMs: DAY,
    }).run(now);

  it("serves a moderator's upload once saved as an article's cover, keeps it, and stops when the article goes", async () => {
    const { agent } = await logInAs(ctx, "moderator");
    const objectPath = await uploadImage(ctx.app, png, agent);
    expect(await served(objectPath)).toBe(404);

    const created = await agent.post("/api/blog").send({ ...ARTICLE, imageUrl: objectPath, imageAlt: "A calm dog" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ imageUrl: objectPath, imageAlt: "A calm dog" });
    expect(await served(objectPath)).toBe(200);
    const article = await request(ctx.app).get(`/api/blog/${created.body.slug}`);
    expect(article.body).toMatchObject({ imageUrl: objectPath, imageAlt: "A calm dog" });

    // Housekeeping a week later keeps it: the article shows it.
    await housekeepingRun(new Date(Date.now() + 7 * DAY));
    expect(await served(objectPath)).toBe(200);

    expect((await agent.delete(`/api/blog/${created.body.id}`)).status).toBe(204);
    expect(await served(objectPath)).toBe(404);
    await housekeepingRun(new Date(Date.now() + 7 * DAY));
    const id = objectPath.split("/").pop()!;
    expect(await ctx.database.db.select().from(uploads).where(eq(uploads.id, id))).toEqual([]);
  });

  it("stops serving a replaced or removed image, and keeps serving an unchanged one", async () => {
    const { agent } = await logInAs(ctx, "moderator");
    const first = await uploadImage(ctx.app, png, agent);
    const second = await uploadImage(ctx.app, png, agent);
    const item = { title: "Moose", description: "A gentle dog.", type: "animal" };
    const created = await agent.post("/api/featured").send({ ...item, imageUrl: first, imageAlt: "Moose asleep" });
    expect(created.status).toBe(201);

    const renamed = await agent.patch(`/api/featured/${created.body.id}`).send({ title: "Moose the Newfoundland" });
    expect(renamed.status).toBe(200);
    expect(await served(first)).toBe(200);

    const replaced = await agent
      .patch(`/api/featured/${created.body.id}`)
      .send({ imageUrl: second, imageAlt: "Moose on a walk" });
    expect(replaced.status).toBe(200);
    expect(await served(first)).toBe(404);
    expect(await served(second)).toBe(200);

    const removed = await agent.patch(`/api/featured/${created.body.id}`).send({ imageUrl: "", imageAlt: "" });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ imageUrl: "", imageAlt: "" });
    expect(await served(second)).toBe(404);
  });

  it("refuses an outside address, a missing alt text, someone else's upload and an unknown one", async () => {
    const { agent } = await logInAs(ctx, "moderator");
    const outside = await agent
      .post("/api/blog")
      .send({ ...ARTICLE, imageUrl: "https://images.example.org/cat.jpg", imageAlt: "A cat" });
    expect(outside.status).toBe(400);
    expect(outside.body.message).toBe(SITE_IMAGE_OUTSIDE_MESSAGE);

    const objectPath = await uploadImage(ctx.app, png, agent);
    const noAlt = await agent.post("/api/resources").send({
      title: "Body language",
      content: "Yawning.",
      category: "educational",
      imageUrl: objectPath,
    });
    expect(noAlt.status).toBe(400);
    expect(noAlt.body.message).toContain(IMAGE_ALT_REQUIRED_MESSAGE);
    // The refused save leaves the upload unserved.
    expect(await served(objectPath)).toBe(404);

    const { agent: other } = await logInAs(ctx, "moderator");
    const notTheirs = await other.post("/api/blog").send({ ...ARTICLE, imageUrl: objectPath, imageAlt: "A cat" });
    expect(notTheirs.status).toBe(403);

    const { agent: member } = await logInAs(ctx, "member");
    const membersUpload = await uploadImage(ctx.app, png, member);
    const fromMember = await agent.post("/api/blog").send({ ...ARTICLE, imageUrl: membersUpload, imageAlt: "A cat" });
    expect(fromMember.status).toBe(403);

    const unknown = await agent
      .post("/api/blog")
      .send({ ...ARTICLE, imageUrl: "/objects/uploads/7d1f1c1e-0000-4000-8000-000000000000", imageAlt: "A cat" });
    expect(unknown.status).toBe(400);
  });

  it("keeps the site's pictures when the moderator who uploaded them deletes their account", async () => {
    const { agent } = await logInAs(ctx, "moderator");
    const objectPath = await uploadImage(ctx.app, png, agent);
    const created = await agent.post("/api/blog").send({ ...ARTICLE, imageUrl: objectPath, imageAlt: "A calm dog" });
    expect(created.status).toBe(201);
    const deleted = await agent.delete("/api/account").send({ password: TEST_PASSWORD, keepContent: false });
    expect(deleted.status).toBe(204);
    expect(await served(objectPath)).toBe(200);
    expect((await agent.delete(`/api/blog/${created.body.id}`)).status).toBe(401);
  });

  it("keeps a pet photo's upload and a site image apart: neither may become the other", async () => {
    const { agent } = await logInAs(ctx, "moderator");
    const siteImage = await uploadImage(ctx.app, png, agent);
    expect((await agent.post("/api/blog").send({ ...ARTICLE, imageUrl: siteImage, imageAlt: "A dog" })).status).toBe(
      201,
    );
    expect((await agent.post("/api/pet-photos").send({ imageUrl: siteImage, petName: "Rex" })).status).toBe(409);

    const photo = await uploadImage(ctx.app, png, agent);
    expect((await agent.post("/api/pet-photos").send({ imageUrl: photo, petName: "Rex" })).status).toBe(201);
    expect((await agent.post("/api/blog").send({ ...ARTICLE, imageUrl: photo, imageAlt: "A dog" })).status).toBe(409);
  });

  it("imports a picture by its address: a preview for its moderator, served once saved", async () => {
    const { agent } = await logInAs(ctx, "moderator");
    const imported = await agent.post("/api/moderation/image-imports").send({ url: `http://${imageHost}/cat.png` });
    expect(imported.status).toBe(201);
    const { objectPath } = imported.body as { objectPath: string };
    expect(objectPath).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
    expect(await served(objectPath)).toBe(404);

    const id = objectPath.split("/").pop()!;
    const preview = await agent.get(`/api/moderation/image-previews/${id}`);
    expect(preview.status).toBe(200);
    expect(preview.headers["content-type"]).toBe("image/webp");
    const { agent: other } = await logInAs(ctx, "moderator");
    expect((await other.get(`/api/moderation/image-previews/${id}`)).status).toBe(404);

    const saved = await agent.post("/api/member-of-the-month").send({
      memberName: "Ana",
      petName: "Miso",
      petType: "cat",
      story: "Calm.",
      month: "May",
      year: 2026,
      imageUrl: objectPath,
      imageAlt: "Miso",
    });
    expect(saved.status).toBe(201);
    expect(await served(objectPath)).toBe(200);
  });

  it("answers a preview as a thumbnail the browser may not sniff, and a malformed or unknown id as 404", async () => {
    const { agent } = await logInAs(ctx, "moderator");
    const id = (await uploadImage(ctx.app, png, agent)).split("/").pop()!;
    const preview = await agent.get(`/api/moderation/image-previews/${id}`).buffer(true);
    expect(preview.status).toBe(200);
    expect(preview.headers["content-type"]).toBe("image/webp");
    expect(preview.headers["x-content-type-options"]).toBe("nosniff");
    expect((preview.body as Buffer).length).toBeGreaterThan(0);

    const malformed = await agent.get("/api/moderation/image-previews/not-an-id");
    expect(malformed.status).toBe(404);
    expect(malformed.body).toEqual({ message: "Not found" });
    const unknown = await agent.get("/api/moderation/image-previews/7d1f1c1e-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: IMAGE_PREVIEW_GONE });
  });

  it("answers the importer's refusals as 4xx with their reasons", async () => {
    const { agent } = await logInAs(ctx, "moderator");
    const notImage = await agent.post("/api/moderation/image-imports").send({ url: `http://${imageHost}/page.html` });
    expect(notImage.status).toBe(415);
    const missing = await agent.post("/api/moderation/image-imports").send({ url: `http://${imageHost}/gone.png` });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toContain("404");
    const empty = await agent.post("/api/moderation/image-imports").send({});
    expect(empty.status).toBe(400);
    const { agent: member } = await logInAs(ctx, "member");
    expect(
      (await member.post("/api/moderation/image-imports").send({ url: `http://${imageHost}/cat.png` })).status,
    ).toBe(403);
  });

  it("lets a moderator choose the current member of the month, recorded in the audit log", async () => {
    const { agent } = await logInAs(ctx, "moderator");
    const entry = { memberName: "Bo", petName: "Pip", petType: "dog", story: "Pip listens.", year: 2026 };
    const april = await agent.post("/api/member-of-the-month").send({ ...entry, month: "April" });
    const june = await agent.post("/api/member-of-the-month").send({ ...entry, month: "June" });
    expect((await request(ctx.app).get("/api/member-of-the-month")).body.id).toBe(june.body.id);

    const chosen = await agent.post(`/api/member-of-the-month/${april.body.id}/current`);
    expect(chosen.status).toBe(200);
    expect((await request(ctx.app).get("/api/member-of-the-month")).body.id).toBe(april.body.id);
    const log = await ctx.database.db.select().from(moderationLog).where(eq(moderationLog.itemId, april.body.id));
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: "edit", itemType: "member-of-the-month" });

    expect((await agent.post("/api/member-of-the-month/7d1f1c1e-0000-4000-8000-000000000000/current")).status).toBe(
      404,
    );
    const { agent: member } = await logInAs(ctx, "member");
    expect((await member.post(`/api/member-of-the-month/${june.body.id}/current`)).status).toBe(403);
  });
});
