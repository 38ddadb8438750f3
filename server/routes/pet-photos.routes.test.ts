import { eq } from "drizzle-orm";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { petPhotos } from "@shared/schema";
import { solidImage } from "../test/images";
import { petPhotosRepository } from "../repositories/pet-photos.repository";
import { logInAs } from "../test/auth-helpers";
import { useTestApp } from "../test/test-app";
import { requestUploadUrl, uploadImage } from "../test/uploads";

describe("GET /api/pet-photos", () => {
  const ctx = useTestApp();

  it("answers 400 for a bad limit", async () => {
    const res = await request(ctx.app).get("/api/pet-photos?limit=0");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("limit: limit must be at least 1");
  });

  it("pages newest first with a Link header", async () => {
    const base = Date.parse("2026-03-01T00:00:00Z");
    await ctx.database.db.insert(petPhotos).values(
      Array.from({ length: 3 }, (_, i) => ({
        imageUrl: `/objects/uploads/00000000-0000-4000-8000-00000000000${i}`,
        petName: `Pet ${i}`,
        petType: "dog",
        ownerName: "Sam",
        createdAt: new Date(base + i * 1000),
      })),
    );
    const first = await request(ctx.app).get("/api/pet-photos?limit=2");
    expect(first.status).toBe(200);
    expect(first.body.map((photo: { petName: string }) => photo.petName)).toEqual(["Pet 2", "Pet 1"]);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.link ?? "")?.[1];
    const second = await request(ctx.app).get(next!);
    expect(second.body.map((photo: { petName: string }) => photo.petName)).toEqual(["Pet 0"]);
  });
});

