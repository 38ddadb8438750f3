/** SQL for local peer groups: the shared list / create / delete, nothing more. */
import { groups } from "@shared/schema";
import type { Database } from "../db";
import { tableRepository } from "./table-repository";

/** Group queries over the shared table repository. */
export function groupsRepository(db: Database) {
  return tableRepository(db, groups);
}
