/**
 * The posting options every create and edit body may carry (issue 15: content warnings, posting
 * as "A member", keeping an item out of search engines), as the forms validate and send them.
 * Each form adds the ones it offers to its own shared schema.
 */
import { z } from "zod";
import { contentWarningsField, type ContentWarning } from "@shared/safety/content-warnings";

export const contentWarningsOption = { contentWarnings: contentWarningsField };
export const anonymousOption = { anonymous: z.boolean() };
export const noindexOption = { noindex: z.boolean() };

/** What a body may carry beside its text; each form sends the ones it offers. */
export interface PostingOptionsBody {
  contentWarnings?: ContentWarning[];
  anonymous?: boolean;
  noindex?: boolean;
}

/** A new item's options: no warnings, the author's name shown, open to search engines. */
export const NO_WARNINGS: ContentWarning[] = [];

/** The fields of `body` that are posting options, to pass on to a call that picks what it sends. */
export function postingOptionsOf(body: PostingOptionsBody): PostingOptionsBody {
  const { contentWarnings, anonymous, noindex } = body;
  return Object.fromEntries(
    Object.entries({ contentWarnings, anonymous, noindex }).filter(([, value]) => value !== undefined),
  ) as PostingOptionsBody;
}
