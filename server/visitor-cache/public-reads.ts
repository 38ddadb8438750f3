/**
 * What the anonymous cache may answer (docs/decisions.md#the-anonymous-cache): the public reads a
 * visitor makes, by path, and the web client's pages (rendered or the shell, the same for every
 * visitor). Anything else (the account, notifications, moderation, live streams, uploads, files)
 * always goes to its route. Within these, an answer is kept only when its route said it is public:
 * a 200 without `private`/`no-store` and without a cookie (anonymous-cache.ts).
 */
import { FEED_PATHS } from "@shared/feed-paths";
import { isFilePath } from "../lib/file-paths";
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

/** What is served beside the web client's pages, never one of them. */
const NOT_PAGES = ["/api", "/objects", "/assets", "/healthz", "/readyz", "/metrics"];

/** Inside those, what routes.ts marks personal (a member's joined challenges) is never a public read either. */
const PERSONAL_PREFIXES = PERSONAL_PATHS.map((path) => `/api${path}`);

const isUnder = (requestPath: string, prefix: string) => requestPath === prefix || requestPath.startsWith(`${prefix}/`);

/** A page of the web client: no file (an extension) and nothing served beside the pages. */
function isClientPage(requestPath: string): boolean {
  return !isFilePath(requestPath) && !NOT_PAGES.some((prefix) => isUnder(requestPath, prefix));
}

/** Whether a visitor's GET of `requestPath` may be answered from the anonymous cache. */
export function isPublicRead(requestPath: string): boolean {
  if (isClientPage(requestPath)) return true;
  return (
    PUBLIC_READ_PREFIXES.some((prefix) => isUnder(requestPath, prefix)) &&
    !PERSONAL_PREFIXES.some((prefix) => isUnder(requestPath, prefix))
  );
}

/**
 * The reads that show only a few tables, and which: a change to any other table leaves their copies
 * alone (visitor-cache.ts). Everything else (pages, whose layout and cards show many kinds; lists of
 * posts, stories and photos with their replies, reactions and authors; search; feeds; the sitemap)
 * reads every table. Authors' names come from users, so each names it. committed-changes.test.ts
 * checks each name is a watched table.
 */
export const NARROW_READS: { prefix: string; tables: ReadonlySet<string> }[] = [
  { prefix: "/api/categories", tables: new Set(["categories"]) },
  { prefix: "/api/hero-content", tables: new Set(["hero_content"]) },
  { prefix: "/api/resources", tables: new Set(["resources", "users"]) },
  { prefix: "/api/blog", tables: new Set(["blog_posts", "blog_slug_redirects", "users"]) },
  { prefix: FEED_PATHS.blog.rss, tables: new Set(["blog_posts", "users"]) },
  { prefix: FEED_PATHS.blog.atom, tables: new Set(["blog_posts", "users"]) },
  { prefix: "/api/groups", tables: new Set(["groups", "users"]) },
  { prefix: "/api/wellness-challenges", tables: new Set(["wellness_challenges", "users"]) },
  { prefix: "/api/member-of-the-month", tables: new Set(["member_of_the_month", "users"]) },
];

/** The tables a visitor's public read of `requestPath` shows. */
export function tablesReadBy(requestPath: string): ReadonlySet<string> | "every table" {
  return NARROW_READS.find(({ prefix }) => isUnder(requestPath, prefix))?.tables ?? "every table";
}
