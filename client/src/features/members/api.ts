/** A member's public page: their name and joining date, and the URLs of their lists. */
import type { MemberList, MemberProfile } from "@shared/members";
import { getJsonOrNull } from "@/lib/api";

const memberUrl = (username: string) => `/api/members/${encodeURIComponent(username)}`;

/** The member, or null when nobody has that name. */
export function fetchMember(username: string): Promise<MemberProfile | null> {
  return getJsonOrNull<MemberProfile>(memberUrl(username));
}

/** The first page of one of the member's lists (their posts, stories or photos, newest first). */
export function memberListUrl(username: string, list: MemberList): string {
  return `${memberUrl(username)}/${list}`;
}
