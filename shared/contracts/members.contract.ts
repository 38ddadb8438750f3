/**
 * /api/members/:username: a member's public page (their name and when they joined) and the lists on
 * it; everyone may read them unless the member hid their page, which then names nobody but to
 * themself and moderators.
 */
import { z } from "zod";
import { listQuerySchema } from "../api";
import { isoDate } from "./fields";
import { listedPhotoAnswer, listedPostAnswer, listedStoryAnswer } from "./listed-items";
import { defineRoute, type WireAnswer } from "./route-contract";

/** An unknown name, an impossible one and a hidden page all answer this, so none tells a member is there. */
export const MEMBER_NOT_FOUND = "We couldn't find that member";

/** `:username`: any text; the service answers 404 for one that names nobody. */
const usernameParams = z.object({ username: z.string() });

/** A member's public page: nothing private (no id, role, email or suspension). */
export const memberProfileAnswer = z.strictObject({
  username: z.string(),
  /** When the account was made. */
  joinedAt: isoDate,
});

/** One of a member's lists: newest first, never anything they posted as "A member". */
function memberList<const List extends string, A extends z.ZodType>(list: List, noun: string, item: A) {
  return defineRoute({
    method: "GET",
    path: `/api/members/:username/${list}`,
    summary: `The member's published ${noun}, newest first, a page at a time`,
    access: "public",
    params: usernameParams,
    query: listQuerySchema,
    status: 200,
    answer: z.array(item),
    paged: true,
    notFound: MEMBER_NOT_FOUND,
  });
}

export const membersContract = {
  profile: defineRoute({
    method: "GET",
    path: "/api/members/:username",
    summary: "A member's name and joining date, whatever the case of the name asked",
    access: "public",
    params: usernameParams,
    status: 200,
    answer: memberProfileAnswer,
    notFound: MEMBER_NOT_FOUND,
  }),
  posts: memberList("posts", "discussions", listedPostAnswer),
  stories: memberList("stories", "stories", listedStoryAnswer),
  photos: memberList("photos", "pet photos", listedPhotoAnswer),
};

/** A member's page as the client reads it. */
export type MemberProfileView = WireAnswer<typeof membersContract.profile>;
