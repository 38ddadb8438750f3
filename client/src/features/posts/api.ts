/** Community posts: query keys and calls. */
import type { InsertPost, Post } from "@shared/schema";
import { HOME_LIMITS } from "@shared/constants";
import { sendJson } from "@/lib/api";

/** The value of the 'all topics' filter: no category in the query. */
export type PostFilter = string;

export const postKeys = {
  all: ["posts"] as const,
  list: (category: PostFilter) => ["posts", "list", category] as const,
  home: ["posts", "home"] as const,
};

export function postsUrl(category: PostFilter, limit?: number): string {
  const params = new URLSearchParams();
  if (category !== "all") params.set("category", category);
  if (limit) params.set("limit", String(limit));
  const query = params.toString();
  return query ? `/api/posts?${query}` : "/api/posts";
}

export const homePostsUrl = postsUrl("all", HOME_LIMITS.posts);

/** The server takes the author from the session, so the form's locked author is not sent. */
export function createPost({ title, content, category }: InsertPost): Promise<Post> {
  return sendJson<Post>("POST", "/api/posts", { title, content, category });
}
