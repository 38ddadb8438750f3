import { describe, expect, it } from "vitest";
import { PERSONAL_PATHS } from "../middleware/private-answers";
import { isPublicRead, tablesReadBy } from "./public-reads";

describe("isPublicRead", () => {
  it.each([
    "/api/posts",
    "/api/posts/3f2a9c1e-0000-4000-8000-000000000000",
    "/api/posts/3f2a9c1e-0000-4000-8000-000000000000/replies",
    "/api/stories",
    "/api/blog/a-calm-walk",
    "/api/members/sam.jones",
    "/api/search",
    "/api/search/summary",
    "/sitemap.xml",
    "/sitemaps/posts-1.xml",
    "/feeds/blog.rss",
    "/",
    "/community",
    "/community/3f2a9c1e-0000-4000-8000-000000000000",
    "/members/sam.jones",
    "/settings",
  ])("lets the cache answer %s", (path) => {
    expect(isPublicRead(path)).toBe(true);
  });

  it.each([
    "/api/me",
    "/api/notifications",
    "/api/recommendations/3f2a9c1e-0000-4000-8000-000000000000",
    "/api/user-preferences",
    "/api/moderation/cases",
    "/api/live",
    "/api/account/sessions",
    "/api/objects/upload",
    "/api/postscript",
    "/objects/uploads/3f2a9c1e-0000-4000-8000-000000000000",
    "/assets/app-1a2b3c.js",
    "/favicon.svg",
    "/illustrations/dog.svg",
    "/healthz",
    "/metrics",
  ])("never answers %s", (path) => {
    expect(isPublicRead(path)).toBe(false);
  });

  it.each(PERSONAL_PATHS)("never answers anything under the personal /api%s", (path) => {
    expect(isPublicRead(`/api${path}`)).toBe(false);
    expect(isPublicRead(`/api${path}/more`)).toBe(false);
  });
});

describe("tablesReadBy", () => {
  it("names the few tables a narrow read shows, and every table for anything else", () => {
    expect([...(tablesReadBy("/api/categories") as Set<string>)]).toEqual(["categories"]);
    expect(tablesReadBy("/api/blog/a-slug")).toEqual(new Set(["blog_posts", "blog_slug_redirects", "users"]));
    expect(tablesReadBy("/api/groups/3f1c")).toEqual(new Set(["groups", "users"]));
    for (const path of [
      "/",
      "/blog",
      "/api/posts",
      "/api/search",
      "/api/featured",
      "/feeds/stories.rss",
      "/sitemap.xml",
    ])
      expect(tablesReadBy(path), path).toBe("every table");
  });
});
