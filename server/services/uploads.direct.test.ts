/**
 * The GCS flow without GCS: the browser PUTs straight to the bucket, so the server first sees the
 * bytes when the photo is shared. An in-memory driver stands in for the bucket.
 */
import { Readable } from "node:stream";
import request from "supertest";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { ObjectStorage } from "../storage/object-storage";
import { jpegWithGps } from "../test/images";
import { logInAs } from "../test/auth-helpers";
import { useTestApp } from "../test/test-app";
import { requestUploadUrl } from "../test/uploads";

const bucket = new Map<string, Buffer>();
const directStorage: ObjectStorage = {
  driver: "gcs",
  browserSources: ["https://storage.example.com/bucket/"],
  createUploadUrl: async ({ id }) => `https://storage.example.com/bucket/originals/${id}?X-Goog-Signature=abc`,
  verifyUploadUrl: () => null,
  originalKey: (id) => `originals/${id}`,
  write: async (key, data) => {
    bucket.set(key, data);
  },
  read: async (key) => bucket.get(key) ?? null,
  remove: async (keys) => {
    for (const key of keys) bucket.delete(key);
  },
  writeStream: async (key, source) => {
    const chunks: Buffer[] = [];
    for await (const chunk of source) chunks.push(Buffer.from(chunk as Uint8Array));
    bucket.set(key, Buffer.concat(chunks));
  },
  readStream: async (key) => {
    const data = bucket.get(key);
    return data ? Readable.from([data]) : null;
  },
};

/** What the browser does with a direct upload URL: the file lands in the bucket. */
function browserPut(uploadURL: string, bytes: Buffer): void {
  bucket.set(new URL(uploadURL).pathname.replace("/bucket/", ""), bytes);
}

describe("direct (GCS) uploads", () => {
  const ctx = useTestApp({ storage: directStorage });

  it("never accepts a PUT at this server", async () => {
    const ticket = await requestUploadUrl(ctx.app);
    expect(ticket.uploadURL).toMatch(/^https:\/\/storage\.example\.com\//);
    const id = ticket.objectPath.split("/").pop()!;
    const res = await request(ctx.app)
      .put(`/objects/upload/${id}?expires=9999999999999&max=10485760&sig=${"0".repeat(64)}`)
      .send(Buffer.from("x"));
    expect(res.status).toBe(403);
  });

  it("answers 400 when nothing reached the bucket, and 415 when what did is not an image", async () => {
    const empty = await requestUploadUrl(ctx.app);
    const none = await request(ctx.app).post("/api/pet-photos").send({ imageUrl: empty.objectPath });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe("Please upload a photo first");

    const html = await requestUploadUrl(ctx.app);
    browserPut(html.uploadURL, Buffer.from("<html><script>alert(1)</script></html>"));
    const refused = await request(ctx.app).post("/api/pet-photos").send({ imageUrl: html.objectPath });
    expect(refused.status).toBe(415);
    expect((await request(ctx.app).get("/api/pet-photos")).body).toEqual([]);
  });

  it("processes the bucket's original when the photo is shared, strips its EXIF and drops the original", async () => {
    const ticket = await requestUploadUrl(ctx.app);
    const id = ticket.objectPath.split("/").pop()!;
    browserPut(ticket.uploadURL, await jpegWithGps());

    const res = await request(ctx.app).post("/api/pet-photos").send({ imageUrl: ticket.objectPath, petName: "Pip" });
    expect(res.status).toBe(201);
    expect(bucket.has(`originals/${id}`)).toBe(false);
    const image = await request(ctx.app).get(ticket.objectPath).buffer(true);
    expect(image.status).toBe(200);
    expect((await sharp(image.body as Buffer).metadata()).exif).toBeUndefined();
  });

  it("processes a moderator's direct upload for its preview, then serves it once saved as a site image", async () => {
    const { agent } = await logInAs(ctx, "moderator");
    const ticket = await requestUploadUrl(ctx.app, agent);
    const id = ticket.objectPath.split("/").pop()!;
    browserPut(ticket.uploadURL, await jpegWithGps());

    const preview = await agent.get(`/api/moderation/image-previews/${id}`);
    expect(preview.status).toBe(200);
    expect(bucket.has(`originals/${id}`)).toBe(false);
    expect((await request(ctx.app).get(ticket.objectPath)).status).toBe(404);

    const saved = await agent
      .post("/api/featured")
      .send({ title: "Pip", description: "A calm cat.", type: "animal", imageUrl: ticket.objectPath, imageAlt: "Pip" });
    expect(saved.status).toBe(201);
    expect((await request(ctx.app).get(ticket.objectPath)).status).toBe(200);
  });
});
