/** SQL for the pet photo gallery. */
import { eq } from "drizzle-orm";
import { petPhotos } from "@shared/schema";
import type { Database } from "../db";
import { tableRepository } from "./table-repository";

/** Pet photo queries: the shared list / create / delete, and whether an image is already shown. */
export function petPhotosRepository(db: Database) {
  return {
    ...tableRepository(db, petPhotos),

    /** Whether some photo already shows this image (each upload belongs to one photo). */
    async isImageUsed(imageUrl: string): Promise<boolean> {
      const rows = await db
        .select({ id: petPhotos.id })
        .from(petPhotos)
        .where(eq(petPhotos.imageUrl, imageUrl))
        .limit(1);
      return rows.length > 0;
    },
  };
}
