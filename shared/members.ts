/**
 * A member named where they did something: the session's own account, a moderator who claimed a
 * case, the member a notice is about. The one shape for "this member"; pages add what they show.
 */
export interface MemberRef {
  id: string;
  username: string;
}

/**
 * A member's public page (GET /api/members/:username): their name and when they joined, nothing
 * private. Their discussions, stories and photos are paged lists beside it, of the same public
 * shapes as the site's lists, and never hold anything they posted as "A member".
 */
export interface MemberProfile {
  username: string;
  /** When the account was made, ISO. */
  joinedAt: string;
}

/** The lists on a member's page: GET /api/members/:username/<list>. */
export const MEMBER_LISTS = ["posts", "stories", "photos"] as const;
export type MemberList = (typeof MEMBER_LISTS)[number];
