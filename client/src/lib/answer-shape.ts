/**
 * What the client reads of an API answer where a field may be missing: an older server during a
 * rolling deploy, an answer in the spec's shape (no counts), or one odd row. Each field a screen
 * computes with (a count it formats, a list it filters) is checked here, once, and given a calm
 * default when it is missing or of another type; the other fields pass as the server sent them, and
 * a screen that cannot draw one is caught by its section's boundary (components/section-boundary.tsx).
 * Hand-written rather than zod: this runs in the first download, and zod would double its script.
 */
import type { ReactionSummary } from "@shared/contracts/reactions.contract";
import { REACTION_KINDS, type ReactionKind } from "@shared/constants";

/** Reads one field of a row: the value as sent when it is usable, else its default. */
export type FieldReader = (value: unknown) => unknown;

/** The fields of a row to check or default, by name. */
export type AnswerShape = Readonly<Record<string, FieldReader>>;

/** A number of things (replies, participants, reactions): 0 unless a whole number of at least 0. */
export const count: FieldReader = (value) => (Number.isInteger(value) && (value as number) >= 0 ? value : 0);

/** A list of words (content warnings): its strings, or none. */
export const textList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === "string") : [];

const isReactionKind = (value: string): value is ReactionKind => REACTION_KINDS.some((kind) => kind.value === value);

/** An item's reactions: each kind's count (0 when missing) and the reader's own choices. */
export const reactionSummary = (value: unknown): ReactionSummary => {
  const summary = isRecord(value) ? value : {};
  const counts = isRecord(summary.counts) ? summary.counts : {};
  return {
    counts: Object.fromEntries(REACTION_KINDS.map(({ value: kind }) => [kind, count(counts[kind])])) as Record<
      ReactionKind,
      number
    >,
    mine: textList(summary.mine).filter(isReactionKind),
  };
};

/** An item with a thread (a discussion, story or photo) in a list: its comments and its warnings. */
export const LISTED_ITEM_SHAPE: AnswerShape = { replies: count, contentWarnings: textList };

/** A reply in a thread: its warnings and its reactions. */
export const REPLY_SHAPE: AnswerShape = { contentWarnings: textList, reactions: reactionSummary };

/** An item's own page (a discussion, story or photo): as listed, with its reactions. */
export const ITEM_PAGE_SHAPE: AnswerShape = { ...LISTED_ITEM_SHAPE, reactions: reactionSummary };

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * `row` with each field of `shape` read by its reader; null when it is not a row at all (not an
 * object with a string id), which no card can show. The cast is the point of the function: the
 * fields screens compute with are now as `T` says, and the rest are the server's own.
 */
export function readRow<T>(row: unknown, shape: AnswerShape = {}): T | null {
  if (!isRecord(row) || typeof row.id !== "string") return null;
  const read: Record<string, unknown> = { ...row };
  for (const [field, reader] of Object.entries(shape)) read[field] = reader(row[field]);
  return read as T;
}
