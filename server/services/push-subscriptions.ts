/**
 * Turning push notices on and off for a device, and the member's push choices (settings: "Notices on
 * this device"). A subscription's keys are checked as a push would use them, so a bad one is a 400
 * now rather than a notice that can never be encrypted.
 */
import crypto from "node:crypto";
import type { PushPreferencesView } from "@shared/contracts/push-notices.contract";
import {
  PUSH_SUBSCRIPTIONS_PER_MEMBER,
  minutesOfTime,
  timeOfMinutes,
  type PushPreferences,
  type PushSubscriptionInput,
} from "@shared/push-notices";
import type { Database } from "../db";
import { badRequest, unauthorized } from "../lib/http-error";
import { pushPreferencesRepository, type StoredPushPreferences } from "../repositories/push-preferences.repository";
import { pushSubscriptionsRepository } from "../repositories/push-subscriptions.repository";
import { inTransaction } from "../repositories/transaction";

/** Whether `key` is a point on P-256 (node:crypto refuses one that is not). */
function isP256Point(key: string): boolean {
  try {
    crypto.ECDH.convertKey(Buffer.from(key, "base64url"), "prime256v1");
    return true;
  } catch {
    return false;
  }
}

function toView(stored: StoredPushPreferences, devices: number): PushPreferencesView {
  const { quietHoursStart: start, quietHoursEnd: end } = stored;
  return {
    kinds: stored.pushKinds,
    quietHours: start === null || end === null ? null : { start: timeOfMinutes(start), end: timeOfMinutes(end) },
    timeZone: stored.timeZone,
    devices,
  };
}

/**
 * `userId`'s push choices and how many devices have push on (settings, and their data export, which
 * counts devices rather than listing their endpoints: an endpoint is a push service's address for
 * one browser, meaningless to read and a way to reach that browser for whoever holds it).
 */
export async function pushChoicesOf(db: Database, userId: string): Promise<PushPreferencesView | undefined> {
  const stored = await pushPreferencesRepository(db).find(userId);
  return stored && toView(stored, await pushSubscriptionsRepository(db).countFor(userId));
}

/** The push settings service over `db`; `isProduction` refuses push services on plain http. */
export function pushSubscriptionsService(db: Database, options: { isProduction: boolean }) {
  return {
    /** Keeps this device's subscription for `userId`; answers how many devices they have. */
    async subscribe(userId: string, subscription: PushSubscriptionInput): Promise<{ devices: number }> {
      if (options.isProduction && !subscription.endpoint.startsWith("https://"))
        throw badRequest("endpoint must be an https address");
      if (!isP256Point(subscription.keys.p256dh)) throw badRequest("keys.p256dh must be a point on P-256");
      const devices = await inTransaction(db, (tx) =>
        pushSubscriptionsRepository(tx).keep(
          userId,
          {
            endpoint: subscription.endpoint,
            p256dh: subscription.keys.p256dh.replace(/=+$/, ""),
            auth: subscription.keys.auth.replace(/=+$/, ""),
          },
          PUSH_SUBSCRIPTIONS_PER_MEMBER,
        ),
      );
      return { devices };
    },

    /** Forgets `userId`'s subscription at `endpoint`; nothing happens when it is not theirs or not there. */
    async unsubscribe(userId: string, endpoint: string): Promise<void> {
      await pushSubscriptionsRepository(db).removeOwn(userId, endpoint);
    },

    async preferences(userId: string): Promise<PushPreferencesView> {
      const choices = await pushChoicesOf(db, userId);
      if (!choices) throw unauthorized();
      return choices;
    },

    async replacePreferences(userId: string, preferences: PushPreferences): Promise<PushPreferencesView> {
      const stored = await pushPreferencesRepository(db).replace(userId, {
        pushKinds: [...new Set(preferences.kinds)],
        quietHoursStart: preferences.quietHours ? minutesOfTime(preferences.quietHours.start) : null,
        quietHoursEnd: preferences.quietHours ? minutesOfTime(preferences.quietHours.end) : null,
        timeZone: preferences.timeZone,
      });
      if (!stored) throw unauthorized();
      return toView(stored, await pushSubscriptionsRepository(db).countFor(userId));
    },
  };
}
