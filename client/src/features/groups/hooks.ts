import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Group } from "@shared/schema";
import { useInfiniteList } from "@/lib/use-infinite-list";
import { queryKeys } from "@/lib/query-keys";
import { GROUPS_URL, createGroup } from "./api";

export function useGroups() {
  return useInfiniteList<Group>(queryKeys.groups.all, GROUPS_URL);
}

/** Posts a group, then reloads the group list. */
export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.groups.all }),
  });
}
