import { queryOptions, useQueries, useQuery } from "@tanstack/react-query";
import { RESOURCE_CATEGORIES } from "@shared/constants";
import type { ResourceView } from "@shared/contracts/resources.contract";
import { infiniteListQuery, useListQuery } from "@/lib/use-infinite-list";
import { queryKeys } from "@/lib/query-keys";
import { fetchResource, fetchSectionPreview, sectionUrl, type ResourceCategory } from "./api";

// Each query is shared by its hook and its page's loader (client/src/loaders).
export const sectionPreviewQuery = (category: ResourceCategory) =>
  queryOptions({ queryKey: queryKeys.resources.preview(category), queryFn: () => fetchSectionPreview(category) });
export const sectionQuery = (category: ResourceCategory) =>
  infiniteListQuery<ResourceView>(queryKeys.resources.section(category), sectionUrl(category));
export const resourceQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.item("resources", id), queryFn: () => fetchResource(id) });

/**
 * The newest few of every section, one small request each (the server filters by category), so a
 * section never looks empty because its resources sit behind another section's.
 */
export function useSectionPreviews() {
  const results = useQueries({
    queries: RESOURCE_CATEGORIES.map((category) => sectionPreviewQuery(category.value)),
  });
  const sections = RESOURCE_CATEGORIES.map((category, i) => {
    const result = results[i]!;
    return {
      category,
      items: result.data?.items ?? [],
      isError: result.isError,
      refetch: () => void result.refetch(),
    };
  });
  return {
    sections,
    isLoading: results.some((result) => result.isLoading),
    /** Every section answered, and none has anything yet: the built-in samples stand in. */
    isEmpty: sections.every((section) => !section.isError && section.items.length === 0),
    /** Every section failed: one calm message and one Try again, not six. */
    isError: sections.every((section) => section.isError),
    refetch: () => sections.forEach((section) => section.refetch()),
  };
}

/** One section in full, newest first, a page at a time. */
export function useSection(category: ResourceCategory) {
  return useListQuery(sectionQuery(category));
}

/** One resource for its own page (null when it is not there). */
export function useResource(id: string) {
  return useQuery(resourceQuery(id));
}
