/**
 * Push notices: the server sends `{ title, body, url, tag? }` (the push helper's payload); the
 * worker shows it, and a tap brings PawsWell forward at `url` (an open tab if there is one).
 * A notice with the same `tag` replaces the one before, so repeats fold into one.
 */
import { workerScope } from "./worker-scope";

export interface PushNotice {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

export const NOTICE_ICON = "/icons/icon-192.png";

/** The notice in a push message's data, or null when it is not one (never shown half-made). */
export function pushNoticeOf(data: unknown): PushNotice | null {
  if (typeof data !== "object" || data === null) return null;
  const { title, body, url, tag } = data as Record<string, unknown>;
  if (typeof title !== "string" || typeof body !== "string" || typeof url !== "string") return null;
  if (tag !== undefined && typeof tag !== "string") return null;
  return { title, body, url, ...(tag === undefined ? {} : { tag }) };
}

/** The address a tap opens: `url` on this site only (a notice never opens somewhere else). */
export function siteAddressOf(url: unknown, origin: string): string {
  try {
    const address = new URL(typeof url === "string" ? url : "/", origin);
    return address.origin === origin ? address.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

function readData(event: PushEvent): unknown {
  try {
    return event.data?.json();
  } catch {
    return null;
  }
}

async function openOrFocus(address: string): Promise<void> {
  const windows = await workerScope.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === workerScope.location.origin);
  if (open) {
    const focused = await open.focus();
    await focused.navigate(address);
    return;
  }
  await workerScope.clients.openWindow(address);
}

export function showPushNotices(): void {
  workerScope.addEventListener("push", (event) => {
    const notice = pushNoticeOf(readData(event));
    if (!notice) return;
    event.waitUntil(
      workerScope.registration.showNotification(notice.title, {
        body: notice.body,
        icon: NOTICE_ICON,
        badge: NOTICE_ICON,
        data: { url: notice.url },
        ...(notice.tag ? { tag: notice.tag } : {}),
      }),
    );
  });
  workerScope.addEventListener("notificationclick", (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    event.waitUntil(openOrFocus(siteAddressOf(data?.url, workerScope.location.origin)));
  });
}
