/**
 * What /api/moderation answers (./moderation.contract.ts): a case of the queue, the queue's count,
 * a member's suspension and an entry of the audit log. Their types are named in
 * ../safety/moderation.ts, beside the values both sides know.
 *
 * Dates here are ISO 8601 strings on the server too, not `isoDate`: the case views and audit
 * entries are built as JSON carries them (server/services/moderation-views.ts), and a suspension
 * is also read in a session's user (../api.ts's SessionUser).
 */
import { z } from "zod";
import { optionValues } from "../constants";
import { CONTENT_WARNINGS } from "../safety/content-warnings";
import {
  AUDITED_ITEM_TYPES,
  CASE_PRIORITIES,
  MODERATION_ACTION_NAMES,
  REPORTABLE_TYPES,
  REPORT_REASONS,
} from "../safety/moderation";

const isoText = z.iso.datetime({ offset: true });
const memberRef = z.strictObject({ id: z.uuid(), username: z.string() });
const reportReason = z.enum(optionValues(REPORT_REASONS));
/** The text of an item as it was reported or held (title and content; a photo's name and caption). */
const itemSnapshot = z.record(z.string(), z.string().nullable());

/**
 * A member's suspension as POST …/suspension and …/suspension/lift answer it: until when (null:
 * until lifted, or none), and whether it applies now (an expired one reads as none).
 */
export const suspensionStateAnswer = z.strictObject({
  suspendedUntil: isoText.nullable(),
  suspended: z.boolean(),
});

/** One reported or held item, as the queue lists it. */
export const moderationCaseAnswer = z.strictObject({
  id: z.uuid(),
  priority: z.enum(CASE_PRIORITIES),
  itemType: z.enum(REPORTABLE_TYPES),
  itemId: z.uuid(),
  /** Where the item lives (a reply's thread with `#reply-<id>`); null once it is deleted. */
  itemUrl: z.string().nullable(),
  /** The text when the case opened, and now (null once the item is gone). */
  snapshot: itemSnapshot,
  current: itemSnapshot.nullable(),
  /** The item's state now; null once it is gone. */
  state: z
    .strictObject({
      held: z.boolean(),
      hidden: z.boolean(),
      locked: z.boolean(),
      contentWarnings: z.array(z.enum(optionValues(CONTENT_WARNINGS))),
    })
    .nullable(),
  /** Its member author (null for a guest's item), with their suspension if any. */
  author: memberRef.extend(suspensionStateAnswer.shape).nullable(),
  /** The author's latest posts, replies and stories, newest first. */
  authorRecent: z.array(
    z.strictObject({ itemType: z.enum(REPORTABLE_TYPES), url: z.string(), excerpt: z.string(), createdAt: isoText }),
  ),
  /** Counted once per reporter; the reporters are never named. */
  reasons: z.array(z.strictObject({ reason: reportReason, count: z.number().int() })),
  notes: z.array(z.strictObject({ reason: reportReason, note: z.string(), createdAt: isoText })),
  /** What the author wrote back to the moderators about it, oldest first. */
  answers: z.array(z.strictObject({ text: z.string(), createdAt: isoText })),
  /** Held, or matched a crisis phrase when published. */
  crisisMatch: z.boolean(),
  claimedBy: memberRef.nullable(),
  openedAt: isoText,
});

/** An action that closed its case (dismiss, hide, restore, delete). */
export const resolvedCaseAnswer = z.strictObject({ resolved: z.literal(true) });

export const queueCountAnswer = z.strictObject({ open: z.number().int() });

/** One entry of the audit log. Nobody can change or remove one. */
export const auditEntryAnswer = z.strictObject({
  id: z.uuid(),
  moderator: z.string(),
  action: z.enum(MODERATION_ACTION_NAMES),
  itemType: z.enum(AUDITED_ITEM_TYPES).nullable(),
  itemId: z.uuid().nullable(),
  /** The member acted on (the item's author, or the suspended member). */
  member: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: isoText,
});

export type ModerationCaseView = z.output<typeof moderationCaseAnswer>;
export type QueueCount = z.output<typeof queueCountAnswer>;
export type AuditEntryView = z.output<typeof auditEntryAnswer>;
export type SuspensionState = z.output<typeof suspensionStateAnswer>;
