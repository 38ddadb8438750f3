/**
 * What the worker may keep of a page: only an answer any visitor could be given. The server marks a
 * member's page, and every answer about one person, `private` or `no-store`
 * (docs/decisions.md#personal-answers-are-never-cached); a visitor's page is `no-cache`, which a
 * browser may keep and check again. A kept page is shown offline to whoever holds the phone, so
 * nothing that names a member may be kept.
 */
import type { WorkboxPlugin } from "workbox-core/types";

/** Whether `response` may be kept and shown again to anyone using this browser. */
export function isVisitorCopy(response: Response): boolean {
  if (response.status !== 200 || response.type !== "basic") return false;
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return !/\b(private|no-store)\b/i.test(cacheControl);
}

/** Workbox plugin: a strategy keeps only visitors' copies (a member's own page is fetched, never kept). */
export const visitorCopiesOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isVisitorCopy(response) ? response : null),
};
