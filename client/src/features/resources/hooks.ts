import type { Resource } from "@shared/schema";
import { useInfiniteList } from "@/lib/use-infinite-list";
import { RESOURCES_URL, resourceKeys } from "./api";

export function useResources() {
  return useInfiniteList<Resource>(resourceKeys.all, RESOURCES_URL);
}
