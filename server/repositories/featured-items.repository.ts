/** SQL for featured items: the shared list / create / delete, nothing more. */
import { featuredItems } from "@shared/schema";
import type { Database } from "../db";
import { tableRepository } from "./table-repository";

/** Featured item queries over the shared table repository. */
export function featuredItemsRepository(db: Database) {
  return tableRepository(db, featuredItems);
}
