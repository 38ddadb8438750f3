/** SQL for resource articles. */
import { resources } from "@shared/schema";
import type { Database } from "../db";
import { tableRepository, type ListOptions } from "./table-repository";

/** Resource queries: the shared ones, with a category filter on the list. */
export function resourcesRepository(db: Database) {
  const base = tableRepository(db, resources);
  return {
    ...base,
    /** One page of resources, newest first, only those in `category` when it is given. */
    list: (options: ListOptions & { category?: string }) =>
      base.listWhere(options, options.category ? { column: resources.category, value: options.category } : undefined),
  };
}
