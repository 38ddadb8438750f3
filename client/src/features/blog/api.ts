/** Blog posts: query keys and the list URL. */
export const blogKeys = { all: ["blog"] as const };
export const BLOG_URL = "/api/blog";
