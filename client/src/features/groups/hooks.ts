import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { GroupListItem } from "@shared/contracts/groups.contract";
import { infiniteListQuery, useListQuery } from "@/lib/use-infinite-list";
import { queryKeys } from "@/lib/query-keys";
import { createGroup, fetchGroup, groupsUrl, type GroupFilterValues } from "./api";

// Each query is shared by its hook and its page's loader (client/src/loaders).
export const groupsQuery = (filters: GroupFilterValues) =>
  infiniteListQuery<GroupListItem>(queryKeys.groups.list(filters.location, filters.type ?? ""), groupsUrl(filters));
export const groupQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.item("groups", id), queryFn: () => fetchGroup(id) });

/** The groups matching `filters`, newest first, a page at a time. */
export function useGroups(filters: GroupFilterValues) {
  return useListQuery(groupsQuery(filters));
}

/** One group for its own page (null when it is not there). */
export function useGroup(id: string) {
  return useQuery(groupQuery(id));
}

/** Posts a group, then reloads the group list. */
export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.groups.all }),
  });
}
