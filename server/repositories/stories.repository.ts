/** SQL for member stories: the shared list / create / delete, nothing more. */
import { stories } from "@shared/schema";
import type { Database } from "../db";
import { tableRepository } from "./table-repository";

/** Story queries over the shared table repository. */
export function storiesRepository(db: Database) {
  return tableRepository(db, stories);
}
