/** Threads: one item's own answer, its replies oldest first, and replying. */
import type { ReplyBody } from "@shared/api";
import type { PhotoPageView, PostPageView, StoryPageView } from "@shared/contracts/items.contract";
import type { ReplyView } from "@shared/contracts/replies.contract";
import type { ApiRoutes } from "@shared/contracts";
import type { ClientInput, WireAnswer } from "@shared/contracts/route-contract";
import type { ThreadItemType } from "@shared/constants";
import type { PostingOptionsBody } from "@/features/safety/posting-options-body";
import { ITEM_PAGE_SHAPE } from "@/lib/answer-shape";
import { apiUrl, callApi, callApiOrNull } from "@/lib/api";

/** Each /api resource with threads, and its item type as live thread names say it ("post:<id>"). */
export const THREAD_TYPES = { posts: "post", stories: "story", "pet-photos": "photo" } as const satisfies Record<
  string,
  ThreadItemType
>;
export type ThreadResource = keyof typeof THREAD_TYPES;

/** Each resource's own routes (shared/contracts/items.contract.ts), by their keys. */
const ITEM_ROUTE_KEYS = {
  posts: {
    edit: "PATCH /api/posts/:id",
    remove: "DELETE /api/posts/:id",
    revisions: "GET /api/posts/:id/revisions",
  },
  stories: {
    edit: "PATCH /api/stories/:id",
    remove: "DELETE /api/stories/:id",
    revisions: "GET /api/stories/:id/revisions",
  },
  "pet-photos": {
    edit: "PATCH /api/pet-photos/:id",
    remove: "DELETE /api/pet-photos/:id",
    revisions: "GET /api/pet-photos/:id/revisions",
  },
} as const satisfies Record<ThreadResource, unknown>;
type ItemRouteKeys = (typeof ITEM_ROUTE_KEYS)[ThreadResource];

/** What an edit of an item sends: its kind's PATCH body. */
export type ItemEditBody = ClientInput<ApiRoutes[ItemRouteKeys["edit"]]>["body"];

/** A discussion for its own page, or null when it is not there (unknown or deleted). */
export function fetchPost(id: string): Promise<PostPageView | null> {
  return callApiOrNull("GET /api/posts/:id", { params: { id } }, { shape: ITEM_PAGE_SHAPE });
}

/** A story for its own page, or null when it is not there. */
export function fetchStory(id: string): Promise<StoryPageView | null> {
  return callApiOrNull("GET /api/stories/:id", { params: { id } }, { shape: ITEM_PAGE_SHAPE });
}

/** A pet photo for its own page, or null when it is not there. */
export function fetchPhoto(id: string): Promise<PhotoPageView | null> {
  return callApiOrNull("GET /api/pet-photos/:id", { params: { id } }, { shape: ITEM_PAGE_SHAPE });
}

/** Changes an item's text (its author or a moderator); answers the item as it now reads. */
export function editItem(
  resource: ThreadResource,
  id: string,
  body: ItemEditBody,
): Promise<PostPageView | StoryPageView | PhotoPageView> {
  return callApi(ITEM_ROUTE_KEYS[resource].edit, { params: { id }, body });
}

/** Deletes an item; a discussion with replies stays as "removed by its author" so its thread does. */
export function deleteItem(resource: ThreadResource, id: string): Promise<void> {
  return callApi(ITEM_ROUTE_KEYS[resource].remove, { params: { id } });
}

/** The revisions routes, by resource: the items' and a reply's (shared/contracts/replies.contract.ts). */
const REVISIONS_KEYS = {
  posts: ITEM_ROUTE_KEYS.posts.revisions,
  stories: ITEM_ROUTE_KEYS.stories.revisions,
  "pet-photos": ITEM_ROUTE_KEYS["pet-photos"].revisions,
  replies: "GET /api/replies/:id/revisions",
} as const;

/** An item's (or a reply's) earlier versions, newest first, as moderators read them. */
export type RevisionsView = WireAnswer<ApiRoutes["GET /api/posts/:id/revisions"]>;

/** The versions an edit replaced, newest first (moderators only). */
export function fetchRevisions(resource: ThreadResource | "replies", id: string): Promise<RevisionsView> {
  return callApi(REVISIONS_KEYS[resource], { params: { id } });
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
