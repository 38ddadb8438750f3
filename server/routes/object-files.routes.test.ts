import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import request from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "@shared/constants";
import { uploads } from "@shared/schema";
import { createLocalStorage } from "../storage/local-storage";
import type { ObjectStorage } from "../storage/object-storage";
import { signUploadPath } from "../storage/upload-signature";
import { logInAs } from "../test/auth-helpers";
import { jpegWithGps, noisyJpeg, solidImage } from "../test/images";
import { TEST_SECRET, useTestApp } from "../test/test-app";
import { putFile, requestUploadUrl, shareImage, uploadImage } from "../test/uploads";

const REFUSED = "This upload link is not valid, has expired or has already been used";

/** A real JPEG followed by zeros, `size` bytes long (decoders stop at the end-of-image marker). */
async function paddedJpeg(size: number): Promise<Buffer> {
  const jpeg = await noisyJpeg(800, 600);
  return Buffer.concat([jpeg, Buffer.alloc(size - jpeg.length)]);
}

describe("POST /api/objects/upload", () => {
  const ctx = useTestApp();

  it("answers 400 for a content type that is not an image", async () => {
    const res = await request(ctx.app).post("/api/objects/upload").send({ contentType: "text/html" });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^contentType: contentType must be one of: image\/jpeg/);
  });

  it("answers a signed same-origin upload URL valid for 15 minutes and the object path", async () => {
    const before = Date.now();
    const res = await request(ctx.app).post("/api/objects/upload");
    expect(res.status).toBe(200);
    const url = new URL(res.body.uploadURL, "http://localhost");
    const id = /^\/objects\/upload\/([0-9a-f-]{36})$/.exec(url.pathname)?.[1];
    expect(id).toBeDefined();
    expect(res.body.objectPath).toBe(`/objects/uploads/${id}`);
    expect(url.searchParams.get("max")).toBe("10485760");
    expect(url.searchParams.get("sig")).toMatch(/^[0-9a-f]{64}$/);
    const expires = Number(url.searchParams.get("expires"));
    expect(expires - before).toBeGreaterThanOrEqual(15 * 60 * 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(15 * 60 * 1000);
  });
});

describe("POST /api/objects/upload rate limit", () => {
  const ctx = useTestApp({ limits: { uploadUrlsPerAddress: { limit: 2, windowMs: 60_000 } } });

  it("answers 429 with Retry-After past the limit, counting a logged-in member on their own", async () => {
    for (let i = 0; i < 2; i++) expect((await request(ctx.app).post("/api/objects/upload")).status).toBe(200);
    const limited = await request(ctx.app).post("/api/objects/upload");
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe("Too many uploads. Please try again later.");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);

    const { agent } = await logInAs(ctx, "member");
    expect((await agent.post("/api/objects/upload")).status).toBe(200);
  });
});

