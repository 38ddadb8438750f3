/** The moderators' Contact Us inbox: its pages, and marking a message handled. */
import { type InfiniteData, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ContactMessageView } from "@shared/contact";
import type { ListPage } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";
import { useInfiniteList } from "@/lib/use-infinite-list";
import { CONTACT_MESSAGES_URL, markContactMessageHandled } from "./api";

/** The inbox, newest first, with Load more. */
export function useContactInbox() {
  return useInfiniteList<ContactMessageView>(queryKeys.contactInbox, CONTACT_MESSAGES_URL);
}

/**
 * Marks a message handled: its row is replaced in place (the moderator keeps their place in the
 * list), and the audit log, which records it, is marked stale. A refusal reloads the inbox (another
 * moderator may have handled it first).
 */
export function useMarkHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markContactMessageHandled,
    onSuccess: (updated) => {
      queryClient.setQueryData<InfiniteData<ListPage<ContactMessageView>>>(queryKeys.contactInbox, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((row) => (row.id === updated.id ? updated : row)),
              })),
            }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.moderation.audit });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.contactInbox }),
  });
}
