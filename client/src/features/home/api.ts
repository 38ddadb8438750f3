/** Home page reads: featured items and the active hero (keys: lib/query-keys.ts). */
import { HOME_LIMITS } from "@shared/constants";
import type { FeaturedItemView } from "@shared/contracts/featured.contract";
import type { HeroView } from "@shared/contracts/hero-content.contract";
import { callApiOrNull, callPage } from "@/lib/api";

export async function fetchHomeFeatured(): Promise<FeaturedItemView[]> {
  const page = await callPage("GET /api/featured", { query: { limit: HOME_LIMITS.featured } });
  return page.items.slice(0, HOME_LIMITS.featured);
}

/** The active hero, or null when none is active (the server answers 404; the page shows the fallback). */
export function fetchActiveHero(): Promise<HeroView | null> {
  return callApiOrNull("GET /api/hero-content", {});
}
