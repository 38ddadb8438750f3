/**
 * What the anonymous cache may answer (docs/decisions.md#the-anonymous-cache): the public reads a
 * visitor makes, by path, and the web client's pages (rendered or the shell, the same for every
 * visitor). Anything else (the account, notifications, moderation, live streams, uploads, files)
 * always goes to its route. Within these, an answer is kept only when its route said it is public:
 * a 200 without `private`/`no-store` and without a cookie (anonymous-cache.ts).
 */
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
