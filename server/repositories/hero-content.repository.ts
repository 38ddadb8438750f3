/** SQL for the home page's hero content. */
import { eq } from "drizzle-orm";
import { heroContent, type HeroContent } from "@shared/schema";
import type { Database } from "../db";

/** Hero content queries. */
export function heroContentRepository(db: Database) {
  return {
    /** The active hero, if there is one (a unique index allows at most one). */
    async findActive(): Promise<HeroContent | undefined> {
      const [row] = await db.select().from(heroContent).where(eq(heroContent.isActive, 1)).limit(1);
      return row;
    },
  };
}
