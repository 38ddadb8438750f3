/**
 * Reports, the moderation queue, its actions, suspensions and the audit log (docs/decisions.md#safety-first):
 * the values both sides know and the shapes the API sends. Dates arrive as ISO strings in JSON.
 */
import { formatCount } from "../format-count";
import { z } from "zod";
import { optionValues, type Option } from "../constants";
import { TEXT_LIMITS } from "../fields";
import { REPORTABLE_KINDS, type ReportableKind } from "../item-kinds";
import { contentWarningsField } from "./content-warning-schemas";

/** Everything a person can report: the registry's reportable kinds (shared/item-kinds.ts). */
export const REPORTABLE_TYPES = REPORTABLE_KINDS;
export type ReportableType = ReportableKind;

/**
 * Everything the audit log can name: what members report, and the site's own content that
 * moderators write and edit in /admin.
 */
export const AUDITED_ITEM_TYPES = [
  ...REPORTABLE_TYPES,
  "featured",
  "blog",
  "resource",
  "category",
  "member-of-the-month",
  "hero",
  // A Contact Us message a moderator marked handled or deleted (shared/contact.ts).
  "contact-message",
] as const;
export type AuditedItemType = (typeof AUDITED_ITEM_TYPES)[number];

export const REPORT_REASONS = [
  { value: "at-risk", label: "Someone may be at risk" },
  { value: "harassment", label: "Harassment or bullying" },
  { value: "spam", label: "Spam or advertising" },
  { value: "harmful", label: "Harmful or graphic" },
  { value: "misinformation", label: "Misinformation" },
  { value: "other", label: "Something else" },
] as const satisfies readonly Option[];
export type ReportReason = (typeof REPORT_REASONS)[number]["value"];

export const REPORT_NOTE_MAX = 1000;

