/** SQL for the pet photo gallery. */
import { and, eq } from "drizzle-orm";
import { petPhotos, type PetPhoto } from "@shared/schema";
import type { Database } from "../db";
import { afterCursor, newestFirst, toPage, type Cursor, type Page } from "../lib/pagination";

/** Pet photo queries over `db`. */
export function petPhotosRepository(db: Database) {
  return {
    /** One page of photos, newest first. */
    async list(options: { limit: number; cursor?: Cursor }): Promise<Page<PetPhoto>> {
      const rows = await db
        .select()
        .from(petPhotos)
        .where(and(afterCursor(petPhotos, options.cursor)))
        .orderBy(...newestFirst(petPhotos))
        .limit(options.limit + 1);
      return toPage(rows, options.limit);
    },

    async create(values: typeof petPhotos.$inferInsert): Promise<PetPhoto> {
      const [row] = await db.insert(petPhotos).values(values).returning();
      return row!;
    },

    /** Whether some photo already shows this image (each upload belongs to one photo). */
    async isImageUsed(imageUrl: string): Promise<boolean> {
      const rows = await db
        .select({ id: petPhotos.id })
        .from(petPhotos)
        .where(eq(petPhotos.imageUrl, imageUrl))
        .limit(1);
      return rows.length > 0;
    },

    /** Deletes a photo and returns it, or undefined when there was none. */
    async remove(id: string): Promise<PetPhoto | undefined> {
      const [row] = await db.delete(petPhotos).where(eq(petPhotos.id, id)).returning();
      return row;
    },
  };
}
