/** Community posts: calls. */
import type { ItemStatus } from "@shared/api";
import type { InsertPost, Post } from "@shared/schema";
import { HOME_LIMITS } from "@shared/constants";
import { postingOptionsOf, type PostingOptionsBody } from "@/features/safety/posting-options-body";
import { LISTED_ITEM_SHAPE } from "@/lib/answer-shape";
import { getPage, sendJson } from "@/lib/api";

/** The value of the 'all topics' filter: no category in the query. */
export type PostFilter = string;

export function postsUrl(category: PostFilter, limit?: number): string {
  const params = new URLSearchParams();
  if (category !== "all") params.set("category", category);
  if (limit) params.set("limit", String(limit));
  const query = params.toString();
  return query ? `/api/posts?${query}` : "/api/posts";
}

/** The home page's first posts. */
export async function fetchHomePosts(): Promise<Post[]> {
  const page = await getPage<Post>(postsUrl("all", HOME_LIMITS.posts), LISTED_ITEM_SHAPE);
  return page.items.slice(0, HOME_LIMITS.posts);
}

/**
 * The server takes the author from the session, so the form's locked author is not sent. The
 * answer carries `status: "held"` when the post waits for a moderator.
 */
export function createPost(post: InsertPost & PostingOptionsBody): Promise<Post & Partial<ItemStatus>> {
  const { title, content, category } = post;
  return sendJson<Post & Partial<ItemStatus>>("POST", "/api/posts", {
    title,
    content,
    category,
    ...postingOptionsOf(post),
  });
}
