import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryKeys } from "@/lib/query-keys";
import { fetchActiveHero, fetchHomeFeatured } from "./api";

// Each query is shared by its hook and the home page's loader (client/src/loaders/home.ts).
export const homeFeaturedQuery = () => queryOptions({ queryKey: queryKeys.featured.home, queryFn: fetchHomeFeatured });
export const activeHeroQuery = () => queryOptions({ queryKey: queryKeys.hero.active, queryFn: fetchActiveHero });

export function useHomeFeatured() {
  return useQuery(homeFeaturedQuery());
}

export function useActiveHero() {
  return useQuery(activeHeroQuery());
}
