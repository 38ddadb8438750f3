/**
 * Featured items as moderators write them: published now, kept a draft, or scheduled for a time
 * (docs/decisions.md#drafts-and-scheduling). A published item stays published.
 */
import { ALREADY_PUBLISHED_MESSAGE, publicationColumns } from "@shared/publication";
import type { FeaturedItem } from "@shared/schema";
import type { EditFeaturedItem, NewFeaturedItem } from "@shared/contracts/featured.body";
import type { Database, Executor } from "../db";
import { conflict } from "../lib/http-error";
import { featuredItemsRepository, updateFeaturedItem } from "../repositories/featured-items.repository";

/** The featured item service over `db`. */
export function featuredItemsService(db: Database) {
  const repository = featuredItemsRepository(db);
  return {
    /** A new featured item: published now unless sent as a draft or scheduled. */
    create(item: NewFeaturedItem): Promise<FeaturedItem> {
      const { status: _status, publishAt: _publishAt, ...fields } = item;
      return repository.create({ ...fields, ...publicationColumns(item) });
    },

    /** Changes item `id` in `tx` (the edit's audit entry is written beside it); undefined when there is none. */
    update(tx: Executor, id: string, changes: EditFeaturedItem): Promise<FeaturedItem | undefined> {
      const { status, publishAt, ...fields } = changes;
      const publication = status ? publicationColumns({ status, publishAt }) : undefined;
      return updateFeaturedItem(tx, id, { ...fields, publication }, (current) => {
        if (current.status === "published" && publication && publication.status !== "published")
          throw conflict(ALREADY_PUBLISHED_MESSAGE);
      });
    },
  };
}
