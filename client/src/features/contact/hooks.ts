/** The moderators' Contact Us inbox: its pages, marking a message handled, and deleting one. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ContactMessageView } from "@shared/contracts/contact-messages.contract";
import { queryKeys } from "@/lib/query-keys";
import { changeLoadedRows, useInfiniteList } from "@/lib/use-infinite-list";
import { CONTACT_INBOX_URL, deleteContactMessage, markContactMessageHandled } from "./api";

/** The inbox, newest first, with Load more. */
export function useContactInbox() {
  return useInfiniteList<ContactMessageView>(queryKeys.contactInbox, CONTACT_INBOX_URL);
}

/**
 * Marks a message handled: its row is replaced in place (the moderator keeps their place in the
 * list), and the audit log, which records it, is marked stale. A refusal reloads the inbox (another
 * moderator may have handled it first).
 */
export function useMarkHandled() {
  const inbox = useLoadedInbox();
  return useMutation({
    mutationFn: markContactMessageHandled,
    onSuccess: (updated) => inbox.update((row) => (row.id === updated.id ? updated : row)),
    onError: inbox.reload,
  });
}

/**
 * Deletes a message: its row leaves the list in place, and the audit log, which records it, is
 * marked stale. A refusal reloads the inbox (another moderator may have deleted it first).
 */
export function useDeleteContactMessage() {
  const inbox = useLoadedInbox();
  return useMutation({
    mutationFn: deleteContactMessage,
    onSuccess: (_, id) => inbox.update((row) => (row.id === id ? null : row)),
    onError: inbox.reload,
  });
}

/**
 * The inbox as loaded: `update` changes its rows in place (the moderator keeps their place) and marks
 * the audit log stale; `reload` fetches the inbox again.
 */
function useLoadedInbox() {
  const queryClient = useQueryClient();
  return {
    update(change: (row: ContactMessageView) => ContactMessageView | null) {
      changeLoadedRows(queryClient, queryKeys.contactInbox, change);
      void queryClient.invalidateQueries({ queryKey: queryKeys.moderation.audit });
    },
    reload: () => void queryClient.invalidateQueries({ queryKey: queryKeys.contactInbox }),
  };
}
