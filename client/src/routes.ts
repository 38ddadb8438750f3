import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/**
 * Every screen of spec §2. Each is its own chunk, so a visitor downloads only what they open.
 * Keep the naming rule (`/` → pages/home-page, `/x` → pages/x-page): the server uses it to
 * preload the screen's chunk with its HTML (server/client/route-preloads.ts). An item's own page
 * (`/x/:id`) is named for what it shows and is not preloaded yet.
 */
export const ROUTES: { path: string; component: LazyExoticComponent<ComponentType> }[] = [
  { path: "/", component: lazy(() => import("./pages/home-page")) },
  { path: "/community", component: lazy(() => import("./pages/community-page")) },
  { path: "/community/:id", component: lazy(() => import("./pages/discussion-page")) },
  { path: "/pets-social", component: lazy(() => import("./pages/pets-social-page")) },
  { path: "/pets-social/photos/:id", component: lazy(() => import("./pages/photo-page")) },
  { path: "/resources", component: lazy(() => import("./pages/resources-page")) },
  { path: "/resources/:id", component: lazy(() => import("./pages/resource-page")) },
  { path: "/stories", component: lazy(() => import("./pages/stories-page")) },
  { path: "/stories/:id", component: lazy(() => import("./pages/story-page")) },
  { path: "/groups", component: lazy(() => import("./pages/groups-page")) },
  { path: "/groups/:id", component: lazy(() => import("./pages/group-page")) },
  { path: "/blog", component: lazy(() => import("./pages/blog-page")) },
  { path: "/blog/:slug", component: lazy(() => import("./pages/blog-article-page")) },
  { path: "/members/:username", component: lazy(() => import("./pages/member-page")) },
  { path: "/signup", component: lazy(() => import("./pages/signup-page")) },
  { path: "/login", component: lazy(() => import("./pages/login-page")) },
  { path: "/notifications", component: lazy(() => import("./pages/notifications-page")) },
  { path: "/preferences", component: lazy(() => import("./pages/preferences-page")) },
  { path: "/settings", component: lazy(() => import("./pages/settings-page")) },
  { path: "/admin", component: lazy(() => import("./pages/admin-page")) },
  { path: "/crisis", component: lazy(() => import("./pages/crisis-page")) },
  { path: "/guidelines", component: lazy(() => import("./pages/guidelines-page")) },
  { path: "/search", component: lazy(() => import("./pages/search-page")) },
  { path: "/forgot-password", component: lazy(() => import("./pages/forgot-password-page")) },
  { path: "/reset-password", component: lazy(() => import("./pages/reset-password-page")) },
  { path: "/verify-email", component: lazy(() => import("./pages/verify-email-page")) },
];

export const NotFoundPage = lazy(() => import("./pages/not-found-page"));
