import request from "supertest";
import { describe, expect, it } from "vitest";
import { RESERVED_NAMES, foldName } from "@shared/names";
import { TEST_PASSWORD, logInAs } from "../test/auth-helpers";
import { solidImage } from "../test/images";
import { useTestApp } from "../test/test-app";
import { usersRepository } from "../repositories/users.repository";
import { uploadImage } from "../test/uploads";

const story = (author: string) => ({ title: "Walks", content: "Long ones.", author, petName: "Rex", petType: "dog" });

describe("foldName", () => {
  it("folds case, compatibility forms, Cyrillic and Greek look-alikes and 0/1", () => {
    expect(foldName("Admin")).toBe("admin");
    expect(foldName("ＡＤＭＩＮ")).toBe("admin");
    expect(foldName("аdmіn")).toBe("admin"); // Cyrillic а and і
    expect(foldName("ΑΒΕ")).toBe("abe"); // Greek capitals
    expect(foldName("p0l1y")).toBe("polly");
  });
});

describe("guests under members' names", () => {
  const ctx = useTestApp();

  it("refuses a guest story whose author is a member's name in any case or look-alike, naming the field", async () => {
    await logInAs(ctx, "member", "Buddy.Owner");
    for (const author of ["Buddy.Owner", "BUDDY.OWNER", "buddy.оwner", "Вuddy.0wner", "ｂｕｄｄｙ.owner"]) {
      const res = await request(ctx.app).post("/api/stories").send(story(author));
      expect(res.status, author).toBe(400);
      expect(res.body.issues).toEqual([
        { path: "author", message: "Author is a member's name. Please choose another, or log in to post as yourself" },
      ]);
    }
    expect((await request(ctx.app).post("/api/stories").send(story("Buddy's neighbour"))).status).toBe(201);
  });

  it("refuses a guest story under the name of a member who left, while that name is held", async () => {
    const leaver = await logInAs(ctx, "member", "Gone.Walker");
    const deleted = await leaver.agent.delete("/api/account").send({ password: TEST_PASSWORD, keepContent: true });
    expect(deleted.status).toBe(204);
    const res = await request(ctx.app).post("/api/stories").send(story("gone.walker"));
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([
      { path: "author", message: "Author is a member's name. Please choose another, or log in to post as yourself" },
    ]);
  });

  it("refuses a guest photo whose owner name is a member's, and lets the member post as themself", async () => {
    const { agent } = await logInAs(ctx, "member", "Molly_1");
    const res = await request(ctx.app)
      .post("/api/pet-photos")
      .send({ imageUrl: await uploadImage(ctx.app, await solidImage("png")), ownerName: "molly_l" });
    expect(res.status).toBe(400);
    expect(res.body.issues[0].path).toBe("ownerName");
    expect((await agent.post("/api/stories").send(story("Molly_1"))).status).toBe(201);
  });

  it("refuses text-direction controls in names", async () => {
    for (const author of ["Sam\u202Eevil", "Sam\u2066x\u2069"]) {
      const res = await request(ctx.app).post("/api/stories").send(story(author));
      expect(res.status).toBe(400);
      expect(res.body.issues).toEqual([
        { path: "author", message: "Author must not contain text-direction characters" },
      ]);
    }
  });
});

describe("the site's own names (issue 38)", () => {
  const many = { limit: 1000, windowMs: 60 * 60 * 1000 };
  const ctx = useTestApp({ limits: { signupsPerAddress: many, guestPostsPerAddress: many } });
  const RESERVED_MESSAGE = (label: string) =>
    `${label} is a name PawsWell keeps for itself and its moderators. Please choose another`;
  // Each reserved name as written, and a look-alike of it: other case, spacing, punctuation, Cyrillic or digit letters.
  const LOOK_ALIKES = [
    "a-member",
    "ＰａｗｓＷｅｌｌ",
    "Раwswell_Team", // Cyrillic Р and а
    "MODERATOR",
    "m0derators",
    "Adm1n",
    "SUPP0RT",
    "Guеst", // Cyrillic е
    "Moderator Sam",
    "pawswell.official",
    "ΑDМ1N", // Greek Α, Cyrillic М
  ];
  const names = [...RESERVED_NAMES, ...LOOK_ALIKES];

  it("refuses each as a guest story's author or a guest photo's owner, naming the field", async () => {
    const imageUrl = await uploadImage(ctx.app, await solidImage("png"));
    for (const name of names) {
      const res = await request(ctx.app).post("/api/stories").send(story(name));
      expect(res.status, name).toBe(400);
      expect(res.body.issues, name).toEqual([{ path: "author", message: RESERVED_MESSAGE("Author") }]);
      const photo = await request(ctx.app).post("/api/pet-photos").send({ imageUrl, ownerName: name });
      expect(photo.status, name).toBe(400);
      expect(photo.body.issues, name).toEqual([{ path: "ownerName", message: RESERVED_MESSAGE("Owner name") }]);
    }
    // Names that only share letters with them are anyone's.
    for (const name of ["Guest Reader", "Badminton Bea", "modest_mouse", "Team Biscuit"]) {
      expect((await request(ctx.app).post("/api/stories").send(story(name))).status, name).toBe(201);
    }
  });

  it("refuses each as a username at sign-up, naming the field, and creates no account", async () => {
    // Those a username may spell (letters, digits, _ . -): the others are refused by its pattern already.
    for (const name of names.filter((candidate) => /^[A-Za-z0-9_.-]{3,32}$/.test(candidate))) {
      const res = await request(ctx.app)
        .post("/api/register")
        .send({ username: name, password: "a-good-long-password", ageConfirmed: true });
      expect(res.status, name).toBe(400);
      expect(res.body.issues, name).toEqual([{ path: "username", message: RESERVED_MESSAGE("Username") }]);
      expect(await usersRepository(ctx.database.db).findByUsername(name), name).toBeUndefined();
    }
    const ordinary = await request(ctx.app)
      .post("/api/register")
      .send({ username: "modest_mouse", password: "a-good-long-password", ageConfirmed: true });
    expect(ordinary.status).toBe(201);
  });
});
