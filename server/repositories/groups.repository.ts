/** SQL for local peer groups: the shared list / create / delete, nothing more. */
import { groups, type Group } from "@shared/schema";
import type { Database } from "../db";
import { publishedOnly, tableRepository, withoutModeration } from "./table-repository";

type GroupRow = typeof groups.$inferSelect;

/** A group as lists show it: without what only moderators know of it. */
function publicGroup(group: GroupRow): Group {
  return withoutModeration(group);
}

/** Group queries over the shared table repository: lists show published groups only. */
export function groupsRepository(db: Database) {
  return tableRepository(db, groups, publicGroup, publishedOnly(groups));
}
