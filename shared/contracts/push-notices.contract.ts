/**
 * /api/push: push notices on a member's devices (Web Push). The server's public key for a browser to
 * subscribe with, each device's subscription, and the member's choices: which kinds, quiet hours
 * and the time zone they are read in.
 */
import { z } from "zod";
import { PUSH_KINDS } from "../constants";
import { pushPreferencesSchema, pushSubscriptionSchema, pushUnsubscribeSchema } from "../push-notices";
import { defineRoute, type WireAnswer } from "./route-contract";

/** The member's choices as the API answers them; the time zone is null until their browser first sends it. */
export const pushPreferencesAnswer = z.strictObject({
  kinds: z.array(z.enum(PUSH_KINDS)),
  quietHours: z.strictObject({ start: z.string(), end: z.string() }).nullable(),
  timeZone: z.string().nullable(),
  /** How many of the member's devices have push notices on. */
  devices: z.number().int().min(0),
});

export const pushNoticesContract = {
  key: defineRoute({
    method: "GET",
    path: "/api/push/key",
    summary: "The server's VAPID public key, which a browser subscribes to push notices with",
    access: "public",
    status: 200,
    answer: z.strictObject({ publicKey: z.string() }),
  }),
  subscribe: defineRoute({
    method: "POST",
    path: "/api/push/subscriptions",
    summary:
      "Turns push notices on for this device (its browser's subscription); a device another member had moves here",
    access: "member",
    body: pushSubscriptionSchema,
    status: 201,
    answer: z.strictObject({ devices: z.number().int().min(1) }),
  }),
  unsubscribe: defineRoute({
    method: "DELETE",
    path: "/api/push/subscriptions",
    summary: "Turns push notices off for this device (the member's own subscription; 204 whether or not it was there)",
    access: "member",
    body: pushUnsubscribeSchema,
    status: 204,
    answer: null,
  }),
  preferences: defineRoute({
    method: "GET",
    path: "/api/push/preferences",
    summary: "The member's push choices: which kinds, quiet hours and their time zone",
    access: "member",
    status: 200,
    answer: pushPreferencesAnswer,
  }),
  updatePreferences: defineRoute({
    method: "PUT",
    path: "/api/push/preferences",
    summary: "Replaces the member's push choices and answers them as stored",
    access: "member",
    body: pushPreferencesSchema,
    status: 200,
    answer: pushPreferencesAnswer,
  }),
};

/** The member's push choices as the client reads them. */
export type PushPreferencesView = WireAnswer<typeof pushNoticesContract.preferences>;
