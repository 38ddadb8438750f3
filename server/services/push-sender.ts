/**
 * Hands one notice to a browser's push service (RFC 8030): encrypted for that browser (RFC 8291,
 * aes128gcm) and signed with the server's VAPID key (RFC 8292), both by web-push's
 * generateRequestDetails. The request itself is sent with fetch rather than web-push's
 * sendNotification, which only speaks https: the tests' push receiver listens on 127.0.0.1 over
 * plain http, and subscriptions in production are https only (push-subscriptions.ts).
 */
import webPush from "web-push";
import type { PushPayload } from "@shared/push-notices";
import type { VapidKeys } from "../lib/vapid-keys";
import type { StoredPushSubscription } from "../repositories/push-subscriptions.repository";

/** How long a push service keeps a notice for a device that is off: a reply a day late is still news, later it is noise. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** How long one push service may take to answer. */
const SEND_TIMEOUT_MS = 15_000;

/** What the push service said: taken, or the subscription is gone for good (404, 410). */
export type PushOutcome = "sent" | "expired";

export interface PushSender {
  /** Sends `payload` to `subscription`; throws when it should be tried again later. */
  send(subscription: StoredPushSubscription, payload: PushPayload): Promise<PushOutcome>;
}

/** A sender signing with `keys`, naming `subject` as the contact push services may write to. */
export function pushSender(options: { keys: VapidKeys; subject: string }): PushSender {
  const { keys } = options;
  return {
    async send(subscription, payload) {
      const request = webPush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: { subject: options.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: PUSH_TTL_SECONDS,
          urgency: "normal",
          contentEncoding: "aes128gcm",
        },
      );
      // fetch counts the body's length itself.
      const { "Content-Length": _length, ...headers } = request.headers as Record<string, string>;
      const answer = await fetch(request.endpoint, {
        method: request.method,
        headers,
        body: new Uint8Array(request.body),
        redirect: "error",
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await answer.body?.cancel();
      if (answer.status === 404 || answer.status === 410) return "expired";
      if (!answer.ok) throw new Error(`The push service answered ${answer.status}`);
      return "sent";
    },
  };
}
