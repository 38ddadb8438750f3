/** Home page reads: featured items and the active hero. */
import type { FeaturedItem, HeroContent } from "@shared/schema";
import { HOME_LIMITS } from "@shared/constants";
import { ApiError, getJson, getPage } from "@/lib/api";

export const homeKeys = {
  featured: ["featured", "home"] as const,
  hero: ["hero-content"] as const,
};

export async function fetchHomeFeatured(): Promise<FeaturedItem[]> {
  const page = await getPage<FeaturedItem>(`/api/featured?limit=${HOME_LIMITS.featured}`);
  return page.items.slice(0, HOME_LIMITS.featured);
}

/** The active hero, or null when none is active (the server answers 404; the page shows the fallback). */
export async function fetchActiveHero(): Promise<HeroContent | null> {
  try {
    return await getJson<HeroContent>("/api/hero-content");
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
