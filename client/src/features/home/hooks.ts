import { useQuery } from "@tanstack/react-query";
import { fetchActiveHero, fetchHomeFeatured, homeKeys } from "./api";

export function useHomeFeatured() {
  return useQuery({ queryKey: homeKeys.featured, queryFn: fetchHomeFeatured });
}

export function useActiveHero() {
  return useQuery({ queryKey: homeKeys.hero, queryFn: fetchActiveHero });
}