describe("POST /api/pet-photos", () => {
  const ctx = useTestApp();

  it("answers 400 'Please upload a photo first' without an image we stored", async () => {
    const pending = await requestUploadUrl(ctx.app);
    const cases = [
      {},
      { imageUrl: "" },
      { imageUrl: "https://example.com/cat.jpg" },
      { imageUrl: "/objects/uploads/7d1f1c1e-0000-4000-8000-000000000000" },
      { imageUrl: "/objects/uploads/../../session-secret" },
      { imageUrl: pending.objectPath }, // issued, but nothing was uploaded to it
    ];
    for (const body of cases) {
      const res = await request(ctx.app)
        .post("/api/pet-photos")
        .send({ petName: "Rex", ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe("Please upload a photo first");
    }
    expect((await request(ctx.app).get("/api/pet-photos")).body).toEqual([]);
  });

  it("answers 400 naming a field that is too long", async () => {
    const imageUrl = await uploadImage(ctx.app, await solidImage("png"));
    const res = await request(ctx.app)
      .post("/api/pet-photos")
      .send({ imageUrl, petName: "x".repeat(101) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("petName: Pet name must be at most 100 characters");
  });

  it("shares a guest's photo with the spec's defaults and ignores a userId in the body", async () => {
    const imageUrl = await uploadImage(ctx.app, await solidImage("jpeg"));
    const res = await request(ctx.app)
      .post("/api/pet-photos")
      .send({ imageUrl, petName: "", userId: "7d1f1c1e-0000-4000-8000-000000000000" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      imageUrl,
      petName: "My Pet",
      petType: "pet",
      description: "",
      ownerName: "Anonymous",
      isGuest: true,
    });
    expect(res.body).not.toHaveProperty("userId");

    const named = await request(ctx.app)
      .post("/api/pet-photos")
      .send({
        imageUrl: await uploadImage(ctx.app, await solidImage("webp")),
        petName: "Biscuit",
        petType: "dog",
        ownerName: "Jo",
        description: "Sunny walk",
      });
    expect(named.body).toMatchObject({
      petName: "Biscuit",
      petType: "dog",
      ownerName: "Jo",
      description: "Sunny walk",
    });
  });

  it("answers 409 when the same upload is shared twice", async () => {
    const imageUrl = await uploadImage(ctx.app, await solidImage("gif"));
    expect((await request(ctx.app).post("/api/pet-photos").send({ imageUrl })).status).toBe(201);
    const again = await request(ctx.app).post("/api/pet-photos").send({ imageUrl });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This photo has already been shared");
  });
});

describe("POST /api/pet-photos as a member, and the guest limit", () => {
  const ctx = useTestApp({ limits: { guestPostsPerAddress: { limit: 1, windowMs: 60_000 } } });

  it("takes a member's owner name and id from the session, never from the body", async () => {
    const { agent, user } = await logInAs(ctx, "member");
    const imageUrl = await uploadImage(ctx.app, await solidImage("png"), agent);
    const res = await agent
      .post("/api/pet-photos")
      .send({ imageUrl, ownerName: "Someone Else", userId: "7d1f1c1e-0000-4000-8000-000000000000" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ownerName: user.username, isGuest: false });
    expect(res.body).not.toHaveProperty("userId");
    const [stored] = await ctx.database.db.select().from(petPhotos).where(eq(petPhotos.imageUrl, imageUrl));
    expect(stored!.userId).toBe(user.id);
    const list = await request(ctx.app).get("/api/pet-photos");
    expect(list.body.find((photo: { imageUrl: string }) => photo.imageUrl === imageUrl)).toMatchObject({
      isGuest: false,
    });
    for (const item of list.body) expect(item).not.toHaveProperty("userId");
  });

  it("answers 429 to a guest past the per-address limit", async () => {
    expect(
      (
        await request(ctx.app)
          .post("/api/pet-photos")
          .send({ imageUrl: await uploadImage(ctx.app, await solidImage("png")) })
      ).status,
    ).toBe(201);
    const limited = await request(ctx.app)
      .post("/api/pet-photos")
      .send({ imageUrl: await uploadImage(ctx.app, await solidImage("png")) });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe("You have shared a lot in a short time. Please try again later.");
    expect(limited.headers["retry-after"]).toBeDefined();
  });
});

describe("DELETE /api/pet-photos/:id", () => {
  const ctx = useTestApp();

  it("answers 401 when not logged in and keeps the photo", async () => {
    const imageUrl = await uploadImage(ctx.app, await solidImage("png"));
    const photo = await request(ctx.app).post("/api/pet-photos").send({ imageUrl });
    const res = await request(ctx.app).delete(`/api/pet-photos/${photo.body.id}`);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("Please log in to continue");
    expect((await request(ctx.app).get(imageUrl)).status).toBe(200);
  });
});

describe("DELETE /api/pet-photos/:id as a member or moderator", () => {
  const ctx = useTestApp();

  it("answers 403 to a member for a guest's photo, 404 for an unknown photo, and removes the photo and its files for a moderator", async () => {
    const imageUrl = await uploadImage(ctx.app, await solidImage("png"));
    const photo = await request(ctx.app).post("/api/pet-photos").send({ imageUrl });

    const { agent: member } = await logInAs(ctx, "member");
    const refused = await member.delete(`/api/pet-photos/${photo.body.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("You can only change what you wrote");

    const { agent: moderator } = await logInAs(ctx, "moderator");
    expect((await moderator.delete("/api/pet-photos/7d1f1c1e-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await moderator.delete("/api/pet-photos/not-an-id")).status).toBe(404);

    expect((await moderator.delete(`/api/pet-photos/${photo.body.id}`)).status).toBe(204);
    expect((await request(ctx.app).get("/api/pet-photos")).body).toEqual([]);
    expect((await request(ctx.app).get(imageUrl)).status).toBe(404);
    expect((await request(ctx.app).get(`${imageUrl}?size=thumb`)).status).toBe(404);
    // The upload is gone too, so its path cannot be shared again.
    expect((await request(ctx.app).post("/api/pet-photos").send({ imageUrl })).body.message).toBe(
      "Please upload a photo first",
    );
  });
});

describe("sharing someone else's upload", () => {
  const ctx = useTestApp();

  it("refuses a guest sharing a member's photo by a differently cased path, and keeps the member's photo and files", async () => {
    const { agent: victim } = await logInAs(ctx, "member");
    const victimPath = await uploadImage(ctx.app, await solidImage("png"), victim);
    const victimPhoto = await victim.post("/api/pet-photos").send({ imageUrl: victimPath });
    expect(victimPhoto.status).toBe(201);

    // The probe's exact attack, and the id upper-cased too.
    const victimId = victimPath.slice("/objects/uploads/".length);
    for (const imageUrl of [`/OBJECTS/uploads/${victimId}`, `/objects/uploads/${victimId.toUpperCase()}`, victimPath]) {
      const attack = await request(ctx.app).post("/api/pet-photos").send({ imageUrl });
      expect(attack.status).toBe(403);
      expect(attack.body).toEqual({ message: "You can only share a photo you uploaded yourself" });
    }

    const gallery = await request(ctx.app).get("/api/pet-photos");
    expect(gallery.body.map((photo: { id: string }) => photo.id)).toEqual([victimPhoto.body.id]);
    expect((await request(ctx.app).get(victimPath)).status).toBe(200);
    expect((await request(ctx.app).get(`${victimPath}?size=thumb`)).status).toBe(200);
  });

  it("refuses a guest sharing a member's upload the member has not shared yet", async () => {
    const { agent: member } = await logInAs(ctx, "member");
    const imageUrl = await uploadImage(ctx.app, await solidImage("png"), member);
    const attack = await request(ctx.app).post("/api/pet-photos").send({ imageUrl });
    expect(attack.status).toBe(403);
    expect((await member.post("/api/pet-photos").send({ imageUrl })).status).toBe(201);
  });

  it("stores the canonical lower-case path, so a differently cased second share is the same photo (409)", async () => {
    const imageUrl = await uploadImage(ctx.app, await solidImage("gif"));
    const shared = await request(ctx.app)
      .post("/api/pet-photos")
      .send({ imageUrl: imageUrl.toUpperCase().replace("/OBJECTS/UPLOADS/", "/objects/uploads/") });
    expect(shared.status).toBe(201);
    expect(shared.body.imageUrl).toBe(imageUrl);
    const again = await request(ctx.app)
      .post("/api/pet-photos")
      .send({ imageUrl: imageUrl.replace("/objects/", "/OBJECTS/") });
    expect(again.status).toBe(409);
  });

  it("lets only one of two concurrent shares of one upload through", async () => {
    const imageUrl = await uploadImage(ctx.app, await solidImage("png"));
    const answers = await Promise.all(
      [imageUrl, imageUrl.replace("/objects/", "/OBJECTS/")].map((path) =>
        request(ctx.app).post("/api/pet-photos").send({ imageUrl: path }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });

  it("holds one photo per stored path in the database itself", async () => {
    const photos = petPhotosRepository(ctx.database.db);
    const photo = {
      imageUrl: "/objects/uploads/7d1f1c1e-0000-4000-8000-00000000abcd",
      petName: "Rex",
      petType: "dog",
      ownerName: "Ann",
    };
    await photos.create(photo);
    await expect(photos.create(photo)).rejects.toThrow();
  });
});
