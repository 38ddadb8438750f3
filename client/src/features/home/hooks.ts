import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "@/lib/query-keys";
import { fetchActiveHero, fetchHomeFeatured } from "./api";

export function useHomeFeatured() {
  return useQuery({ queryKey: queryKeys.featured.home, queryFn: fetchHomeFeatured });
}

export function useActiveHero() {
  return useQuery({ queryKey: queryKeys.hero.active, queryFn: fetchActiveHero });
}
