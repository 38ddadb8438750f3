/** Blog posts: the list URL (keys: lib/query-keys.ts). */
export const BLOG_URL = "/api/blog";
