/** Local peer groups: calls (shared/contracts/groups.contract.ts). */
import type { GROUP_TYPES } from "@shared/constants";
import type { CreatedGroup, GroupView } from "@shared/contracts/groups.contract";
import type { InsertGroup } from "@shared/contracts/groups.body";
import { apiUrl, callApi, callApiOrNull } from "@/lib/api";

/** One of the group types. */
export type GroupType = (typeof GROUP_TYPES)[number]["value"];

/** What the list is filtered by: a place (empty for anywhere) and a group type (undefined for any). */
export interface GroupFilterValues {
  location: string;
  type?: GroupType;
}

/** The first page of the groups matching `filters`, filtered on the server (docs/decisions.md#group-filters-on-the-server). */
export function groupsUrl({ location, type }: GroupFilterValues): string {
  return apiUrl("GET /api/groups", { query: { location: location === "" ? undefined : location, type } });
}

export function createGroup(group: InsertGroup): Promise<CreatedGroup> {
  return callApi("POST /api/groups", { body: group });
}

/** One group, or null when it is not there (unknown, or held or hidden from this reader). */
export function fetchGroup(id: string): Promise<GroupView | null> {
  return callApiOrNull("GET /api/groups/:id", { params: { id } });
}
