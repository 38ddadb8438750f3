import type { Resource } from "@shared/schema";
import { useInfiniteList } from "@/lib/use-infinite-list";
import { queryKeys } from "@/lib/query-keys";
import { RESOURCES_URL } from "./api";

export function useResources() {
  return useInfiniteList<Resource>(queryKeys.resources.all, RESOURCES_URL);
}
