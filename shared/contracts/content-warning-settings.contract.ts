/**
 * /api/content-warning-settings: what the signed-in member chose to do with each content warning
 * (show, collapse or hide, for a while or for good). Guests keep the same shape in their browser.
 */
import { z } from "zod";
import { optionValues } from "../constants";
import { warningSettingsSchema } from "../safety/content-warning-schemas";
import { CONTENT_WARNINGS, WARNING_MODES } from "../safety/content-warnings";
import { defineRoute, type WireAnswer } from "./route-contract";

/**
 * The member's choices keyed by warning; a warning they never chose for is absent (the default
 * applies). `until` is an ISO 8601 string on the server too, not `isoDate`: the repository hands
 * the choices over in the one shape search, recommendations and guests' browsers share.
 */
export const warningSettingsAnswer = z.strictObject({
  settings: z.partialRecord(
    z.enum(optionValues(CONTENT_WARNINGS)),
    z.strictObject({ mode: z.enum(optionValues(WARNING_MODES)), until: z.iso.datetime({ offset: true }).nullable() }),
  ),
});

export const contentWarningSettingsContract = {
  get: defineRoute({
    method: "GET",
    path: "/api/content-warning-settings",
    summary: "The signed-in member's choice for each content warning",
    access: "member",
    status: 200,
    answer: warningSettingsAnswer,
  }),
  replace: defineRoute({
    method: "PUT",
    path: "/api/content-warning-settings",
    summary: "Replaces every choice of the member's at once and answers what was stored",
    access: "member",
    body: warningSettingsSchema,
    status: 200,
    answer: warningSettingsAnswer,
  }),
};

/** The member's choices as the client reads them (the shape guests keep in their browser too). */
export type WarningSettingsView = WireAnswer<typeof contentWarningSettingsContract.get>;
