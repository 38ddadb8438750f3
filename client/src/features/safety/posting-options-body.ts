/**
 * The posting options a create or edit call sends beside its text. Apart from the forms' fields
 * (posting-options-fields.ts): the calls are on every page that lists items, the forms' zod
 * schemas only in the dialogs.
 */
import type { ContentWarning } from "@shared/safety/content-warnings";

/** What a body may carry beside its text; each form sends the ones it offers. */
export interface PostingOptionsBody {
  contentWarnings?: ContentWarning[];
  anonymous?: boolean;
  noindex?: boolean;
}

/** The fields of `body` that are posting options, to pass on to a call that picks what it sends. */
export function postingOptionsOf(body: PostingOptionsBody): PostingOptionsBody {
  const { contentWarnings, anonymous, noindex } = body;
  return Object.fromEntries(
    Object.entries({ contentWarnings, anonymous, noindex }).filter(([, value]) => value !== undefined),
  ) as PostingOptionsBody;
}
