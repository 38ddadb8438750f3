/** What the sqlmap audit attacks: the content it seeds first, and one target per read and write. */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ANY_POST_CATEGORY_VALUES, GUEST_USER_ID } from "@shared/constants";
import { solidImage } from "../../server/test/images";
import type { Target } from "./sqlmap-runner";

/** Every account the audit makes (and the moderator e2e-server.mjs makes) has this password. */
export const PASSWORD = "audit-password-123";
const COOKIE = "pawswell.sid";

/** A JSON write as the browser sends it; returns the parsed answer and any session cookie. */
async function send(base: string, method: string, url: string, body?: unknown, cookie?: string) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      "Content-Type": "application/json",
      "Sec-Fetch-Site": "same-origin",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const sessionCookie = res.headers
    .getSetCookie()
    .map((header) => header.split(";")[0] ?? "")
    .find((pair) => pair.startsWith(`${COOKIE}=`));
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text}`);
  return {
    json: (text ? JSON.parse(text) : undefined) as Record<string, unknown> | undefined,
    cookie: sessionCookie,
    headers: res.headers,
  };
}

async function logIn(base: string, username: string): Promise<{ cookie: string; id: string }> {
  const res = await send(base, "POST", "/api/login", { username, password: PASSWORD });
  if (!res.cookie) throw new Error(`no session cookie for ${username}`);
  return { cookie: res.cookie, id: String((res.json?.user as { id: string }).id) };
}

/** Logs in a new member and the moderator, and creates content, a real cursor and a stored photo to aim at. */
export async function seed(base: string, dir: string, moderatorName: string) {
  const memberName = `audit-member-${crypto.randomBytes(3).toString("hex")}`;
  await send(base, "POST", "/api/register", { username: memberName, password: PASSWORD, ageConfirmed: true });
  const member = await logIn(base, memberName);
  const moderator = await logIn(base, moderatorName);
  const category = ANY_POST_CATEGORY_VALUES[0];
  for (const title of ["First", "Second", "Third"]) {
    await send(base, "POST", "/api/posts", { title, content: "Audit content", category }, member.cookie);
    await send(
      base,
      "POST",
      "/api/stories",
      { title, content: "Text", author: "a", petName: "Rex", petType: "dog" },
      member.cookie,
    );
  }
  const hero = await send(base, "POST", "/api/hero-content", { title: "Hero", content: "Text" }, moderator.cookie);
  await send(
    base,
    "PUT",
    `/api/user-preferences/${member.id}`,
    { petTypes: ["dog"], interests: [], preferredContentTypes: [] },
    member.cookie,
  );
  await send(base, "POST", `/api/recommendations/${member.id}/generate`, undefined, member.cookie);
  // A real next-page cursor, so sqlmap starts from a value the server accepts.
  const page = await fetch(`${base}/api/posts?limit=1`);
  const cursor = /cursor=([^&>]+)/.exec(page.headers.get("link") ?? "")?.[1] ?? "";
  // The member's stored photo for the pet-photo target to share, and a shared one for the photo
  // file's target: an upload is served only while a photo shows it.
  const objectPath = await uploadPhoto(base, member.cookie);
  const sharedObjectPath = await uploadPhoto(base, member.cookie);
  await send(
    base,
    "POST",
    "/api/pet-photos",
    { imageUrl: sharedObjectPath, petName: "Rex", petType: "dog", description: "Sunny" },
    member.cookie,
  );
  fs.writeFileSync(
    path.join(dir, "seeded.json"),
    JSON.stringify({ memberName, cursor, objectPath, sharedObjectPath }, null, 2),
  );
  return { member, moderator, memberName, heroId: String(hero.json?.id), cursor, objectPath, sharedObjectPath };
}

/** Uploads a small picture as the holder of `cookie`; answers its object path. */
async function uploadPhoto(base: string, cookie: string): Promise<string> {
  const ticket = await send(base, "POST", "/api/objects/upload", {}, cookie);
  const upload = await fetch(`${base}${String(ticket.json?.uploadURL)}`, {
    method: "PUT",
    headers: { "Content-Type": "image/png" },
    body: new Uint8Array(await solidImage("png")),
  });
  if (!upload.ok) throw new Error(`upload failed: ${upload.status}`);
  return String(ticket.json?.objectPath);
}

/** One target per read (its query parameters) and per write (its JSON fields), with the session each needs. */
export function targetsFor(seeded: Awaited<ReturnType<typeof seed>>): Target[] {
  const { member, moderator } = seeded;
  const page = `limit=5&cursor=${seeded.cursor}`;
  const reads: Target[] = [
    "categories",
    "featured",
    "stories",
    "groups",
    "blog",
    "pet-photos",
    "wellness-challenges",
  ].map((resource) => ({
    name: `GET /api/${resource}`,
    url: `/api/${resource}?${page}`,
    params: ["limit", "cursor"],
  }));
  return [
    ...reads,
    { name: "GET /api/posts", url: `/api/posts?${page}&category=general`, params: ["limit", "cursor", "category"] },
    {
      name: "GET /api/resources",
      url: `/api/resources?${page}&category=mental-health`,
      params: ["limit", "cursor", "category"],
    },
    {
      name: "GET /api/recommendations/guest-user",
      url: `/api/recommendations/${GUEST_USER_ID}?contentType=post&limit=5`,
      params: ["contentType", "limit"],
    },
    {
      name: "GET /api/recommendations/:userId",
      url: `/api/recommendations/${member.id}?contentType=post&limit=5`,
      params: ["contentType", "limit"],
      cookie: member.cookie,
    },
    { name: "GET /objects/uploads/:id", url: `${seeded.sharedObjectPath}?size=thumb`, params: ["size"] },
    {
      name: "POST /api/register",
      url: "/api/register",
      body: { username: "audit-newcomer", password: PASSWORD, ageConfirmed: true },
    },
    { name: "POST /api/login", url: "/api/login", body: { username: seeded.memberName, password: PASSWORD } },
    {
      name: "POST /api/posts",
      url: "/api/posts",
      body: { title: "Title", content: "Content", category: "general" },
      cookie: member.cookie,
    },
    {
      name: "POST /api/stories",
      url: "/api/stories",
      body: { title: "Title", content: "Content", author: "a", petName: "Rex", petType: "dog" },
      cookie: member.cookie,
    },
    {
      name: "POST /api/groups",
      url: "/api/groups",
      body: {
        name: "Walkers",
        description: "Walks",
        location: "Park",
        type: "support",
        schedule: "Sundays",
        contactInfo: "a@b.c",
      },
      cookie: member.cookie,
    },
    {
      name: "POST /api/wellness-challenges",
      url: "/api/wellness-challenges",
      body: { title: "Walk", description: "Daily", startDate: "2026-01-01", endDate: "2026-01-31", imageUrl: "" },
      cookie: member.cookie,
    },
    {
      name: "POST /api/pet-photos",
      url: "/api/pet-photos",
      body: { imageUrl: seeded.objectPath, petName: "Rex", petType: "dog", ownerName: "Sam", description: "Sunny" },
      cookie: member.cookie,
    },
    { name: "POST /api/objects/upload", url: "/api/objects/upload", body: { contentType: "image/png" } },
    {
      name: "PUT /api/user-preferences/:userId",
      url: `/api/user-preferences/${member.id}`,
      method: "PUT",
      body: {
        petTypes: ["dog"],
        interests: ["training"],
        preferredContentTypes: ["stories"],
        activityLevel: "moderate",
      },
      cookie: member.cookie,
    },
    {
      name: "POST /api/resources",
      url: "/api/resources",
      body: { title: "Guide", content: "Text", category: "mental-health", url: "https://example.com", imageUrl: "" },
      cookie: moderator.cookie,
    },
    {
      name: "POST /api/blog",
      url: "/api/blog",
      body: { title: "Post", content: "Text", excerpt: "Short", author: "Mod", imageUrl: "" },
      cookie: moderator.cookie,
    },
    {
      name: "POST /api/featured",
      url: "/api/featured",
      body: { title: "Feature", description: "Text", type: "animal", imageUrl: "", url: "" },
      cookie: moderator.cookie,
    },
    {
      name: "POST /api/categories",
      url: "/api/categories",
      body: { name: "Calm", description: "Text", color: "blue", contentType: "community" },
      cookie: moderator.cookie,
    },
    {
      name: "POST /api/hero-content",
      url: "/api/hero-content",
      body: {
        title: "Welcome",
        content: "Text",
        titleFontFamily: "Inter",
        contentFontFamily: "Inter",
        titleFontSize: "text-3xl",
        contentFontSize: "text-lg",
      },
      cookie: moderator.cookie,
    },
    {
      name: "PUT /api/hero-content/:id",
      url: `/api/hero-content/${seeded.heroId}`,
      method: "PUT",
      body: {
        title: "Welcome",
        content: "Text",
        titleFontFamily: "Inter",
        contentFontFamily: "Inter",
        titleFontSize: "text-3xl",
        contentFontSize: "text-lg",
      },
      cookie: moderator.cookie,
    },
    {
      name: "POST /api/member-of-the-month",
      url: "/api/member-of-the-month",
      body: {
        memberName: "Sam",
        petName: "Rex",
        petType: "dog",
        story: "Text",
        month: "May",
        year: "2026",
        imageUrl: "",
      },
      cookie: moderator.cookie,
    },
  ];
}
