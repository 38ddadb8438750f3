/**
 * A member named where they did something: the session's own account, a moderator who claimed a
 * case, the member a notice is about. The one shape for "this member"; pages add what they show.
 */
export interface MemberRef {
  id: string;
  username: string;
}

/** The lists on a member's page: GET /api/members/:username/<list>. */
export const MEMBER_LISTS = ["posts", "stories", "photos"] as const;
export type MemberList = (typeof MEMBER_LISTS)[number];
