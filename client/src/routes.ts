import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { RouteLoader } from "./lib/route-loaders";
import type * as itemLoaders from "./loaders/items";
import type * as listLoaders from "./loaders/lists";

/**
 * Every screen of the site. Each is its own chunk, so a visitor downloads only what they open.
 * Keep the naming rule (`/` → pages/home-page, `/x` → pages/x-page): the server uses it to
 * preload the screen's chunk with its HTML (server/client/route-preloads.ts). An item's own page
 * (`/x/:id`) is named for what it shows and is not preloaded yet.
 */
export interface AppRoute {
  path: string;
  component: LazyExoticComponent<ComponentType>;
  /**
   * A public page the server sends rendered, with its content (client/src/entry-server.tsx).
   * The others (forms, a member's own screens, search) are the same for every visitor until the
   * app runs, and keep the light shell.
   */
  serverRendered?: true;
}

export const ROUTES: AppRoute[] = [
  { path: "/", component: lazy(() => import("./pages/home-page")), serverRendered: true },
  { path: "/community", component: lazy(() => import("./pages/community-page")), serverRendered: true },
  { path: "/community/:id", component: lazy(() => import("./pages/discussion-page")), serverRendered: true },
  { path: "/pets-social", component: lazy(() => import("./pages/pets-social-page")), serverRendered: true },
  { path: "/pets-social/photos/:id", component: lazy(() => import("./pages/photo-page")), serverRendered: true },
  { path: "/resources", component: lazy(() => import("./pages/resources-page")), serverRendered: true },
  { path: "/resources/:id", component: lazy(() => import("./pages/resource-page")), serverRendered: true },
  { path: "/stories", component: lazy(() => import("./pages/stories-page")), serverRendered: true },
  { path: "/new-post", component: lazy(() => import("./pages/new-post-page")), serverRendered: true },
  { path: "/share-your-story", component: lazy(() => import("./pages/share-your-story-page")), serverRendered: true },
  { path: "/stories/:id", component: lazy(() => import("./pages/story-page")), serverRendered: true },
  { path: "/groups", component: lazy(() => import("./pages/groups-page")), serverRendered: true },
  { path: "/groups/:id", component: lazy(() => import("./pages/group-page")), serverRendered: true },
  { path: "/blog", component: lazy(() => import("./pages/blog-page")), serverRendered: true },
  { path: "/blog/:slug", component: lazy(() => import("./pages/blog-article-page")), serverRendered: true },
  { path: "/members/:username", component: lazy(() => import("./pages/member-page")), serverRendered: true },
  { path: "/signup", component: lazy(() => import("./pages/signup-page")) },
  { path: "/login", component: lazy(() => import("./pages/login-page")) },
  { path: "/notifications", component: lazy(() => import("./pages/notifications-page")) },
  { path: "/preferences", component: lazy(() => import("./pages/preferences-page")) },
  { path: "/settings", component: lazy(() => import("./pages/settings-page")) },
  { path: "/admin", component: lazy(() => import("./pages/admin-page")) },
  { path: "/admin/blog/:id/preview", component: lazy(() => import("./pages/admin-blog-preview-page")) },
  { path: "/crisis", component: lazy(() => import("./pages/crisis-page")), serverRendered: true },
  { path: "/guidelines", component: lazy(() => import("./pages/guidelines-page")), serverRendered: true },
  // The footer's pages (docs/decisions.md#footer-pages). Contact Us is a form, the same for
  // everyone until the app runs.
  { path: "/help", component: lazy(() => import("./pages/help-page")), serverRendered: true },
  { path: "/privacy", component: lazy(() => import("./pages/privacy-page")), serverRendered: true },
  { path: "/terms", component: lazy(() => import("./pages/terms-page")), serverRendered: true },
  { path: "/contact", component: lazy(() => import("./pages/contact-page")) },
  { path: "/search", component: lazy(() => import("./pages/search-page")) },
  { path: "/forgot-password", component: lazy(() => import("./pages/forgot-password-page")) },
  { path: "/reset-password", component: lazy(() => import("./pages/reset-password-page")) },
  { path: "/verify-email", component: lazy(() => import("./pages/verify-email-page")) },
  { path: "/revert-email", component: lazy(() => import("./pages/revert-email-page")) },
  // The newsletter's links (docs/decisions.md#a-real-newsletter): anyone, no login.
  { path: "/newsletter/confirm", component: lazy(() => import("./pages/newsletter-confirm-page")) },
  { path: "/newsletter/unsubscribe", component: lazy(() => import("./pages/newsletter-unsubscribe-page")) },
];

const listLoader = (name: keyof typeof listLoaders) => () => import("./loaders/lists").then((loaders) => loaders[name]);
const itemLoader = (name: keyof typeof itemLoaders) => () => import("./loaders/items").then((loaders) => loaders[name]);

/**
 * What each rendered screen reads, by its route's path (lib/route-loaders.ts): the server fetches
 * it all, then renders the page once. Loaded only by the server, so nothing here reaches the
 * browser's first download. A screen that reads nothing (the footer's pages) has none; a screen
 * that reads what its loader does not name renders twice, which server/client/server-rendering.test.ts
 * fails on.
 */
const LOADERS: Partial<Record<string, () => Promise<RouteLoader>>> = {
  "/": () => import("./loaders/home").then((loaders) => loaders.homeLoader),
  "/community": listLoader("communityLoader"),
  "/community/:id": itemLoader("discussionLoader"),
  "/pets-social": listLoader("petsSocialLoader"),
  "/pets-social/photos/:id": itemLoader("photoLoader"),
  "/resources": listLoader("resourcesLoader"),
  "/resources/:id": itemLoader("resourceLoader"),
  "/stories": listLoader("storiesLoader"),
  "/stories/:id": itemLoader("storyLoader"),
  "/groups": listLoader("groupsLoader"),
  "/groups/:id": itemLoader("groupLoader"),
  "/blog": listLoader("blogLoader"),
  "/blog/:slug": itemLoader("blogArticleLoader"),
  "/members/:username": itemLoader("memberLoader"),
};

export const NotFoundPage = lazy(() => import("./pages/not-found-page"));

/**
 * The parameters of `path` when `pattern` ("/stories/:id") matches it (its fixed segments, and one
 * non-empty segment per parameter), else null.
 */
function paramsOf(pattern: string, path: string): Record<string, string> | null {
  if (path === "/") return pattern === "/" ? {} : null;
  const want = pattern.split("/");
  const have = path.replace(/\/+$/, "").split("/");
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    const value = have[i]!;
    if (segment.startsWith(":") && value !== "") params[segment.slice(1)] = value;
    else if (segment !== value) return null;
  }
  return params;
}

export interface MatchedRoute {
  route: AppRoute;
  params: Record<string, string>;
  /** Its screen's loader, when the server renders it and it reads anything. */
  loader?: () => Promise<RouteLoader>;
}

/** The route that draws `path`, or undefined for the not-found page. */
export function routeOf(path: string): MatchedRoute | undefined {
  for (const route of ROUTES) {
    const params = paramsOf(route.path, path);
    if (params) return { route, params, loader: route.serverRendered ? LOADERS[route.path] : undefined };
  }
  return undefined;
}

/** Whether the server sends `path` rendered: a public page, or one no screen has (its not-found page, a 404). */
export function isServerRenderedPath(path: string): boolean {
  const match = routeOf(path);
  return match ? match.route.serverRendered === true : true;
}
