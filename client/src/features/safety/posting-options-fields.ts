/**
 * The posting options every create and edit body may carry (docs/safety.md#safety-on-a-bad-day:
 * content warnings, posting as "A member", keeping an item out of search engines), as the forms
 * validate and send them. Each form adds the ones it offers to its own shared schema;
 * posting-options-body.ts has what the calls send.
 */
import type { ContentWarning } from "@shared/safety/content-warnings";
import { POSTING_OPTIONS } from "@shared/safety/posting-options";

// The shared fields (shared/safety/posting-options.ts), required here: a form always has a value for each.
export const contentWarningsOption = { contentWarnings: POSTING_OPTIONS.contentWarnings.unwrap() };
export const anonymousOption = { anonymous: POSTING_OPTIONS.anonymous.unwrap() };
export const noindexOption = { noindex: POSTING_OPTIONS.noindex.unwrap() };

/** A new item's options: no warnings, the author's name shown, open to search engines. */
export const NO_WARNINGS: ContentWarning[] = [];