describe("PUT /objects/upload/:id", () => {
  const ctx = useTestApp();

  it("answers 403 for a tampered signature, size limit or id, and for an unknown upload", async () => {
    const ticket = await requestUploadUrl(ctx.app);
    const image = await solidImage("png");
    const tampered = ticket.uploadURL.replace(/sig=([0-9a-f])/, (_m, c: string) => `sig=${c === "0" ? "1" : "0"}`);
    const biggerLimit = ticket.uploadURL.replace("max=10485760", "max=20971520");
    // Flip (never merely rewrite) a character, or an id that already starts with it stays valid.
    const otherId = ticket.uploadURL.replace(
      /upload\/([0-9a-f])/,
      (_m, c: string) => `upload/${c === "0" ? "1" : "0"}`,
    );
    for (const url of [tampered, biggerLimit, otherId, "/objects/upload/not-an-id?expires=1&max=1&sig=00"]) {
      const res = await putFile(ctx.app, url, image);
      expect(res.status, url).toBe(403);
      expect(res.body.message).toBe(REFUSED);
    }
    // The untouched URL still works: refusals did not use it up.
    expect((await putFile(ctx.app, ticket.uploadURL, image)).status).toBe(200);
  });

  it("answers 403 for an expired URL, even one correctly signed", async () => {
    const ticket = await requestUploadUrl(ctx.app);
    const id = ticket.objectPath.split("/").pop()!;
    const past = Date.now() - 1000;
    const expiredUrl = signUploadPath(TEST_SECRET, { id, expires: past, max: MAX_UPLOAD_BYTES });
    expect((await putFile(ctx.app, expiredUrl, await solidImage("png"))).status).toBe(403);

    // The URL's own expiry is still in the future, but the server's record says it has passed.
    await ctx.database.db
      .update(uploads)
      .set({ expiresAt: new Date(past) })
      .where(eq(uploads.id, id));
    const res = await putFile(ctx.app, ticket.uploadURL, await solidImage("png"));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(REFUSED);
  });

  it("answers 403 when a URL is used a second time", async () => {
    const ticket = await requestUploadUrl(ctx.app);
    expect((await putFile(ctx.app, ticket.uploadURL, await solidImage("jpeg"))).status).toBe(200);
    const again = await putFile(ctx.app, ticket.uploadURL, await solidImage("jpeg"));
    expect(again.status).toBe(403);
    expect(again.body.message).toBe(REFUSED);
  });

  it("answers 413 for one byte over 10485760 and stores nothing", async () => {
    const ticket = await requestUploadUrl(ctx.app);
    const res = await putFile(ctx.app, ticket.uploadURL, await paddedJpeg(MAX_UPLOAD_BYTES + 1));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe("File size must be less than 10MB");
    expect((await request(ctx.app).get(ticket.objectPath)).status).toBe(404);
  });

  it("accepts exactly 10485760 bytes", async () => {
    const ticket = await requestUploadUrl(ctx.app);
    const res = await putFile(ctx.app, ticket.uploadURL, await paddedJpeg(MAX_UPLOAD_BYTES));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ objectPath: ticket.objectPath });
    const [row] = await ctx.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, ticket.objectPath.split("/").pop()!));
    expect(row).toMatchObject({ status: "stored", contentType: "image/jpeg", byteSize: MAX_UPLOAD_BYTES });
  });

  it("answers 415 for bytes that are not an image, whatever the name or content type says", async () => {
    const html = Buffer.from("<!doctype html><script>alert('hi')</script>");
    const pngHeaderThenHtml = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), html]);
    for (const bytes of [html, pngHeaderThenHtml, Buffer.from("%PDF-1.7\n")]) {
      const ticket = await requestUploadUrl(ctx.app);
      const res = await request(ctx.app)
        .put(ticket.uploadURL)
        .set("Content-Type", "image/jpeg")
        .attach("file", bytes, "cat.jpg");
      const raw = await putFile(ctx.app, ticket.uploadURL, bytes, "image/jpeg");
      expect(res.status).toBe(415);
      expect(raw.status).toBe(415);
      expect(raw.body.message).toBe("Only JPEG, PNG, WebP or GIF images can be uploaded");
      expect((await request(ctx.app).get(ticket.objectPath)).status).toBe(404);
    }
  });

  it("accepts JPEG, PNG, WebP and GIF", async () => {
    for (const format of ["jpeg", "png", "webp", "gif"] as const) {
      const ticket = await requestUploadUrl(ctx.app);
      expect((await putFile(ctx.app, ticket.uploadURL, await solidImage(format))).status, format).toBe(200);
    }
  });
});

describe("PUT /objects/upload/:id under contention and failure", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-flaky-storage-"));
  const local = createLocalStorage({ root, secret: TEST_SECRET });
  let failuresLeft = 0;
  const flaky: ObjectStorage = {
    ...local,
    write: async (key, data, contentType) => {
      if (failuresLeft > 0) {
        failuresLeft--;
        throw new Error("disk full");
      }
      await local.write(key, data, contentType);
    },
  };
  const ctx = useTestApp({ storage: flaky });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("lets exactly one of two simultaneous PUTs on one URL through", async () => {
    const ticket = await requestUploadUrl(ctx.app);
    const [first, second] = await Promise.all([
      putFile(ctx.app, ticket.uploadURL, await solidImage("png")),
      putFile(ctx.app, ticket.uploadURL, await solidImage("jpeg")),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 403]);
    expect((await request(ctx.app).post("/api/pet-photos").send({ imageUrl: ticket.objectPath })).status).toBe(201);
    expect((await request(ctx.app).get(ticket.objectPath)).status).toBe(200);
  });

  it("answers 500 when storage fails, leaving nothing stored and the URL usable again", async () => {
    const ticket = await requestUploadUrl(ctx.app);
    failuresLeft = 1;
    const failed = await putFile(ctx.app, ticket.uploadURL, await solidImage("png"));
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ message: "Something went wrong" });
    expect((await request(ctx.app).get(ticket.objectPath)).status).toBe(404);
    expect((await request(ctx.app).post("/api/pet-photos").send({ imageUrl: ticket.objectPath })).status).toBe(400);
    expect((await putFile(ctx.app, ticket.uploadURL, await solidImage("png"))).status).toBe(200);
  });
});

