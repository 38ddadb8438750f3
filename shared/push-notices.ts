/**
 * Push notices on a member's devices (Web Push): which kinds a member may choose today, their
 * quiet hours, and the one schema each write is checked with on both sides. The answers' shapes are
 * in contracts/push-notices.contract.ts.
 */
import { z } from "zod";
import { PUSH_KINDS, type PushKind } from "./constants";

/**
 * The kinds a member can choose today, in the order settings shows them, with their labels: the one
 * list both sides read. A kind whose feature does not exist yet ("messages", "meetings") joins it
 * when that feature does.
 */
export const PUSH_KIND_OPTIONS: { value: PushKind; label: string }[] = [
  { value: "replies", label: "Replies to what you wrote" },
  { value: "moderation", label: "Notes from the moderators" },
];
export const OFFERED_PUSH_KINDS = PUSH_KIND_OPTIONS.map((option) => option.value);

/** The devices one member may have push notices on; a new one past it replaces their oldest. */
export const PUSH_SUBSCRIPTIONS_PER_MEMBER = 10;

/** A time of day as a time input gives it, "22:00". */
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "22:30" → minutes after midnight (1350). */
export function minutesOfTime(time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return hours! * 60 + minutes!;
}

/** Minutes after midnight → "22:30". */
export function timeOfMinutes(minutes: number): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** Whether `timeZone` is an IANA zone this runtime knows ("Europe/Dublin"). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Base64url of a P-256 public key as an uncompressed point (65 bytes, starting 0x04: "B"). */
const P256_POINT = /^B[A-Za-z0-9_-]{86}=?$/;
/** Base64url of a 16-byte auth secret. */
const AUTH_SECRET = /^[A-Za-z0-9_-]{22}(==)?$/;

/** Push services' addresses are https; plain http only to this machine, which tests' receivers use. */
const LOCAL_HTTP = /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//;

/** POST /api/push/subscriptions: the browser's PushSubscription as its toJSON() gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string({ error: "endpoint must be the push service's address" })
    .max(2000, "endpoint must be at most 2,000 characters")
    .refine((value) => value.startsWith("https://") || LOCAL_HTTP.test(value), "endpoint must be an https address")
    .refine((value) => URL.canParse(value), "endpoint must be the push service's address"),
  // Browsers send expirationTime too (null): accepted and not kept.
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: z
        .string({ error: "keys.p256dh must be the browser's public key" })
        .regex(P256_POINT, "keys.p256dh must be a P-256 public key (65 bytes, base64url)"),
      auth: z
        .string({ error: "keys.auth must be the browser's auth secret" })
        .regex(AUTH_SECRET, "keys.auth must be a 16-byte auth secret (base64url)"),
    },
    { error: "keys must hold p256dh and auth" },
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions: the device's endpoint. */
export const pushUnsubscribeSchema = z.strictObject({
  endpoint: z.string({ error: "endpoint must be the push service's address" }).min(1).max(2000),
});

const timeOfDay = (field: string) =>
  z.string({ error: `${field} must be a time like 22:00` }).regex(TIME_PATTERN, `${field} must be a time like 22:00`);

/** Quiet hours as the API reads and answers them: from start to end, crossing midnight when end is earlier. */
export const quietHoursSchema = z
  .strictObject({ start: timeOfDay("quietHours.start"), end: timeOfDay("quietHours.end") })
  .refine((hours) => hours.start !== hours.end, {
    path: ["end"],
    message: "quietHours.end must differ from quietHours.start",
  });
export type QuietHours = z.infer<typeof quietHoursSchema>;

/** PUT /api/push/preferences: every choice at once. */
export const pushPreferencesSchema = z.strictObject({
  kinds: z
    .array(
      z.enum(OFFERED_PUSH_KINDS as [PushKind, ...PushKind[]], {
        error: `kinds may hold ${OFFERED_PUSH_KINDS.join(", ")}`,
      }),
    )
    .max(PUSH_KINDS.length),
  quietHours: quietHoursSchema.nullable(),
  timeZone: z
    .string({ error: "timeZone must be a time zone like Europe/Dublin" })
    .max(100)
    .refine(isKnownTimeZone, "timeZone must be a time zone like Europe/Dublin"),
});
export type PushPreferences = z.infer<typeof pushPreferencesSchema>;

/** What the service worker shows for one notice (client/src/service-worker reads it). */
export interface PushPayload {
  title: string;
  body: string;
  /** The page a tap opens, on this site ("/community/<id>#reply-<id>"). */
  url: string;
  /** Notices with the same tag replace each other on the device. */
  tag?: string;
}
