import { describe, expect, it } from "vitest";
import { PERSONAL_PATHS } from "../middleware/private-answers";
import { isPublicRead } from "./public-reads";

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
