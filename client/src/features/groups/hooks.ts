import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { GroupListItem } from "@shared/contracts/groups.contract";
import { useInfiniteList } from "@/lib/use-infinite-list";
import { queryKeys } from "@/lib/query-keys";
import { createGroup, fetchGroup, groupsUrl, type GroupFilterValues } from "./api";

/** The groups matching `filters`, newest first, a page at a time. */
export function useGroups(filters: GroupFilterValues) {
  return useInfiniteList<GroupListItem>(
    queryKeys.groups.list(filters.location, filters.type ?? ""),
    groupsUrl(filters),
  );
}

/** One group for its own page (null when it is not there). */
export function useGroup(id: string) {
  return useQuery({ queryKey: queryKeys.item("groups", id), queryFn: () => fetchGroup(id) });
}

/** Posts a group, then reloads the group list. */
export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.groups.all }),
  });
}
