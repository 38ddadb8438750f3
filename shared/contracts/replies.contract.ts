/**
 * Replies: each thread's page and a member's reply to it, under /api/posts/:id/replies,
 * /api/stories/:id/replies and /api/pet-photos/:id/replies (the same two routes for each kind with a
 * thread, ../item-kinds.ts), and /api/replies/:id for its author or a moderator to edit or remove
 * one, and for moderators to read what an edit replaced.
 */
import { z } from "zod";
import { editReplySchema, replyBodySchema } from "../api";
import { REPLY_PAGE_SIZE, type ThreadItemType } from "../constants";
import { itemNotFoundMessage, itemNoun } from "../item-kinds";
import { idParams, isoDate } from "./fields";
import { reactionSummaryAnswer } from "./reactions.contract";
import { revisionsAnswer } from "./revisions";
import { defineRoute, type WireAnswer } from "./route-contract";

export const REPLY_NOT_FOUND = itemNotFoundMessage("reply");
/** What someone reads when they try to change words that are not theirs. */
export const NOT_YOURS = "You can only change what you wrote";
export const ANSWERED_ELSEWHERE = "answersId: That reply is not in this thread";
export const REMOVED_POST_REPLY = "This post was removed by its author, so it can't take new replies";
export const CLOSED_DISCUSSION = "This discussion is closed to new replies";

/** `?limit=&cursor=` of a thread's page: longer pages than the other lists. */
export const threadPageSchema = z.object({
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(REPLY_PAGE_SIZE.max, `limit must be at most ${REPLY_PAGE_SIZE.max}`)
    .default(REPLY_PAGE_SIZE.default),
  cursor: z.string().max(200, "cursor is not valid").optional(),
});

/** The reply another reply answers, as its short quote shows it; null once that reply is gone. */
export const answeredReplyAnswer = z.strictObject({
  id: z.uuid(),
  author: z.string(),
  /** The first 140 characters of its text; empty while it is held or hidden. */
  excerpt: z.string(),
  /** Its content warnings: a quote of a warned reply shows no text until the reader asks. */
  contentWarnings: z.array(z.string()),
});

/**
 * A reply as a thread shows it to its reader. Where it stands with moderators
 * (docs/decisions.md#safety-first): "held" ones reach only their author and moderators; "hidden"
 * ones reach others with their text blanked.
 */
export const replyAnswer = z.strictObject({
  id: z.uuid(),
  /** "A member" when posted without a name. */
  author: z.string(),
  anonymous: z.boolean(),
  isGuest: z.literal(false),
  content: z.string(),
  contentWarnings: z.array(z.string()),
  status: z.enum(["published", "held", "hidden"]),
  /** Why it is hidden: for its author and moderators only, null for everyone else. */
  hiddenReason: z.string().nullable(),
  /** For moderators only, on a reply posted as "A member": who wrote it. Null otherwise. */
  postedBy: z.string().nullable(),
  createdAt: isoDate,
  editedAt: isoDate.nullable(),
  answers: answeredReplyAnswer.nullable(),
  reactions: reactionSummaryAnswer,
  /** The reader wrote it or is a moderator: they may edit and remove it. */
  canEdit: z.boolean(),
  /** A moderator's: the versions an edit replaced (GET /api/replies/:id/revisions). */
  canSeeRevisions: z.boolean(),
});

/** A thread's two routes for one kind of item, whose API lives at /api/`items` ("posts"). */
function threadRoutes<const Items extends string>(kind: ThreadItemType, items: Items) {
  const route = {
    path: `/api/${items}/:id/replies`,
    params: idParams,
    notFound: itemNotFoundMessage(kind),
  } as const;
  return {
    /** Where the kind's thread router is mounted. */
    mountPath: route.path,
    list: defineRoute({
      ...route,
      method: "GET",
      summary: `A ${itemNoun(kind)}'s replies the reader may see, oldest first, a page at a time`,
      access: "public",
      query: threadPageSchema,
      status: 200,
      answer: z.array(replyAnswer),
      paged: true,
    }),
    create: defineRoute({
      ...route,
      method: "POST",
      summary: `Replies to a ${itemNoun(kind)} (or to a reply in its thread); one that names an imminent risk is held for a moderator`,
      access: "member",
      body: replyBodySchema,
      status: 201,
      answer: replyAnswer,
      errors: {
        400: ANSWERED_ELSEWHERE,
        ...(kind === "post" && { 409: `${REMOVED_POST_REPLY}; or: ${CLOSED_DISCUSSION}` }),
        429: "A member has replied several times in a short while (the message says when they can reply again)",
      },
    }),
  };
}

/** Each thread kind's two routes, by kind, and where its router is mounted. */
export const THREAD_ROUTES = {
  post: threadRoutes("post", "posts"),
  story: threadRoutes("story", "stories"),
  photo: threadRoutes("photo", "pet-photos"),
} as const satisfies Record<ThreadItemType, unknown>;

const oneReply = { params: idParams, notFound: REPLY_NOT_FOUND } as const;

export const repliesContract = {
  listOnPost: THREAD_ROUTES.post.list,
  createOnPost: THREAD_ROUTES.post.create,
  listOnStory: THREAD_ROUTES.story.list,
  createOnStory: THREAD_ROUTES.story.create,
  listOnPhoto: THREAD_ROUTES.photo.list,
  createOnPhoto: THREAD_ROUTES.photo.create,
  edit: defineRoute({
    ...oneReply,
    method: "PATCH",
    path: "/api/replies/:id",
    summary:
      "Changes a reply's text, warnings or shown name (at least one); the old text is kept for moderators, and new text is screened again",
    access: "author-or-moderator",
    body: editReplySchema,
    status: 200,
    answer: replyAnswer,
    errors: { 403: NOT_YOURS },
  }),
  remove: defineRoute({
    ...oneReply,
    method: "DELETE",
    path: "/api/replies/:id",
    summary: "Removes a reply; its author is told when a moderator removed it",
    access: "author-or-moderator",
    status: 204,
    answer: null,
    errors: { 403: NOT_YOURS },
  }),
  revisions: defineRoute({
    ...oneReply,
    method: "GET",
    path: "/api/replies/:id/revisions",
    summary: "The versions of a reply its edits replaced, newest first",
    access: "moderator",
    status: 200,
    answer: revisionsAnswer,
  }),
};

/** A reply as the server's service hands it over (dates as Dates). */
export type Reply = z.output<typeof replyAnswer>;
/** A reply's edit as the server's service takes it (parsed). */
export type EditReply = z.output<typeof editReplySchema>;
/** A reply as the client reads it. */
export type ReplyView = WireAnswer<typeof repliesContract.edit>;
/** The reply another answers, as the client reads it. */
export type AnsweredReply = z.input<typeof answeredReplyAnswer>;