describe("GET /objects/uploads/:id", () => {
  const ctx = useTestApp();

  it("answers 404 for an unknown or malformed id", async () => {
    expect((await request(ctx.app).get("/objects/uploads/7d1f1c1e-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await request(ctx.app).get("/objects/uploads/..%2f..%2fsession-secret")).status).toBe(404);
  });

  it("serves a WebP with GPS and every other EXIF field gone and the orientation applied", async () => {
    const original = await jpegWithGps(300, 200);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const objectPath = await shareImage(ctx.app, original);

    const res = await request(ctx.app).get(objectPath).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["cache-control"]).toBe("public, max-age=3600, s-maxage=60, must-revalidate");
    const served = await sharp(res.body as Buffer).metadata();
    expect(served.format).toBe("webp");
    expect(served.exif).toBeUndefined();
    expect(served.orientation).toBeUndefined();
    // Orientation 6 means "turn 90°": the stored image stands upright.
    expect({ width: served.width, height: served.height }).toEqual({ width: 200, height: 300 });
    expect((res.body as Buffer).includes(Buffer.from("Test owner"))).toBe(false);
  });

  it("serves a display size of at most 1600 px and a smaller thumbnail with ?size=thumb", async () => {
    const objectPath = await shareImage(ctx.app, await noisyJpeg(2000, 1500));
    const display = await request(ctx.app).get(objectPath).buffer(true);
    const thumb = await request(ctx.app).get(`${objectPath}?size=thumb`).buffer(true);
    expect(thumb.headers["content-type"]).toBe("image/webp");
    const displayMeta = await sharp(display.body as Buffer).metadata();
    const thumbMeta = await sharp(thumb.body as Buffer).metadata();
    expect([displayMeta.width, displayMeta.height]).toEqual([1600, 1200]);
    expect([thumbMeta.width, thumbMeta.height]).toEqual([480, 360]);
    expect((thumb.body as Buffer).length).toBeLessThan((display.body as Buffer).length);
  });

  it("serves an upload to everyone only while a pet photo shows it; before, to its uploader alone", async () => {
    const { agent: moderator } = await logInAs(ctx, "moderator");
    const { agent: uploader } = await logInAs(ctx, "member");
    const objectPath = await uploadImage(ctx.app, await solidImage("png"), uploader);
    for (const path of [objectPath, `${objectPath}?size=thumb`]) {
      expect((await request(ctx.app).get(path)).status).toBe(404);
      expect((await moderator.get(path)).status).toBe(404);
      // Its uploader sees what they picked, and no cache keeps it.
      const own = await uploader.get(path);
      expect(own.status).toBe(200);
      expect(own.headers["cache-control"]).toBe("private, no-store");
    }

    const photo = await uploader.post("/api/pet-photos").send({ imageUrl: objectPath });
    expect(photo.status).toBe(201);
    expect((await request(ctx.app).get(objectPath)).status).toBe(200);
    expect(
      (await request(ctx.app).get(objectPath.toUpperCase().replace("/OBJECTS/UPLOADS/", "/objects/uploads/"))).status,
    ).toBe(200);

    expect((await moderator.delete(`/api/pet-photos/${photo.body.id}`)).status).toBe(204);
    expect((await request(ctx.app).get(objectPath)).status).toBe(404);
    expect((await uploader.get(objectPath)).status).toBe(404);
  });

  it("answers 400 for an unknown size", async () => {
    const res = await request(ctx.app).get("/objects/uploads/7d1f1c1e-0000-4000-8000-000000000000?size=huge");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("size: size must be thumb or display");
  });
});
