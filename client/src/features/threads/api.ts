/** Threads: one item's own answer, its replies oldest first, and replying. */
import type { PostView, ReplyBody, RevisionView } from "@shared/api";
import type { ReplyView } from "@shared/contracts/replies.contract";
import type { ThreadItemType } from "@shared/constants";
import type { PostingOptionsBody } from "@/features/safety/posting-options-body";
import { ITEM_PAGE_SHAPE } from "@/lib/answer-shape";
import { apiUrl, callApi, getJson, getJsonOrNull, sendJson } from "@/lib/api";

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

/** Each resource's thread routes (shared/contracts/replies.contract.ts), by their keys. */
const THREAD_ROUTE_KEYS = {
  posts: { list: "GET /api/posts/:id/replies", create: "POST /api/posts/:id/replies" },
  stories: { list: "GET /api/stories/:id/replies", create: "POST /api/stories/:id/replies" },
  "pet-photos": { list: "GET /api/pet-photos/:id/replies", create: "POST /api/pet-photos/:id/replies" },
} as const satisfies Record<ThreadResource, unknown>;

/** The first page of an item's replies. */
export function repliesUrl(resource: ThreadResource, id: string): string {
  return apiUrl(THREAD_ROUTE_KEYS[resource].list, { params: { id }, query: {} });
}

/** What an edited reply sends: its text and the options its form offers. */
export type EditReplyBody = { content: string } & Pick<PostingOptionsBody, "contentWarnings" | "anonymous">;

/** Changes a reply's text and options (its author or a moderator). */
export function editReply(id: string, body: EditReplyBody): Promise<ReplyView> {
  return callApi("PATCH /api/replies/:id", { params: { id }, body });
}

export function deleteReply(id: string): Promise<void> {
  return callApi("DELETE /api/replies/:id", { params: { id } });
}

/** The answer's `status` is "held" when the reply waits for a moderator. */
export function createReply(
  resource: ThreadResource,
  id: string,
  body: ReplyBody & Pick<PostingOptionsBody, "contentWarnings" | "anonymous">,
): Promise<ReplyView> {
  return callApi(THREAD_ROUTE_KEYS[resource].create, { params: { id }, body });
}
