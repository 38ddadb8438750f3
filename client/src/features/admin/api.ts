/** Admin calls: who is asking, the hero being edited, and each tab's list, create, edit and delete. */
import type { AdminListId } from "@shared/admin-lists";
import type { HeroView } from "@shared/contracts/hero-content.contract";
import type { InsertHeroContent } from "@shared/contracts/hero-content.body";
import type { WireAnswer } from "@shared/contracts/route-contract";
import type { siteImagesContract } from "@shared/contracts/site-images.contract";
import type { UserRole } from "@shared/schema";
import { apiUrl, callApi, callApiOrNull, getJsonOrNull, sendJson } from "@/lib/api";
import type { ApiResource } from "@/lib/query-keys";
import type { AdminItem } from "./admin-list-config";
import type { AdminListFilter } from "./admin-list-filters";

export interface Me {
  id: string;
  username: string;
  role: UserRole;
}

/** The logged-in user with their role, or null for a visitor (the server answers 401). */
export async function fetchMe(): Promise<Me | null> {
  const answer = await callApiOrNull("GET /api/me", {}, { absentStatus: 401 });
  return answer?.user ?? null;
}

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

/** Where a tab's items are added, changed and deleted (and a single-object tab's row is read). */
export function adminListUrl(resource: ApiResource): string {
  return `/api/${resource}`;
}

/** Where a tab's list is read, page by page: every item whatever its state, searched and filtered. */
export function adminPagesUrl(listId: AdminListId, filter: AdminListFilter): string {
  return apiUrl("GET /api/moderation/lists/:list", {
    params: { list: listId },
    query: { q: filter.q || undefined, status: filter.status || undefined },
  });
}

/** A single-object resource's current row as a list: none while the server answers 404. */
export async function fetchSingleItem(resource: ApiResource): Promise<AdminItem[]> {
  const item = await getJsonOrNull<AdminItem>(adminListUrl(resource));
  return item ? [item] : [];
}

export function createAdminItem(resource: ApiResource, values: Record<string, unknown>): Promise<AdminItem> {
  return sendJson<AdminItem>("POST", adminListUrl(resource), values);
}

/** Changes an item (the tabs whose form config allows it). */
export function editAdminItem(resource: ApiResource, id: string, values: Record<string, unknown>): Promise<AdminItem> {
  return sendJson<AdminItem>("PATCH", `${adminListUrl(resource)}/${encodeURIComponent(id)}`, values);
}

/** A one-step action on an item: POST /api/<resource>/<id>/<action> (making a member of the month current). */
export function actOnAdminItem(resource: ApiResource, id: string, action: string): Promise<AdminItem> {
  return sendJson<AdminItem>(
    "POST",
    `${adminListUrl(resource)}/${encodeURIComponent(id)}/${encodeURIComponent(action)}`,
  );
}

export function deleteAdminItem(resource: ApiResource, id: string): Promise<void> {
  return sendJson<void>("DELETE", `${adminListUrl(resource)}/${encodeURIComponent(id)}`);
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
