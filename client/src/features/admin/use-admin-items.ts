/** The items an admin tab lists: a paged list, or the one current row of a single-object endpoint. */
import { useQuery } from "@tanstack/react-query";
import { ApiError, getJson } from "@/lib/api";
import { type InfiniteList, useInfiniteList } from "@/lib/use-infinite-list";
import type { AdminItem, AdminListConfig } from "./admin-list-config";

/** The current row, or none when the server answers 404. */
async function fetchSingle(url: string): Promise<AdminItem[]> {
  try {
    return [await getJson<AdminItem>(url)];
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export function useAdminItems(config: AdminListConfig): InfiniteList<AdminItem> {
  const url = `/api/${config.resource}`;
  const isSingle = config.shape === "single";
  // Distinct keys: an infinite query and a plain one must never share a cache entry.
  const paged = useInfiniteList<AdminItem>([config.resource, "admin", "pages"], url, !isSingle);
  const single = useQuery({
    queryKey: [config.resource, "admin", "single"],
    queryFn: () => fetchSingle(url),
    enabled: isSingle,
  });
  if (!isSingle) return paged;
  return {
    items: single.data ?? [],
    isLoading: single.isLoading,
    isError: single.isError,
    hasNextPage: false,
    isFetchingNextPage: false,
    fetchNextPage: () => undefined,
  };
}
