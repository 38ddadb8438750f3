/**
 * SQL for the site's own images (docs/decisions.md#site-images): which uploads a moderator saved as
 * the picture of a featured item, an article, a resource, a challenge or a member of the month, and
 * the rows whose picture is still an outside address (for the one-off import).
 */
import { and, eq, inArray, notExists, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { blogPosts, featuredItems, memberOfTheMonth, resources, uploads, wellnessChallenges } from "@shared/schema";
import type { Executor } from "../db";

/** Every table of the site's own content with an image, by the name the import command reports. */
export const SITE_IMAGE_TABLES = {
  featured: featuredItems,
  blog: blogPosts,
  resources,
  challenges: wellnessChallenges,
  "member-of-the-month": memberOfTheMonth,
} as const satisfies Record<string, PgTable & { id: PgColumn; imageUrl: PgColumn }>;
export type SiteImageTable = keyof typeof SITE_IMAGE_TABLES;

/** The canonical object path of upload `id` as SQL (services/uploads.ts objectPathFor makes the same). */
const pathOf = (id: PgColumn) => sql`'/objects/uploads/' || ${id}::text`;

/** No row of the site's content shows the upload whose path is `path`. */
function shownByNoSiteRow(db: Executor, path: SQL) {
  return Object.values(SITE_IMAGE_TABLES).map((table) =>
    notExists(
      db
        .select({ one: sql`1` })
        .from(table as PgTable)
        .where(sql`${table.imageUrl} = ${path}`),
    ),
  );
}

/** A row whose picture is still an address on another site. */
export interface OutsideImageRow {
  table: SiteImageTable;
  id: string;
  imageUrl: string;
}

/** Site-image queries over `db`. */
export function siteImagesRepository(db: Executor) {
  return {
    /** Marks upload `id` as a site image (served, kept by housekeeping). */
    async mark(id: string): Promise<void> {
      await db.update(uploads).set({ siteImage: true }).where(eq(uploads.id, id));
    },

    /**
     * Clears the mark of those of `ids` no site row shows any more, so they stop being served at
     * once; housekeeping deletes them with the other unshared uploads. One statement, so a save
     * racing with it either still shows the image (kept) or does not (cleared).
     */
    async unmarkUnused(ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(uploads)
        .set({ siteImage: false })
        .where(and(inArray(uploads.id, ids), eq(uploads.siteImage, true), ...shownByNoSiteRow(db, pathOf(uploads.id))));
    },

    /** Every row whose picture is not empty and not one of ours (the import command's work). */
    async outsideImageRows(): Promise<OutsideImageRow[]> {
      const found: OutsideImageRow[] = [];
      for (const [name, table] of Object.entries(SITE_IMAGE_TABLES) as [SiteImageTable, typeof featuredItems][]) {
        const rows = await db
          .select({ id: table.id, imageUrl: table.imageUrl })
          .from(table)
          .where(sql`${table.imageUrl} <> '' and ${table.imageUrl} not like '/objects/uploads/%'`);
        found.push(...rows.map((row) => ({ table: name, id: row.id, imageUrl: row.imageUrl })));
      }
      return found;
    },

    /** Points one row's picture at `objectPath`, if it still shows `previousUrl`; answers whether it did. */
    async replaceImage(table: SiteImageTable, id: string, previousUrl: string, objectPath: string): Promise<boolean> {
      const target = SITE_IMAGE_TABLES[table] as typeof featuredItems;
      const rows = await db
        .update(target)
        .set({ imageUrl: objectPath })
        .where(and(eq(target.id, id), eq(target.imageUrl, previousUrl)))
        .returning({ id: target.id });
      return rows.length === 1;
    },
  };
}

/** For housekeeping: SQL saying no site row shows the upload `id` (an uploads column). */
export function shownByNoSiteRowSql(db: Executor, id: PgColumn): SQL[] {
  return shownByNoSiteRow(db, pathOf(id));
}
