/**
 * Field validators shared by every form and every route, so a message a person sees in the
 * browser is the same one the server sends back.
 */
import { z } from "zod";

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

/** One of a fixed list of values, with a message that names the field. */
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
} as const;
