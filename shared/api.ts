/** Shapes the API sends that are not tables: errors, paging, the session user, uploads. */
import { z } from "zod";
import { PAGE_SIZE, type ThreadItemType } from "./constants";
import { TEXT_LIMITS, requiredText } from "./fields";
import { replyOptions } from "./safety/posting-options";
import type { Story } from "./schema";
import type { MemberRef } from "./members";
import type { SuspensionState } from "./safety/moderation";

/** Every error the API answers with. `issues` names the fields of a 400. */
export interface ApiErrorBody {
  message: string;
  issues?: { path: string; message: string }[];
  /** A stable name for the case, when a client acts on it (e.g. "two-factor-required"). */
  code?: string;
}

/** `?limit=&cursor=` on every list endpoint. */
export const listQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(PAGE_SIZE.max, `limit must be at most ${PAGE_SIZE.max}`)
    .default(PAGE_SIZE.default),
  cursor: z.string().max(200, "cursor is not valid").optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/**
 * The user a session belongs to, as the client sees it, with their suspension (SuspensionState).
 * The server always sends both suspension fields; they are optional because a login the browser
 * remembers (features/auth/session-store.ts) keeps only the id and name.
 */
export interface SessionUser extends MemberRef, Partial<SuspensionState> {}

/** The answer to POST /api/objects/upload. */
export interface UploadTicket {
  uploadURL: string;
  objectPath: string;
}

// ---- Conversations (docs/decisions.md#conversations). Dates arrive as ISO strings in JSON.

/**
 * Where an item stands with moderators (docs/decisions.md#safety-first), on its page and in a thread.
 * "held": it matched an imminent-risk phrase and waits for a moderator; only its author and
 * moderators receive it at all. "hidden": hidden by a moderator, or by several members' reports
 * until one reviews it; others receive it with its text blanked and read "Hidden by a moderator".
 */
export interface ItemStatus {
  status: "published" | "held" | "hidden";
  /** Why it is hidden: for its author and moderators only, null for everyone else. */
  hiddenReason: string | null;
  /** For moderators only, on an item posted as "A member": who wrote it. Null otherwise. */
  postedBy: string | null;
}

/**
 * Whether an item's shown author has a member page: their username, linked to /members/<name>.
 * Null for a guest's item and for one posted as "A member", to everyone (moderators read who in
 * `postedBy`), so the link never tells who wrote it.
 */
export interface MemberAuthor {
  authorUsername: string | null;
}

/** A reply (a comment, under a story or photo) as a thread shows it, and the reply it answers: from its contract. */
export type { AnsweredReply, ReplyView } from "./contracts/replies.contract";

/**
 * A discussion, a story and a pet photo on its own page (GET /api/{posts,stories,pet-photos}/:id,
 * and what PATCH answers): from their contracts. A post its author removed keeps its thread: title
 * and content are then empty, removedAt set.
 */
export type {
  PhotoPageView as PhotoView,
  PostPageView as PostView,
  StoryPageView as StoryView,
} from "./contracts/items.contract";

/**
 * A story in GET /api/stories and a member's page: its first 300 characters ("..." after a cut)
 * and whether there is more; the full text is GET /api/stories/:id.
 */
export type StoryPreview = Omit<Story, "content"> & { excerpt: string; isLong: boolean };

/**
 * A PATCH body names at least one field; the ones left out keep their text (shared/blog.ts uses it
 * too). A field's default is for adding an item: in an edit, a field left out is not changed.
 */
export function someFields<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>, fields: string) {
  const withoutDefaults = Object.fromEntries(
    Object.entries(schema.shape).map(([name, field]) => [name, field instanceof z.ZodDefault ? field.unwrap() : field]),
  ) as Shape;
  return schema
    .extend(withoutDefaults)
    .partial()
    .refine((body) => Object.values(body).some((value) => value !== undefined), `Send at least one of: ${fields}`);
}

/** POST /api/{posts,stories,pet-photos}/:id/replies and PATCH /api/replies/:id. */
export const replyBodySchema = z
  .object({
    content: requiredText("Reply", TEXT_LIMITS.reply),
    /** The earlier reply in the same thread this one answers. */
    answersId: z.uuid("answersId must be a reply's id").optional(),
  })
  .extend(replyOptions.shape);
export type ReplyBody = z.infer<typeof replyBodySchema>;
/** PATCH /api/replies/:id: new text, warnings or name shown; at least one. */
export const editReplySchema = someFields(
  replyBodySchema.pick({ content: true, contentWarnings: true, anonymous: true }),
  "content, contentWarnings, anonymous",
);

/** GET /api/live: which thread's events to follow (a member always gets their own), and where to resume. */
export const liveQuerySchema = z.object({
  thread: z
    .string()
    .regex(
      /^(post|story|photo):[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
      "thread must look like post:<id>, story:<id> or photo:<id>",
    )
    .optional(),
  lastEventId: z.coerce
    .number({ error: "lastEventId must be a number" })
    .int("lastEventId must be a whole number")
    .min(0, "lastEventId must be at least 0")
    .max(Number.MAX_SAFE_INTEGER, "lastEventId is too large")
    .optional(),
});
export type LiveQuery = z.infer<typeof liveQuerySchema>;

/** GET /api/notifications/unread-count, and the `notifications` live event. Counted up to 100: more than 99 reads "99+". */
export interface UnreadCount {
  unread: number;
  /** True while the member is taking a break: the count is hidden (always 0) and the bell shows none. */
  paused?: boolean;
}

/**
 * GET /api/events?thread=post:<id>: a Server-Sent Events stream. Every event has an `id:` line (resume with
 * Last-Event-ID). `reply` events reach anyone reading that thread; `notifications` only the member they are for.
 */
export type LiveEvent =
  { type: "reply"; thread: `${ThreadItemType}:${string}`; replyId: string } | ({ type: "notifications" } & UnreadCount);
