/**
 * One real item of every kind that has its own page, made through the API, so a walk over
 * client/src/routes.ts can open `/x/:id` pages on something that exists. A new kind of item page
 * fails loudly (`routePaths`) until it gets an item here.
 */
import type { APIRequestContext, PlaywrightWorkerArgs } from "@playwright/test";
import { ROUTES } from "../../client/src/routes";
import { sharePhotoByApi } from "./a11y-helpers";
import { logInByApi, MEMBER, MODERATOR } from "./helpers";

/** An item page's pattern ("/stories/:id") → the key of a real item to put in its place. */
export type ItemKeys = Record<string, string>;

async function idOf(response: { json: () => Promise<unknown> }): Promise<string> {
  return ((await response.json()) as { id: string }).id;
}

async function asUser(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string,
  user: { username: string; password: string },
): Promise<APIRequestContext> {
  const context = await playwright.request.newContext({ baseURL });
  await logInByApi(context, user.username, user.password);
  return context;
}

/** Makes a post, story, photo, group (as the member) and a resource, article and draft (as the moderator). */
export async function makeOneOfEach(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string,
): Promise<ItemKeys> {
  const keys: ItemKeys = {};
  const member = await asUser(playwright, baseURL, MEMBER);
  const post = await member.post("/api/posts", {
    data: { title: "A calm walk", content: "Round the park.", category: "general-wellness" },
  });
  keys["/community/:id"] = await idOf(post);
  const story = await member.post("/api/stories", {
    data: {
      title: "Biscuit's first year",
      content: "A good year.",
      author: MEMBER.username,
      petName: "Biscuit",
      petType: "dog",
    },
  });
  keys["/stories/:id"] = await idOf(story);
  keys["/pets-social/photos/:id"] = (await sharePhotoByApi(member, "Luna", 120)).split("/").pop()!;
  const group = await member.post("/api/groups", {
    data: {
      name: "Quiet Paws",
      description: "A calm walk together.",
      location: "Leeds",
      type: "support",
      schedule: "Sundays",
      contactInfo: "paws@example.org",
    },
  });
  keys["/groups/:id"] = await idOf(group);
  keys["/members/:username"] = encodeURIComponent(MEMBER.username);
  await member.dispose();

  const moderator = await asUser(playwright, baseURL, MODERATOR);
  const resource = await moderator.post("/api/resources", {
    data: { title: "Gentle routines", content: "Small steps.", category: "educational" },
  });
  keys["/resources/:id"] = await idOf(resource);
  const article = await moderator.post("/api/blog", {
    data: { title: "A calm article", excerpt: "Calm.", content: "Calm words.", author: "PawsWell Team" },
  });
  keys["/blog/:slug"] = ((await article.json()) as { slug: string }).slug;
  // Visitors and members are told a preview is for moderators; the moderator opens it.
  const draft = await moderator.post("/api/blog", {
    data: { title: "A calm draft", excerpt: "Soon.", content: "Soon.", author: "PawsWell Team", status: "draft" },
  });
  keys["/admin/blog/:id/preview"] = await idOf(draft);
  await moderator.dispose();
  return keys;
}

/** Where the moderator deletes each made item: its kind's API path, by the item's key. */
const DELETE_PATHS: Record<string, string> = {
  "/community/:id": "/api/posts",
  "/stories/:id": "/api/stories",
  "/pets-social/photos/:id": "/api/pet-photos",
  "/groups/:id": "/api/groups",
  "/resources/:id": "/api/resources",
  "/admin/blog/:id/preview": "/api/blog",
};

/** Deletes what makeOneOfEach made (as the moderator), so the specs after this one find the site as it was. */
export async function removeOneOfEach(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string,
  keys: ItemKeys,
): Promise<void> {
  const moderator = await asUser(playwright, baseURL, MODERATOR);
  const article = await moderator.get(`/api/blog/${keys["/blog/:slug"]}`);
  const targets = Object.entries(DELETE_PATHS).map(([pattern, apiPath]) => `${apiPath}/${keys[pattern]}`);
  if (article.ok()) targets.push(`/api/blog/${((await article.json()) as { id: string }).id}`);
  for (const target of targets) {
    const response = await moderator.delete(target);
    if (!response.ok()) throw new Error(`Could not delete ${target}: ${response.status()}`);
  }
  await moderator.dispose();
}

/** The route patterns `patterns` made real: each `:param` replaced by its item's key. */
export function routePaths(patterns: string[], keys: ItemKeys): string[] {
  return patterns.map((pattern) => {
    const key = keys[pattern];
    if (pattern.includes("/:") && !key) throw new Error(`No item made for ${pattern}: add one in makeOneOfEach`);
    return key ? pattern.replace(/:[a-z]+/i, key) : pattern;
  });
}

/** Every screen of client/src/routes.ts, plus the not-found page. */
export const EVERY_ROUTE = [...ROUTES.map((route) => route.path), "/no-such-page"];
