/** Admin calls: the hero being edited, and each tab's list, create, edit and delete. */
import type { AdminListId } from "@shared/admin-lists";
import type { HeroView } from "@shared/contracts/hero-content.contract";
import type { InsertHeroContent } from "@shared/contracts/hero-content.body";
import type { ApiRouteKey, ApiRoutes } from "@shared/contracts";
import type { ClientInput, WireAnswer } from "@shared/contracts/route-contract";
import type { siteImagesContract } from "@shared/contracts/site-images.contract";
import { createChallenge } from "@/features/pet-social/api";
import { apiUrl, callApi, callApiOrNull } from "@/lib/api";
import type { ApiResource } from "@/lib/query-keys";
import type { AdminItem } from "./admin-list-config";
import type { AdminListFilter } from "./admin-list-filters";

/** The hero to edit, or null before any exists (the server answers 404). */
export function fetchCurrentHero(): Promise<HeroView | null> {
  return callApiOrNull("GET /api/hero-content/current", {});
}

/** Updates the hero `id` names, or creates the first one. The form's parsed time goes as the ISO text JSON carries. */
export function saveHero(hero: InsertHeroContent, id?: string): Promise<HeroView> {
  const body = { ...hero, activateAt: hero.activateAt?.toISOString() };
  return id
    ? callApi("PUT /api/hero-content/:id", { params: { id }, body })
    : callApi("POST /api/hero-content", { body });
}

/** Where a tab's list is read, page by page: every item whatever its state, searched and filtered. */
export function adminPagesUrl(listId: AdminListId, filter: AdminListFilter): string {
  return apiUrl("GET /api/moderation/lists/:list", {
    params: { list: listId },
    query: { q: filter.q || undefined, status: filter.status || undefined },
  });
}

/** A tab's routes: changing an item, deleting one, and its one-step actions by name (adding: CREATE below). */
interface AdminRoutes {
  edit?: Extract<ApiRouteKey, `PATCH ${string}/:id`>;
  remove: Extract<ApiRouteKey, `DELETE ${string}/:id`>;
  actions?: Record<string, Extract<ApiRouteKey, `POST ${string}/:id/${string}`>>;
}

/** The routes each list tab writes through, by route key: TypeScript checks that each is a route. */
const ADMIN_ROUTES = {
  featured: { edit: "PATCH /api/featured/:id", remove: "DELETE /api/featured/:id" },
  blog: { edit: "PATCH /api/blog/:id", remove: "DELETE /api/blog/:id" },
  resources: { edit: "PATCH /api/resources/:id", remove: "DELETE /api/resources/:id" },
  posts: { edit: "PATCH /api/posts/:id", remove: "DELETE /api/posts/:id" },
  stories: { edit: "PATCH /api/stories/:id", remove: "DELETE /api/stories/:id" },
  groups: { edit: "PATCH /api/groups/:id", remove: "DELETE /api/groups/:id" },
  "pet-photos": { edit: "PATCH /api/pet-photos/:id", remove: "DELETE /api/pet-photos/:id" },
  categories: { edit: "PATCH /api/categories/:id", remove: "DELETE /api/categories/:id" },
  "member-of-the-month": {
    edit: "PATCH /api/member-of-the-month/:id",
    remove: "DELETE /api/member-of-the-month/:id",
    actions: { current: "POST /api/member-of-the-month/:id/current" },
  },
  "wellness-challenges": { edit: "PATCH /api/wellness-challenges/:id", remove: "DELETE /api/wellness-challenges/:id" },
} as const satisfies Partial<Record<ApiResource, AdminRoutes>>;

/** The resources /admin's list tabs write (AdminListConfig's `resource`). */
export type AdminResource = keyof typeof ADMIN_ROUTES;
type TabRoutes = (typeof ADMIN_ROUTES)[AdminResource];
type TabActions = Extract<TabRoutes, { actions: object }>["actions"];
type ActionKey = TabActions[keyof TabActions];
/** The names of the tabs' one-step actions (AdminListConfig's `rowAction.action`). */
export type AdminActionName = keyof TabActions;

