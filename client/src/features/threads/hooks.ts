import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReplyView } from "@shared/api";
import { REPLY_SHAPE } from "@/lib/answer-shape";
import { queryKeys } from "@/lib/query-keys";
import { infiniteListQuery, useListQuery } from "@/lib/use-infinite-list";
import {
  createReply,
  deleteItem,
  deleteReply,
  editItem,
  editReply,
  fetchPhoto,
  fetchPost,
  fetchStory,
  repliesUrl,
  type EditReplyBody,
  type ItemEditBody,
  type ThreadResource,
} from "./api";
import { rememberWritten } from "./own-replies";

// Each query is shared by its hook and its page's loader (client/src/loaders/items.ts).
export const postQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.item("posts", id), queryFn: () => fetchPost(id) });
export const storyQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.item("stories", id), queryFn: () => fetchStory(id) });
export const photoQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.item("pet-photos", id), queryFn: () => fetchPhoto(id) });
export const repliesQuery = (resource: ThreadResource, id: string) =>
  infiniteListQuery<ReplyView>(queryKeys.replies(resource, id), repliesUrl(resource, id), REPLY_SHAPE);

/** One discussion (null when it is not there). */
export function usePost(id: string) {
  return useQuery(postQuery(id));
}

/** One story (null when it is not there). */
export function useStory(id: string) {
  return useQuery(storyQuery(id));
}

/** One pet photo (null when it is not there). */
export function usePhoto(id: string) {
  return useQuery(photoQuery(id));
}

/**
 * Edits or deletes one item (its author or a moderator). An edit reloads it and its lists; a
 * deletion marks the lists stale without reloading the item being left.
 */
export function useChangeItem<Body extends ItemEditBody>(resource: ThreadResource, id: string) {
  const queryClient = useQueryClient();
  const lists = queryKeys.resource(resource);
  return {
    edit: useMutation({
      mutationFn: (body: Body) => editItem(resource, id, body),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: lists }),
    }),
    remove: useMutation({
      mutationFn: () => deleteItem(resource, id),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: lists, refetchType: "none" }),
    }),
  };
}

/** An item's replies, oldest first, paged with Load more. */
export function useReplies(resource: ThreadResource, id: string) {
  return useListQuery(repliesQuery(resource, id));
}

/** Replies to an item, then reloads the item (its count) and its replies. */
export function useCreateReply(resource: ThreadResource, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Parameters<typeof createReply>[2]) => createReply(resource, id, body),
    onSuccess: (reply) => {
      rememberWritten(reply.id);
      return queryClient.invalidateQueries({ queryKey: queryKeys.item(resource, id) });
    },
  });
}

/**
 * Edits a reply in one thread, then reloads the thread (its count and its replies). Called by the
 * form that edits, not by every card: a mutation observer per card was a tenth of a long thread's
 * server render, for a button a server never presses (docs/performance.md#rendered-pages-in-one-pass-28-november-2026).
 */
export function useEditReply(resource: ThreadResource, itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & EditReplyBody) => editReply(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.item(resource, itemId) }),
  });
}

/** Deletes a reply in one thread, then reloads the thread; called by the Delete of a reply its reader may change. */
export function useDeleteReply(resource: ThreadResource, itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReply,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.item(resource, itemId) }),
  });
}
