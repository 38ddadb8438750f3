/** /api/account/settings: the signed-in member's notification choice, a break, and whether their member page is shown. */
import { z } from "zod";
import { accountSettingsPatchSchema, EMAIL_NEEDED_MESSAGE, MODERATORS_ONLY_SETTING } from "../account-settings";
import { NOTIFICATION_DELIVERIES } from "../constants";
import { isoDate } from "./fields";
import { defineRoute, type WireAnswer } from "./route-contract";

/** The member's settings as the API answers them. */
export const accountSettingsAnswer = z.strictObject({
  notificationDelivery: z.enum(NOTIFICATION_DELIVERIES),
  /** Null when the member is not on a break; otherwise when it ends, null inside for a break until they turn it off. */
  onBreak: z.strictObject({ until: isoDate.nullable() }).nullable(),
  memberPageShown: z.boolean(),
  hasVerifiedEmail: z.boolean(),
  /** Moderators only (null for members): also mail them at once when the crisis screening holds an item. */
  crisisAlertMail: z.boolean().nullable(),
});

/** The settings as the server's service makes them (a break's end as a Date). */
export type AccountSettings = z.output<typeof accountSettingsAnswer>;

export const accountSettingsContract = {
  get: defineRoute({
    method: "GET",
    path: "/api/account/settings",
    summary: "The signed-in member's notification delivery, break and member-page settings",
    access: "member",
    status: 200,
    answer: accountSettingsAnswer,
  }),
  update: defineRoute({
    method: "PATCH",
    path: "/api/account/settings",
    summary: "Changes any of the member's settings (at least one) and answers them as they now are",
    access: "member",
    body: accountSettingsPatchSchema,
    status: 200,
    answer: accountSettingsAnswer,
    errors: { 400: EMAIL_NEEDED_MESSAGE, 403: MODERATORS_ONLY_SETTING },
  }),
};

/** The member's settings as the client reads them. */
export type AccountSettingsView = WireAnswer<typeof accountSettingsContract.get>;
