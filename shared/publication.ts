/**
 * Drafts and scheduling (docs/decisions.md#drafts-and-scheduling): a blog article or a featured
 * item is a draft (only /admin sees it), scheduled (it publishes itself at `publishAt`, once,
 * whichever server process gets there first) or published. The public sees published ones only. The
 * hero can be scheduled to become the active hero the same way (`activateAt`).
 * docs/decisions.md#drafts-and-scheduling.
 */
import { z } from "zod";
import type { Option } from "./constants";

export const PUBLICATION_STATUSES = ["draft", "scheduled", "published"] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

/** The statuses as /admin's filter and badges name them. */
export const PUBLICATION_STATUS_OPTIONS = [
  { value: "draft", label: "Draft" },
  { value: "scheduled", label: "Scheduled" },
  { value: "published", label: "Published" },
] as const satisfies readonly Option[];

export const SCHEDULE_IN_PAST_MESSAGE = "Choose a time in the future";
export const SCHEDULE_MISSING_MESSAGE = "Choose when to publish it";
export const SCHEDULE_WITHOUT_STATUS_MESSAGE = 'Send status "scheduled" with a publish time';
/** A published item stays published: its date and address are the ones readers know. */
export const ALREADY_PUBLISHED_MESSAGE = "This is already published; edit it, or delete it to take it down";

/**
 * A date and time: an ISO timestamp (the API), or a date-time input's local "2026-05-01T09:30"
 * read in the browser's own time zone (the form, which sends the ISO form on). Empty is none.
 */
export const dateTimeField = (label: string) =>
  z
    .string({ error: `${label} must be a date and time` })
    .trim()
    .max(40, `${label} must be a date and time`)
    .refine((text) => text === "" || !Number.isNaN(Date.parse(text)), `${label} must be a date and time`)
    .transform((text) => (text === "" ? undefined : new Date(text)));

/** `status` and, when scheduled, `publishAt`: how a write says when the item is published. */
export const publicationFields = z.object({
  status: z.enum(PUBLICATION_STATUSES, { error: "status must be draft, scheduled or published" }).optional(),
  publishAt: dateTimeField("Publish time").optional(),
});

/** Why `value` cannot be scheduled, as a message for its `publishAt` field; undefined when it can. */
export function scheduleProblem(
  value: { status?: PublicationStatus; publishAt?: Date | undefined },
  now = Date.now(),
): string | undefined {
  // A time alone changes nothing: it belongs to a schedule.
  if (value.status === undefined && value.publishAt !== undefined) return SCHEDULE_WITHOUT_STATUS_MESSAGE;
  if (value.status !== "scheduled") return undefined;
  if (value.publishAt === undefined) return SCHEDULE_MISSING_MESSAGE;
  // A time that is not one already has its own message (the refinement runs all the same).
  if (!(value.publishAt instanceof Date)) return undefined;
  return value.publishAt.getTime() <= now ? SCHEDULE_IN_PAST_MESSAGE : undefined;
}

/** A refinement for a schema with publicationFields: a schedule needs a time, in the future. */
export function checkSchedule(
  value: { status?: PublicationStatus; publishAt?: Date | undefined },
  context: z.RefinementCtx,
): void {
  const problem = scheduleProblem(value);
  if (problem) context.addIssue({ code: "custom", path: ["publishAt"], message: problem });
}

/** The publication an item is stored with: the column values for `status` and `publishAt`. */
export function publicationColumns(value: { status?: PublicationStatus; publishAt?: Date | undefined }): {
  status: PublicationStatus;
  publishAt: Date | null;
} {
  const status = value.status ?? "published";
  return { status, publishAt: status === "scheduled" ? value.publishAt! : null };
}

/** PUT /api/hero-content/:id and POST: an optional time the hero becomes the active one. */
export const heroScheduleFields = z.object({ activateAt: dateTimeField("Activation time").nullish() });

/** A refinement for the hero: a time to become active must be in the future. */
export function checkActivation(value: { activateAt?: Date | null | undefined }, context: z.RefinementCtx): void {
  if (value.activateAt instanceof Date && value.activateAt.getTime() <= Date.now())
    context.addIssue({ code: "custom", path: ["activateAt"], message: SCHEDULE_IN_PAST_MESSAGE });
}

/** What the scheduler did in one run. */
export interface PublishReport {
  blog: number;
  featured: number;
  hero: number;
}
