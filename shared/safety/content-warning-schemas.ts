/**
 * The zod schemas of content warnings (content-warnings.ts has the list and what it means): the
 * field every write that accepts warnings takes, and a reader's settings as the API checks them.
 */
import { z } from "zod";
import { optionValues } from "../constants";
import { CONTENT_WARNINGS, WARNING_MODES, type WarningSetting, type WarningSettings } from "./content-warnings";

/** The warnings field of every write that accepts them: a set from the fixed list. */
export const contentWarningsField = z
  .array(z.enum(optionValues(CONTENT_WARNINGS), { error: "Choose warnings from the list" }))
  .max(CONTENT_WARNINGS.length, "Choose warnings from the list")
  .transform((warnings) => [...new Set(warnings)]);

/** One reader's choice for one warning. */
export const warningSettingSchema = z.object({
  mode: z.enum(optionValues(WARNING_MODES), { error: "mode must be show, collapse or hide" }),
  until: z.iso.datetime({ error: "until must be an ISO date and time" }).nullable().default(null),
}) satisfies z.ZodType<WarningSetting, unknown>;

/** PUT /api/content-warning-settings. */
export const warningSettingsSchema = z.object({
  settings: z.partialRecord(z.enum(optionValues(CONTENT_WARNINGS)), warningSettingSchema),
}) satisfies z.ZodType<WarningSettings, unknown>;
