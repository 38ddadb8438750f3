/** SQL for featured items: the shared list (published ones only) / create / delete, and an edit that may publish. */
import { eq, sql } from "drizzle-orm";
import type { PublicationStatus } from "@shared/publication";
import { featuredItems, type FeaturedItem } from "@shared/schema";
import type { Database, Executor } from "../db";
import { publishedRows } from "./publication.repository";
import { tableRepository } from "./table-repository";

/** What an edit may change: the item's fields and, for one not yet published, when it is. */
export type FeaturedItemChanges = Partial<
  Omit<typeof featuredItems.$inferInsert, "id" | "createdAt" | "status" | "publishAt">
> & { publication?: { status: PublicationStatus; publishAt: Date | null } };

/**
 * Changes featured item `id` in `executor`'s transaction, its row locked first so `check` sees
 * the state the change applies to (it may refuse by throwing). Published now, its date becomes
 * now, so it shows first on the home page. Undefined when there is no such item.
 */
export async function updateFeaturedItem(
  executor: Executor,
  id: string,
  { publication, ...fields }: FeaturedItemChanges,
  check: (current: { status: PublicationStatus }) => void,
): Promise<FeaturedItem | undefined> {
  const [current] = await executor
    .select({ status: featuredItems.status })
    .from(featuredItems)
    .where(eq(featuredItems.id, id))
    .for("update");
  if (!current) return undefined;
  check(current);
  const becomesPublished = publication?.status === "published" && current.status !== "published";
  const [row] = await executor
    .update(featuredItems)
    .set({
      ...fields,
      ...(publication && current.status !== "published" && publication),
      ...(becomesPublished && { createdAt: sql`now()` }),
    })
    .where(eq(featuredItems.id, id))
    .returning();
  return row;
}

/** Featured item queries over the shared table repository; its list shows published items only. */
export function featuredItemsRepository(db: Database) {
  return tableRepository(db, featuredItems, undefined, publishedRows(featuredItems));
}
