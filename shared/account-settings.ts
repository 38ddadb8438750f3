/**
 * A member's own account settings beside sign-in (docs/features.md#your-account): how notices reach
 * them, "Take a break", whether their member page is shown. The choices both sides offer, and the
 * one schema that validates a change on both; the answers' shapes are in
 * contracts/account-settings.contract.ts and contracts/account-sessions.contract.ts.
 */
import { z } from "zod";
import { NOTIFICATION_DELIVERIES, type NotificationDelivery } from "./constants";

/** The lengths of a break a member can choose, and "off" to end one now. */
export const BREAK_CHOICES = ["1d", "1w", "until-turned-off", "off"] as const;
export type BreakChoice = (typeof BREAK_CHOICES)[number];

/** How long each timed break lasts. */
export const BREAK_LENGTH_MS: Record<"1d" | "1w", number> = {
  "1d": 24 * 60 * 60 * 1000,
  "1w": 7 * 24 * 60 * 60 * 1000,
};

/** The delivery choices with their labels, in the order the settings show them. */
export const NOTIFICATION_DELIVERY_OPTIONS: { value: NotificationDelivery; label: string; needsEmail: boolean }[] = [
  { value: "app", label: "In the app", needsEmail: false },
  { value: "email", label: "By email as it happens", needsEmail: true },
  { value: "digest", label: "A daily digest by email", needsEmail: true },
  { value: "none", label: "None", needsEmail: false },
];

/** The answer when a member who is not a moderator sends the moderators' mail choice. */
export const MODERATORS_ONLY_SETTING = "Only moderators choose mail about crisis holds.";

/** The answer when email delivery is asked for without a verified address. */
export const EMAIL_NEEDED_MESSAGE = "Add and verify an email address first.";

/** PATCH /api/account/settings: any of them, at least one (crisisAlertMail: moderators only). */
export const accountSettingsPatchSchema = z
  .strictObject({
    notificationDelivery: z.enum(NOTIFICATION_DELIVERIES, {
      error: `notificationDelivery must be one of ${NOTIFICATION_DELIVERIES.join(", ")}`,
    }),
    breakFor: z.enum(BREAK_CHOICES, { error: `breakFor must be one of ${BREAK_CHOICES.join(", ")}` }),
    memberPageShown: z.boolean({ error: "memberPageShown must be true or false" }),
    crisisAlertMail: z.boolean({ error: "crisisAlertMail must be true or false" }),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { message: "Send at least one setting to change" });
export type AccountSettingsPatch = z.infer<typeof accountSettingsPatchSchema>;
