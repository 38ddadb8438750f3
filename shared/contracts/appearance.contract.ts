/** /api/account/appearance: the signed-in member's theme and text size (shared/appearance.ts). */
import { z } from "zod";
import { appearanceSchema } from "../appearance";
import { TEXT_SIZES, THEMES } from "../constants";
import { defineRoute, type WireAnswer } from "./route-contract";

/** The member's choices as the API answers them. */
export const appearanceAnswer = z.strictObject({
  theme: z.enum(THEMES),
  textSize: z.enum(TEXT_SIZES),
});

export const appearanceContract = {
  get: defineRoute({
    method: "GET",
    path: "/api/account/appearance",
    summary: "The signed-in member's theme and text size (the defaults until they choose)",
    access: "member",
    status: 200,
    answer: appearanceAnswer,
  }),
  save: defineRoute({
    method: "PUT",
    path: "/api/account/appearance",
    summary: "Saves the member's theme and text size, both at once, and answers them",
    access: "member",
    body: appearanceSchema,
    status: 200,
    answer: appearanceAnswer,
  }),
};

/** The member's choices as the client reads them. */
export type AppearanceView = WireAnswer<typeof appearanceContract.get>;
