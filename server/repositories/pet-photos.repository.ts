/** SQL for the pet photo gallery. */
import { publishedSql } from "../items/visibility";
import { eq } from "drizzle-orm";
import { petPhotos, type PetPhoto, type PetPhotoRow } from "@shared/schema";
import type { Database } from "../db";
import { tableRepository, withoutModeration } from "./table-repository";

/** A photo as the gallery shows it: whether a guest shared it, not which member did. */
function publicPhoto({ userId, ...photo }: PetPhotoRow): PetPhoto {
  return { ...withoutModeration(photo), isGuest: userId === null };
}

/** Pet photo queries: the shared list / create / delete, and whether an image is already shown. */
export function petPhotosRepository(db: Database) {
  const base = tableRepository(db, petPhotos, publicPhoto, publishedSql(petPhotos));
  return {
    ...base,

    /** A member's own page: their photos, newest first (a photo has no "A member" option: it shows its owner). */
    listByMember: base.ownedList(petPhotos.userId),

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
