/** Threads: one item's own answer, its replies oldest first, and replying. */
import type { PostView, ReplyBody, ReplyView, RevisionView } from "@shared/api";
import type { ThreadItemType } from "@shared/constants";
import type { PostingOptionsBody } from "@/features/safety/posting-options-body";
import { ITEM_PAGE_SHAPE } from "@/lib/answer-shape";
import { getJson, getJsonOrNull, sendJson } from "@/lib/api";

/** Each /api resource with threads, and its item type as live thread names say it ("post:<id>"). */
export const THREAD_TYPES = { posts: "post", stories: "story", "pet-photos": "photo" } as const satisfies Record<
  string,
  ThreadItemType
>;
export type ThreadResource = keyof typeof THREAD_TYPES;

/** An item with a thread (a discussion, story or photo), or null when it is not there (unknown or deleted). */
export function fetchItem<T>(resource: ThreadResource, id: string): Promise<T | null> {
  return getJsonOrNull<T>(`/api/${resource}/${encodeURIComponent(id)}`, { shape: ITEM_PAGE_SHAPE });
}

export function fetchPost(id: string): Promise<PostView | null> {
  return fetchItem<PostView>("posts", id);
}

/** Changes an item's text (its author or a moderator); answers the item as it now reads. */
export function editItem<T>(resource: ThreadResource, id: string, body: object): Promise<T> {
  return sendJson<T>("PATCH", `/api/${resource}/${encodeURIComponent(id)}`, body);
}

/** Deletes an item; a discussion with replies stays as "removed by its author" so its thread does. */
export function deleteItem(resource: ThreadResource, id: string): Promise<void> {
  return sendJson<void>("DELETE", `/api/${resource}/${encodeURIComponent(id)}`);
}

/** The versions an edit replaced, newest first (moderators only). */
export function fetchRevisions(resource: ThreadResource | "replies", id: string): Promise<RevisionView[]> {
  return getJson<RevisionView[]>(`/api/${resource}/${encodeURIComponent(id)}/revisions`);
}

/** The first page of an item's replies. */
export function repliesUrl(resource: ThreadResource, id: string): string {
  return `/api/${resource}/${encodeURIComponent(id)}/replies`;
}

/** What an edited reply sends: its text and the options its form offers. */
export type EditReplyBody = { content: string } & Pick<PostingOptionsBody, "contentWarnings" | "anonymous">;

/** Changes a reply's text and options (its author or a moderator). */
export function editReply(id: string, body: EditReplyBody): Promise<ReplyView> {
  return sendJson<ReplyView>("PATCH", `/api/replies/${encodeURIComponent(id)}`, body);
}

export function deleteReply(id: string): Promise<void> {
  return sendJson<void>("DELETE", `/api/replies/${encodeURIComponent(id)}`);
}

/** The answer's `status` is "held" when the reply waits for a moderator. */
export function createReply(
  resource: ThreadResource,
  id: string,
  body: ReplyBody & Pick<PostingOptionsBody, "contentWarnings" | "anonymous">,
): Promise<ReplyView> {
  return sendJson<ReplyView>("POST", repliesUrl(resource, id), body);
}
