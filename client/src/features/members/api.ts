/** A member's public page: their name and joining date, and the URLs of their lists (shared/contracts/members.contract.ts). */
import type { MemberProfileView } from "@shared/contracts/members.contract";
import { apiUrl, callApiOrNull } from "@/lib/api";

/** The member, or null when nobody has that name. */
export function fetchMember(username: string): Promise<MemberProfileView | null> {
  return callApiOrNull("GET /api/members/:username", { params: { username } });
}

/** The first page of the member's posts, newest first. */
export const memberPostsUrl = (username: string): string =>
  apiUrl("GET /api/members/:username/posts", { params: { username }, query: {} });

/** The first page of the member's stories, newest first. */
export const memberStoriesUrl = (username: string): string =>
  apiUrl("GET /api/members/:username/stories", { params: { username }, query: {} });

/** The first page of the member's photos, newest first. */
export const memberPhotosUrl = (username: string): string =>
  apiUrl("GET /api/members/:username/photos", { params: { username }, query: {} });
