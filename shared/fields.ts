/**
 * Field validators shared by every form and every route, so a message a person sees in the
 * browser is the same one the server sends back.
 */
import { z } from "zod";
import { hasNoBidiControls } from "./names";
import { SITE_IMAGE_PATH } from "./site-image-path";

/** A required piece of text: trimmed, not blank, at most `max` characters. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** Optional text that may be empty; stored as typed (trimmed). */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
}

/** A required name (author, owner, pet, group): requiredText without bidirectional-control characters. */
export function nameText(label: string, max: number) {
  return requiredText(label, max).refine(hasNoBidiControls, `${label} must not contain text-direction characters`);
}

/** An optional name: optionalText without bidirectional-control characters. */
export function optionalNameText(label: string, max: number) {
  return optionalText(label, max).refine(hasNoBidiControls, `${label} must not contain text-direction characters`);
}

/**
 * A choice a person makes from a list in a form (a category, a type): missing or unknown, it asks
 * "Choose a category" rather than listing internal values (nor, to a member, the admin-only ones).
 */
export function choiceOf<V extends string>(noun: string, values: readonly [V, ...V[]]) {
  const article = /^[aeiou]/i.test(noun) ? "an" : "a";
  return z.enum(values, { error: `Choose ${article} ${noun}` });
}

/** One of a fixed list of values (a query parameter, an API field), with a message that names the field and its values. */
export function oneOf<V extends string>(label: string, values: readonly [V, ...V[]]) {
  return z.enum(values, { error: `${label} must be one of: ${values.join(", ")}` });
}

/** An absolute http(s) URL, or the empty string when the field was left blank. */
export function optionalUrl(label: string) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(2048, `${label} must be at most 2048 characters`)
    .refine(
      (value) => value === "" || isHttpUrl(value),
      `${label} must be a web address starting with http:// or https://`,
    );
}

/**
 * What a saved image field must hold once images are ours: nothing, or the path of an upload
 * (docs/decisions.md#site-images).
 */
export const SITE_IMAGE_OUTSIDE_MESSAGE = "Upload the image or import it first";
export const IMAGE_ALT_MAX = 300;
export const IMAGE_ALT_REQUIRED_MESSAGE = "Please describe the image (alt text) for people who cannot see it";

/** An image field of the site's own content: empty, or an upload's path (an outside address must be imported first). */
export function siteImageUrl() {
  return z
    .string({ error: "Image must be text" })
    .trim()
    .max(2048, SITE_IMAGE_OUTSIDE_MESSAGE)
    .refine((value) => value === "" || SITE_IMAGE_PATH.test(value), SITE_IMAGE_OUTSIDE_MESSAGE);
}

/** An image's alt text: what it shows, for people who cannot see it. Required while there is an image. */
export function imageAltText() {
  return optionalText("Alt text", IMAGE_ALT_MAX);
}

/**
 * An image needs its alt text: a new item with an image must describe it, and an edit that sets an
 * image must send its description with it (the admin form sends the two together), and cannot empty
 * the description alone while an image may stay.
 */
export function requireImageAlt<S extends z.ZodType<{ imageUrl?: string | null; imageAlt?: string }>>(
  schema: S,
  mode: "create" | "edit",
): S {
  return schema.superRefine((value, context) => {
    const hasImage = typeof value.imageUrl === "string" && value.imageUrl !== "";
    const missing = !value.imageAlt?.trim();
    const emptiedAlone = mode === "edit" && value.imageUrl === undefined && value.imageAlt !== undefined && missing;
    if ((hasImage && missing) || emptiedAlone)
      context.addIssue({ code: "custom", path: ["imageAlt"], message: IMAGE_ALT_REQUIRED_MESSAGE });
  });
}

// A calendar day, optionally with a time that names its offset (Z or ±hh:mm): a time without one would
// mean whatever the server's time zone is. A day alone is midnight UTC, as JavaScript reads it.
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;
/** The range a date may fall in: older is a typo, and PostgreSQL's text form fails past year 9999. */
export const EARLIEST_DATE = new Date("1900-01-01T00:00:00.000Z");
export const LATEST_DATE = new Date("9999-12-31T23:59:59.999Z");

/** True for an ISO 8601 day or date-time whose day exists (2026-02-30 does not). */
function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const calendarDay = new Date(Date.UTC(year, month - 1, day));
  return (
    calendarDay.getUTCFullYear() === year &&
    calendarDay.getUTCMonth() === month - 1 &&
    calendarDay.getUTCDate() === day &&
    !Number.isNaN(Date.parse(value))
  );
}

/**
 * A date sent as an ISO 8601 string (2026-03-01 or 2026-03-01T09:30:00Z), parsed to a Date between
 * the years 1900 and 9999. Anything else (true, "1", a number, 2026-02-30) is refused naming `label`.
 */
export function isoDate(label: string) {
  const required = `${label} is required`;
  const format = `${label} must be a date such as 2026-03-01`;
  return z
    .string({ error: (issue) => (issue.input === undefined ? required : format) })
    .trim()
    .min(1, required)
    .refine(isIsoDate, format)
    .transform((value) => new Date(value))
    .refine((date) => date >= EARLIEST_DATE && date <= LATEST_DATE, `${label} must be between the years 1900 and 9999`);
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** Limits on text length, one place for every entity. */
export const TEXT_LIMITS = {
  title: 200,
  name: 100,
  shortText: 200,
  excerpt: 500,
  description: 5000,
  content: 20000,
  reply: 5000,
} as const;
