/** React Query hooks for the moderation queue, its count, its actions and the audit log. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { THREAD_KINDS } from "@shared/item-kinds";
import type {
  AuditEntryView,
  ModerationAction,
  ModerationCaseView,
  ReportableType,
  SuspensionBody,
  SuspensionState,
} from "@shared/safety/moderation";
import { type ApiResource, queryKeys } from "@/lib/query-keys";
import { changeLoadedRows, useInfiniteList } from "@/lib/use-infinite-list";
import { meQuery } from "@/features/auth/api";
import { useSessionUser } from "@/features/auth/use-session";
import { actOnCase, AUDIT_LOG_URL, claimCase, fetchQueueCount, liftSuspension, QUEUE_URL, suspendMember } from "./api";

/**
 * Whether the signed-in person is a moderator, asked of the server (the remembered session keeps
 * only an id and a name); false while signed out or not yet known.
 */
export function useIsModerator(): boolean {
  const user = useSessionUser();
  const me = useQuery({ ...meQuery(), enabled: user !== null });
  return user !== null && me.data?.role === "moderator";
}

/** How often the Queue tab's count is asked for while /admin is open. */
export const QUEUE_COUNT_POLL_MS = 30_000;

/** How many cases wait, asked again every 30 s while a moderator has /admin open. */
export function useQueueCount(isModerator: boolean) {
  return useQuery({
    queryKey: queryKeys.moderation.count,
    queryFn: fetchQueueCount,
    enabled: isModerator,
    refetchInterval: QUEUE_COUNT_POLL_MS,
  });
}

/** The open cases in the server's order (held, then at risk, then reported; oldest first in each). */
export function useQueue() {
  return useInfiniteList<ModerationCaseView>(queryKeys.moderation.queue, QUEUE_URL);
}

/** The audit log, newest first, with Load more. */
export function useAuditLog() {
  return useInfiniteList<AuditEntryView>(queryKeys.moderation.audit, AUDIT_LOG_URL);
}

/** Where the public screens cache each reportable item, so an action shows there too (a reply lives under any thread). */
const KIND_RESOURCES: Record<Exclude<ReportableType, "reply">, ApiResource> = {
  post: "posts",
  story: "stories",
  photo: "pet-photos",
  group: "groups",
  challenge: "wellness-challenges",
};
const itemResources = (type: ReportableType): ApiResource[] =>
  type === "reply" ? THREAD_KINDS.map((kind) => KIND_RESOURCES[kind]) : [KIND_RESOURCES[type]];

/**
 * Changes to the queue as the server answers them: a row replaced or removed in place (no reload,
 * so the moderator's place in the list stays), then the count, the audit log and the public
 * screens of the item marked stale.
 */
function useQueueUpdates() {
  const queryClient = useQueryClient();
  const mapRows = (change: (row: ModerationCaseView) => ModerationCaseView | null) =>
    changeLoadedRows(queryClient, queryKeys.moderation.queue, change);
  const markStale = (itemType?: ReportableType) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.moderation.count });
    void queryClient.invalidateQueries({ queryKey: queryKeys.moderation.audit });
    for (const resource of itemType ? itemResources(itemType) : []) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.resource(resource) });
    }
  };
  return {
    replace: (updated: ModerationCaseView) => mapRows((row) => (row.id === updated.id ? updated : row)),
    remove: (id: string) => mapRows((row) => (row.id === id ? null : row)),
    setSuspension: (memberId: string, state: SuspensionState) =>
      mapRows((row) => (row.author?.id === memberId ? { ...row, author: { ...row.author, ...state } } : row)),
    markStale,
    /** After a refusal the queue may be out of date (another moderator claimed or closed the case). */
    reload: () => queryClient.invalidateQueries({ queryKey: queryKeys.moderation.queue }),
  };
}

/** Claims or releases a case. */
export function useClaimCase() {
  const updates = useQueueUpdates();
  return useMutation({
    mutationFn: ({ id, isClaiming }: { id: string; isClaiming: boolean }) => claimCase(id, isClaiming),
    onSuccess: (updated) => {
      updates.replace(updated);
      updates.markStale();
    },
    onError: () => void updates.reload(),
  });
}

/** Acts on a case: the row is updated, or leaves the list when the action closed the case. */
export function useCaseAction(row: ModerationCaseView) {
  const updates = useQueueUpdates();
  return useMutation({
    mutationFn: (action: ModerationAction) => actOnCase(row.id, action),
    onSuccess: (result) => {
      if ("resolved" in result) updates.remove(row.id);
      else updates.replace(result);
      updates.markStale(row.itemType);
    },
  });
}

/** Suspends a member, or lifts their suspension; every row by them shows the new state. */
export function useSuspension(memberId: string) {
  const updates = useQueueUpdates();
  const onSuccess = (state: SuspensionState) => {
    updates.setSuspension(memberId, state);
    updates.markStale();
  };
  return {
    suspend: useMutation({ mutationFn: (body: SuspensionBody) => suspendMember(memberId, body), onSuccess }),
    lift: useMutation({ mutationFn: (reason: string) => liftSuspension(memberId, reason), onSuccess }),
  };
}
