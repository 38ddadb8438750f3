/** Community posts: calls (shared/contracts/items.contract.ts). */
import { HOME_LIMITS, type ALL_POSTS_FILTER, type ANY_POST_CATEGORY_VALUES } from "@shared/constants";
import type { CreatedPostView, ListedPostView } from "@shared/contracts/items.contract";
import type { InsertPost } from "@shared/contracts/items.body";
import { postingOptionsOf, type PostingOptionsBody } from "@/features/safety/posting-options-body";
import { LISTED_ITEM_SHAPE } from "@/lib/answer-shape";
import { apiUrl, callApi, callPage } from "@/lib/api";

/** A category's value, or 'all topics' (no category in the query). */
export type PostFilter = typeof ALL_POSTS_FILTER.value | (typeof ANY_POST_CATEGORY_VALUES)[number];

export function postsUrl(category: PostFilter, limit?: number): string {
  return apiUrl("GET /api/posts", { query: { category: category === "all" ? undefined : category, limit } });
}

/** The home page's first posts. */
export async function fetchHomePosts(): Promise<ListedPostView[]> {
  const page = await callPage("GET /api/posts", { query: { limit: HOME_LIMITS.posts } }, LISTED_ITEM_SHAPE);
  return page.items.slice(0, HOME_LIMITS.posts);
}

/**
 * The server takes the author from the session, so the form's locked author is not sent. The
 * answer's `status` is "held" when the post waits for a moderator.
 */
export function createPost(post: InsertPost & PostingOptionsBody): Promise<CreatedPostView> {
  const { title, content, category } = post;
  return callApi("POST /api/posts", { body: { title, content, category, ...postingOptionsOf(post) } });
}
