/**
 * What the anonymous cache may answer (docs/decisions.md#the-anonymous-cache): the public reads a
 * visitor makes, by path. Anything else (the account, notifications, moderation, live streams,
 * uploads) always goes to its route. Within these, an answer is kept only when its route said it is
 * public: a 200 without `private`/`no-store` and without a cookie (anonymous-api-cache.ts).
 */
import { PERSONAL_PATHS } from "../middleware/private-answers";
import { SITEMAP_PATH } from "../services/sitemap";

const PUBLIC_READ_PREFIXES = [
  "/api/posts",
  "/api/stories",
  "/api/groups",
  "/api/resources",
  "/api/blog",
  "/api/pet-photos",
  "/api/wellness-challenges",
  "/api/featured",
  "/api/hero-content",
  "/api/member-of-the-month",
  "/api/members",
  "/api/categories",
  "/api/search",
  SITEMAP_PATH,
  "/sitemaps",
  // Every feed of shared/feed-paths.ts.
  "/feeds",
];

/** Inside those, what routes.ts marks personal (a member's joined challenges) is never a public read either. */
const PERSONAL_PREFIXES = PERSONAL_PATHS.map((path) => `/api${path}`);

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** Whether a visitor's GET of `path` may be answered from the anonymous cache. */
export function isPublicRead(path: string): boolean {
  return (
    PUBLIC_READ_PREFIXES.some((prefix) => isUnder(path, prefix)) &&
    !PERSONAL_PREFIXES.some((prefix) => isUnder(path, prefix))
  );
}
