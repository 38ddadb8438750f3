/** Local peer groups: query keys and calls. */
import type { Group, InsertGroup } from "@shared/schema";
import { sendJson } from "@/lib/api";

export const groupKeys = { all: ["groups"] as const };
export const GROUPS_URL = "/api/groups";

export function createGroup(group: InsertGroup): Promise<Group> {
  return sendJson<Group>("POST", GROUPS_URL, group);
}
