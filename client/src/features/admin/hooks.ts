/** React Query hooks for /admin: the moderator check, the hero, and each tab's list and writes. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InsertHeroContent } from "@shared/contracts/hero-content.body";
import { queryKeys } from "@/lib/query-keys";
import { type InfiniteList, useInfiniteList } from "@/lib/use-infinite-list";
import {
  type AdminAddValues,
  type AdminResource,
  actOnAdminItem,
  adminPagesUrl,
  createAdminItem,
  deleteAdminItem,
  editAdminItem,
  fetchCurrentHero,
  saveHero,
} from "./api";
import { meQuery } from "@/features/auth/api";
import type { AdminItem, AdminListConfig } from "./admin-list-config";
import type { AdminListFilter } from "./admin-list-filters";

/** Who is asking for /admin. */
export function useMe() {
  return useQuery(meQuery());
}

export function useCurrentHero() {
  return useQuery({ queryKey: queryKeys.hero.current, queryFn: fetchCurrentHero });
}

/** Saves the hero, then reloads every hero query: this tab's and the home page's. */
export function useSaveHero(heroId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hero: InsertHeroContent) => saveHero(hero, heroId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.hero.all }),
  });
}

/** The items an admin tab lists: a paged list of every item whatever its state, searched and filtered by `filter`. */
export function useAdminItems(config: AdminListConfig, filter: AdminListFilter): InfiniteList<AdminItem> {
  return useInfiniteList<AdminItem>(
    [...queryKeys.admin.pages(config.resource), filter.q, filter.status],
    adminPagesUrl(config.id, filter),
    { keepsShownWhileFiltering: true },
  );
}

/** After an admin write, reload the resource everywhere: the public screens cache under the same root. */
function useReloadResource(config: AdminListConfig) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.resource(config.resource) });
}

export function useCreateAdminItem(config: AdminListConfig) {
  const reload = useReloadResource(config);
  return useMutation({
    mutationFn: (values: AdminAddValues[AdminResource]) => createAdminItem(config.resource, values),
    onSuccess: reload,
  });
}

export function useEditAdminItem(config: AdminListConfig) {
  const reload = useReloadResource(config);
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: Record<string, unknown> }) =>
      editAdminItem(config.resource, id, values),
    onSuccess: reload,
  });
}

/** A row's one-step change: its PATCH body, or its POST action. */
export function useAdminRowAction(config: AdminListConfig) {
  const reload = useReloadResource(config);
  return useMutation({
    mutationFn: (id: string) => {
      const rowAction = config.rowAction!;
      return rowAction.action
        ? actOnAdminItem(config.resource, id, rowAction.action)
        : editAdminItem(config.resource, id, rowAction.changes?.() ?? {});
    },
    onSuccess: reload,
  });
}

export function useDeleteAdminItem(config: AdminListConfig) {
  const reload = useReloadResource(config);
  return useMutation({ mutationFn: (id: string) => deleteAdminItem(config.resource, id), onSuccess: reload });
}