/** What a create route reads. */
type CreateBody<Key extends ApiRouteKey> = ClientInput<ApiRoutes[Key]> extends { body: infer Body } ? Body : never;
/** `Body` with the fields `Key` names as the Dates a form's schema makes of them (sent as their ISO text). */
type Dated<Body, Key extends keyof Body> = Omit<Body, Key> & {
  [K in keyof Pick<Body, Key>]: Date | Exclude<Body[K], string>;
};

/** What each tab's add form hands over (its schema's output), by resource; AdminListConfig checks each tab's schema. */
export interface AdminAddValues {
  featured: Dated<CreateBody<"POST /api/featured">, "publishAt">;
  blog: Dated<CreateBody<"POST /api/blog">, "publishAt">;
  resources: CreateBody<"POST /api/resources">;
  posts: CreateBody<"POST /api/posts">;
  stories: CreateBody<"POST /api/stories">;
  groups: CreateBody<"POST /api/groups">;
  "pet-photos": never;
  categories: CreateBody<"POST /api/categories">;
  "member-of-the-month": CreateBody<"POST /api/member-of-the-month">;
  "wellness-challenges": Dated<CreateBody<"POST /api/wellness-challenges">, "startDate" | "endDate">;
}

/** Adding an item of each tab: its form's values as its create route's body, a Date as the ISO text JSON makes of it. */
const CREATE: { [R in AdminResource]: (values: AdminAddValues[R]) => Promise<AdminItem> } = {
  featured: ({ publishAt, ...item }) =>
    callApi("POST /api/featured", { body: { ...item, publishAt: publishAt?.toISOString() } }),
  blog: ({ publishAt, ...article }) =>
    callApi("POST /api/blog", { body: { ...article, publishAt: publishAt?.toISOString() } }),
  resources: (body) => callApi("POST /api/resources", { body }),
  posts: (body) => callApi("POST /api/posts", { body }),
  stories: (body) => callApi("POST /api/stories", { body }),
  groups: (body) => callApi("POST /api/groups", { body }),
  // Photos are added with their upload, on Pet's Be Social: the tab has no add form, so no values come here.
  "pet-photos": (none) => none,
  categories: (body) => callApi("POST /api/categories", { body }),
  "member-of-the-month": (body) => callApi("POST /api/member-of-the-month", { body }),
  // The same call members make from Pet's Be Social.
  "wellness-challenges": createChallenge,
};

/** Adds an item with the tab's form values. */
export function createAdminItem<R extends AdminResource>(resource: R, values: AdminAddValues[R]): Promise<AdminItem> {
  return CREATE[resource](values);
}

/** Changes an item (the tabs whose form config allows it): only the fields given. */
export function editAdminItem(
  resource: AdminResource,
  id: string,
  values: Record<string, unknown>,
): Promise<AdminItem> {
  return callApi(ADMIN_ROUTES[resource].edit, { params: { id }, body: values });
}

/** A row's one-step action on an item, by its name (making a member of the month current). */
export function actOnAdminItem(resource: AdminResource, id: string, action: AdminActionName): Promise<AdminItem> {
  const routes: TabRoutes = ADMIN_ROUTES[resource];
  const actions: Partial<Record<AdminActionName, ActionKey>> = "actions" in routes ? routes.actions : {};
  const key = actions[action];
  if (!key) throw new Error(`/admin has no ${action} action for ${resource}`);
  return callApi(key, { params: { id } });
}

export async function deleteAdminItem(resource: AdminResource, id: string): Promise<void> {
  await callApi(ADMIN_ROUTES[resource].remove, { params: { id } });
}

/** Fetches the picture at `url` into our storage, once, on the server (moderators); answers its object path. */
export function importSiteImage(url: string): Promise<WireAnswer<typeof siteImagesContract.importImage>> {
  return callApi("POST /api/moderation/image-imports", { body: { url } });
}

/**
 * Where a moderator sees an uploaded or imported image before it is saved (it is served at its
 * object path only once saved); null for anything that is not one of our object paths.
 */
export function siteImagePreviewUrl(objectPath: string): string | null {
  const id = /^\/objects\/uploads\/([0-9a-f-]{36})$/i.exec(objectPath.trim())?.[1];
  return id ? apiUrl("GET /api/moderation/image-previews/:id", { params: { id } }) : null;
}