/** "post, reply, story or group". */
function spokenList(words: readonly string[]): string {
  return words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} or ${words.at(-1)}`;
}

/** POST /api/reports (members and guests). Answers 200 `{ received: true }`, the first time and every time after. */
export const reportBodySchema = z.object({
  itemType: z.enum(REPORTABLE_TYPES, { error: `itemType must be ${spokenList(REPORTABLE_TYPES)}` }),
  itemId: z.uuid("itemId must be an item's id"),
  reason: z.enum(optionValues(REPORT_REASONS), { error: "Choose a reason from the list" }),
  note: z
    .string({ error: "Note must be text" })
    .trim()
    .max(REPORT_NOTE_MAX, `Note must be at most ${formatCount(REPORT_NOTE_MAX)} characters`)
    .optional()
    .transform((note) => note || undefined),
});
export type ReportBody = z.infer<typeof reportBodySchema>;

/** The longest answer an author may write to the moderators. */
export const MODERATOR_ANSWER_MAX = REPORT_NOTE_MAX;

/**
 * POST /api/reports/answers (the item's member author only): an answer to the moderators about
 * their own item, which only moderators read, in its queue case.
 */
export const moderatorAnswerBodySchema = z.object({
  itemType: z.enum(REPORTABLE_TYPES, { error: `itemType must be ${spokenList(REPORTABLE_TYPES)}` }),
  itemId: z.uuid("itemId must be an item's id"),
  text: z
    .string({ error: "Your answer must be text" })
    .trim()
    .min(1, "Write your answer first")
    .max(MODERATOR_ANSWER_MAX, `Your answer must be at most ${formatCount(MODERATOR_ANSWER_MAX)} characters`),
});
export type ModeratorAnswerBody = z.infer<typeof moderatorAnswerBodySchema>;

/**
 * Why an item is in the queue, most urgent first: a crisis post held before publishing, then a
 * person who may be at risk (an "at risk" report, or a published post that matched a crisis
 * phrase and gets a check-in), then everything else reported.
 */
export const CASE_PRIORITIES = ["held", "at-risk", "reported"] as const;
export type CasePriority = (typeof CASE_PRIORITIES)[number];

/** The suspension lengths a moderator picks from, in the order offered, as the form labels them. */
export const SUSPENSION_CHOICES = [
  { days: 1, label: "1 day" },
  { days: 7, label: "7 days" },
  { days: 30, label: "30 days" },
  { days: null, label: "Until lifted" },
] as const;

/** The timed lengths in days (the one other choice, null, is "until lifted"). */
const TIMED_SUSPENSION_DAYS = SUSPENSION_CHOICES.flatMap(({ days }) => (days === null ? [] : [days]));

/**
 * POST /api/moderation/cases/:id/actions (moderators). `dismiss` closes the case and leaves the item
 * as it is; `restore` shows a hidden item again, or publishes a held one, and closes the case;
 * `hide` and `delete` close it too. `warn`, `lock` and `note` leave it open for a further action.
 * Every action needs a reason for the audit log, except a note, whose message is its reason.
 */
const reason = z
  .string({ error: "Reason must be text" })
  .trim()
  .min(1, "Say why, for the audit log")
  .max(TEXT_LIMITS.excerpt, `Reason must be at most ${TEXT_LIMITS.excerpt} characters`);
export const moderationActionSchema = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("dismiss"), reason }),
    z.object({ action: z.literal("hide"), reason }),
    z.object({ action: z.literal("restore"), reason }),
    z.object({ action: z.literal("delete"), reason }),
    z.object({ action: z.literal("lock"), reason }),
    z.object({ action: z.literal("warn"), reason, contentWarnings: contentWarningsField }),
    z.object({
      action: z.literal("note"),
      message: z
        .string({ error: "Message must be text" })
        .trim()
        .min(1, "Write the note")
        .max(REPORT_NOTE_MAX, `Message must be at most ${formatCount(REPORT_NOTE_MAX)} characters`),
    }),
  ],
  { error: "action must be dismiss, hide, restore, delete, lock, warn or note" },
);
export type ModerationAction = z.infer<typeof moderationActionSchema>;
/** The queue's actions, and what is done outside it: suspensions, claiming a case, edits, publishing and the newsletter. */
export const MODERATION_ACTION_NAMES = [
  ...moderationActionSchema.options.map((option) => option.shape.action.value),
  "suspend",
  "lift-suspension",
  "claim",
  "edit",
  // Drafts and scheduling (shared/publication.ts): a moderator's or the scheduler's publishing, and a schedule set.
  "publish",
  "schedule",
  // The newsletter (server/services/newsletter*.ts): an issue sent to its subscribers.
  "send-newsletter",
  // Contact Us: a message read and dealt with.
  "handle-contact-message",
] as const;
export type ModerationActionName = (typeof MODERATION_ACTION_NAMES)[number];

/** POST /api/moderation/members/:id/suspension (moderators): one of SUSPENSION_CHOICES' days (null: until lifted). */
export const suspensionBodySchema = z.object({
  days: z.union([z.literal(TIMED_SUSPENSION_DAYS), z.null()], {
    error: `days must be ${TIMED_SUSPENSION_DAYS.join(", ")} or null`,
  }),
  reason,
});
export type SuspensionBody = z.infer<typeof suspensionBodySchema>;

/** POST /api/moderation/members/:id/suspension/lift (moderators). */
export const liftSuspensionBodySchema = z.object({ reason });

/** The text of an item as it was reported or held (title and content; a photo's name and caption). */
export type ItemSnapshot = Record<string, string | null>;

/** The answers of /api/moderation (a queue case, its count, an audit entry, a suspension), by their schemas. */
export type { AuditEntryView, ModerationCaseView, QueueCount, SuspensionState } from "../contracts/moderation-answers";

/** What a suspended member is told when they try to write. */
export function suspendedMessage(until: Date | null): string {
  return until
    ? `Your account can read but not post until ${until.toUTCString().replace(/:\d\d GMT$/, " GMT")}`
    : "Your account can read but not post until a moderator lifts the suspension";
}
