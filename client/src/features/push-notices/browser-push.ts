/**
 * The browser's side of push notices: whether this browser can show them, whether the person
 * allowed it, and this device's subscription (made through the service worker's PushManager). The
 * service worker may not be there yet (it registers after the page loads, and a browser without one
 * never gets ready): every wait for it is bounded, and answers NotReadyError.
 */
import type { PushSubscriptionInput } from "@shared/push-notices";

/** How long to wait for the service worker before saying it is not ready. */
export const SERVICE_WORKER_WAIT_MS = 8_000;

/** What this browser allows: push unsupported, blocked by the person, not asked yet, or allowed. */
export type PushPermission = "unsupported" | "denied" | "default" | "granted";

/** The service worker did not become ready in time. */
export class NotReadyError extends Error {
  constructor() {
    super("The service worker is not ready");
    this.name = "NotReadyError";
  }
}

/** The person did not allow notices when asked. */
export class NotAllowedError extends Error {
  constructor() {
    super("Notifications were not allowed");
    this.name = "NotAllowedError";
  }
}

export function pushPermission(): PushPermission {
  if (
    typeof window === "undefined" ||
    !("serviceWorker" in navigator) ||
    !("PushManager" in window) ||
    !("Notification" in window)
  )
    return "unsupported";
  return Notification.permission;
}

async function readyRegistration(waitMs: number): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NotReadyError()), waitMs);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** This device's subscription, if it has one. */
export async function currentSubscription(waitMs = SERVICE_WORKER_WAIT_MS): Promise<PushSubscription | null> {
  return (await readyRegistration(waitMs)).pushManager.getSubscription();
}

/** A key as base64url → the bytes applicationServerKey takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The subscription as the API takes it (PushSubscription.toJSON()). */
export function subscriptionInput(subscription: PushSubscription): PushSubscriptionInput {
  const { endpoint, keys } = subscription.toJSON();
  return { endpoint: endpoint ?? "", keys: { p256dh: keys?.p256dh ?? "", auth: keys?.auth ?? "" } };
}

/** Asks the person (once), then subscribes this device with the server's key. */
export async function subscribeThisDevice(
  publicKey: string,
  waitMs = SERVICE_WORKER_WAIT_MS,
): Promise<PushSubscription> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") throw new NotAllowedError();
  const registration = await readyRegistration(waitMs);
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
}

/** The time zone this browser is in ("Europe/Dublin"), which quiet hours are read in. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}
