import { lazy, type ComponentType, type LazyExoticComponent } from "react";

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

export const NotFoundPage = lazy(() => import("./pages/not-found-page"));

/** Whether `pattern` ("/stories/:id") matches `path`: its fixed segments, and one non-empty segment per parameter. */
function matches(pattern: string, path: string): boolean {
  const want = pattern.split("/");
  const have = path.replace(/\/+$/, "").split("/");
  if (path === "/") return pattern === "/";
  return (
    want.length === have.length &&
    want.every((segment, i) => (segment.startsWith(":") ? have[i] !== "" : segment === have[i]))
  );
}

/** Whether the server sends `path` rendered: a public page, or one no screen has (its not-found page, a 404). */
export function isServerRenderedPath(path: string): boolean {
  const route = ROUTES.find((candidate) => matches(candidate.path, path));
  return route ? route.serverRendered === true : true;
}
