/**
 * The posting options every create and edit body may carry (issue 15: content warnings, posting
 * as "A member", keeping an item out of search engines), as the forms validate and send them.
 * Each form adds the ones it offers to its own shared schema; posting-options-body.ts has what
 * the calls send.
 */
import { z } from "zod";
import { contentWarningsField } from "@shared/safety/content-warning-schemas";
import type { ContentWarning } from "@shared/safety/content-warnings";

export const contentWarningsOption = { contentWarnings: contentWarningsField };
export const anonymousOption = { anonymous: z.boolean() };
export const noindexOption = { noindex: z.boolean() };

/** A new item's options: no warnings, the author's name shown, open to search engines. */
export const NO_WARNINGS: ContentWarning[] = [];
