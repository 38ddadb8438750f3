/** Home page reads: featured items and the active hero (keys: lib/query-keys.ts). */
import type { FeaturedItem, HeroContent } from "@shared/schema";
import { HOME_LIMITS } from "@shared/constants";
import { getJsonOrNull, getPage } from "@/lib/api";

export async function fetchHomeFeatured(): Promise<FeaturedItem[]> {
  const page = await getPage<FeaturedItem>(`/api/featured?limit=${HOME_LIMITS.featured}`);
  return page.items.slice(0, HOME_LIMITS.featured);
}

/** The active hero, or null when none is active (the server answers 404; the page shows the fallback). */
export function fetchActiveHero(): Promise<HeroContent | null> {
  return getJsonOrNull<HeroContent>("/api/hero-content");
}
