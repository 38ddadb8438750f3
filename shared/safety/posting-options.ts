/**
 * What an author may choose when posting (docs/decisions.md#safety-first): content warnings, posting
 * as "A member", and keeping the page out of search engines. Each kind of item takes the ones it has.
 */
import { z } from "zod";
import { contentWarningsField } from "./content-warning-schemas";

const yesOrNo = (label: string) => z.boolean({ error: `${label} must be true or false` }).optional();

export const POSTING_OPTIONS = {
  contentWarnings: contentWarningsField.optional(),
  anonymous: yesOrNo("anonymous"),
  noindex: yesOrNo("noindex"),
};

/** Discussions and stories take all three. */
export const postOptions = z.object(POSTING_OPTIONS);
/** Photos have no name to leave off (the gallery shows the owner's), but may be kept out of search engines. */
export const photoOptions = z.object({
  contentWarnings: POSTING_OPTIONS.contentWarnings,
  noindex: POSTING_OPTIONS.noindex,
});
/** Replies and comments live on their item's page, so its noindex is theirs. */
export const replyOptions = z.object({
  contentWarnings: POSTING_OPTIONS.contentWarnings,
  anonymous: POSTING_OPTIONS.anonymous,
});

/** The option fields' names, so an edit can tell them from the text it keeps versions of. */
export const OPTION_FIELDS = Object.keys(POSTING_OPTIONS) as (keyof typeof POSTING_OPTIONS)[];
