/**
 * A member's own account settings beside sign-in (docs/features.md#your-account): how notices reach
 * them, "Take a break", whether their member page is shown; and the list of places they are signed
 * in. The shapes both sides read, and the one schema that validates a change on both.
 */
import { z } from "zod";
import { NOTIFICATION_DELIVERIES, type NotificationDelivery } from "./schema";

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

/** GET /api/account/sessions: one place the member is signed in. Never the session id itself. */
export interface SignedInSession {
  /** A SHA-256 of the session id (hex, 24 characters): names it for signing out, opens nothing. */
  id: string;
  device: string;
  /** ISO; accurate to about a minute (the store writes a session's expiry at most once a minute). */
  lastActiveAt: string;
  /** ISO; null for a session from before logins were timed. */
  signedInAt: string | null;
  /** True for the session this request came with. */
  current: boolean;
}

/** POST /api/account/sessions/sign-out-others. */
export interface SignedOutOthers {
  signedOut: number;
}
