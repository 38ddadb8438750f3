/** Local peer groups: calls. */
import type { Group, InsertGroup } from "@shared/schema";
import { sendJson } from "@/lib/api";

export const GROUPS_URL = "/api/groups";

export function createGroup(group: InsertGroup): Promise<Group> {
  return sendJson<Group>("POST", GROUPS_URL, group);
}
