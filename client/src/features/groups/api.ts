/** Local peer groups: calls. */
import type { GroupView } from "@shared/groups";
import type { Group, InsertGroup } from "@shared/schema";
import { getJsonOrNull, sendJson } from "@/lib/api";

export const GROUPS_URL = "/api/groups";

/** What the list is filtered by: a place (empty for anywhere) and a group type (undefined for any). */
export interface GroupFilterValues {
  location: string;
  type?: string;
}

/** The first page of the groups matching `filters`, filtered on the server (docs/decisions.md#group-filters-on-the-server). */
export function groupsUrl({ location, type }: GroupFilterValues): string {
  const query = new URLSearchParams();
  if (location !== "") query.set("location", location);
  if (type !== undefined) query.set("type", type);
  const search = query.toString();
  return search ? `${GROUPS_URL}?${search}` : GROUPS_URL;
}

export function createGroup(group: InsertGroup): Promise<Group> {
  return sendJson<Group>("POST", GROUPS_URL, group);
}

/** One group, or null when it is not there (unknown, or held or hidden from this reader). */
export function fetchGroup(id: string): Promise<GroupView | null> {
  return getJsonOrNull<GroupView>(`${GROUPS_URL}/${encodeURIComponent(id)}`);
}
