import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { UnreadCount } from "@shared/api";
import type { NotificationView } from "@shared/contracts/notifications.contract";
import { useLiveEvents } from "@/lib/live";
import { queryKeys } from "@/lib/query-keys";
import { useInfiniteList } from "@/lib/use-infinite-list";
import { fetchUnreadCount, markAllNotificationsRead, markNotificationRead, NOTIFICATIONS_URL } from "./api";

/** A safety net under the live stream: a count is never more than this stale. */
const UNREAD_POLL_MS = 60_000;

/** The member's unread count, as the bell and a rendered page's loader ask for it. */
export const unreadCountQuery = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.notifications.unread(userId),
    queryFn: fetchUnreadCount,
    refetchInterval: UNREAD_POLL_MS,
  });

/**
 * The member's unread count, kept current by the live stream (within a second or two of the
 * cause committing, on any server process) and the list reloaded when it changes.
 */
export function useUnreadCount(userId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.notifications.unread(userId);
  useLiveEvents({
    memberId: userId,
    onEvent: (event) => {
      if (event.type !== "notifications") return;
      queryClient.setQueryData<UnreadCount>(key, { unread: event.unread, paused: event.paused });
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.list(userId) });
    },
    onResync: () => void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  });
  return useQuery(unreadCountQuery(userId));
}

/** The member's notifications, newest first, with Load more. */
export function useNotifications(userId: string) {
  return useInfiniteList<NotificationView>(queryKeys.notifications.list(userId), NOTIFICATIONS_URL);
}

/** Marks one or all read, then shows the new count and reloads the list. */
export function useMarkRead(userId: string) {
  const queryClient = useQueryClient();
  const onSuccess = (count: UnreadCount) => {
    queryClient.setQueryData<UnreadCount>(queryKeys.notifications.unread(userId), count);
    return queryClient.invalidateQueries({ queryKey: queryKeys.notifications.list(userId) });
  };
  return {
    one: useMutation({ mutationFn: markNotificationRead, onSuccess }),
    all: useMutation({ mutationFn: markAllNotificationsRead, onSuccess }),
  };
}
