/**
 * Live updates (docs/decisions.md#live-updates): one EventSource per tab for every part of the page
 * that listens, opened only while something does. A member's stream carries their unread count; a
 * thread page's also carries the thread's new replies. When what the page listens to changes, the
 * stream is reopened where the last one left off, so nothing is missed or repeated.
 */
import { useEffect, useRef } from "react";
import type { LiveEvent } from "@shared/api";

export interface LiveSubscription {
  /** "post:<id>", "story:<id>" or "photo:<id>": the thread to follow. */
  thread?: string;
  /** The logged-in member's id: their own events come on the stream their session opens. */
  memberId?: string;
  onEvent: (event: LiveEvent) => void;
  /** The stream missed too much to replay: reload what the page shows. */
  onResync?: () => void;
}

const LIVE_EVENT_TYPES = ["reply", "notifications"] as const;
const subscriptions = new Set<LiveSubscription>();
let source: EventSource | undefined;
let sourceUrl: string | undefined;
let lastEventId: string | undefined;
let isReconcileQueued = false;

/** The stream URL the current subscriptions need, or undefined for none. */
function wantedUrl(): string | undefined {
  const all = [...subscriptions];
  // The newest page part's thread wins: a page follows one thread at a time.
  const thread = all.findLast((subscription) => subscription.thread)?.thread;
  const memberId = all.find((subscription) => subscription.memberId)?.memberId;
  if (!thread && !memberId) return undefined;
  const params = new URLSearchParams();
  if (thread) params.set("thread", thread);
  // Changes with the member, so logging in or out reopens the stream with the new session.
  if (memberId) params.set("member", memberId);
  return `/api/live?${params}`;
}

function dispatch(event: MessageEvent<string>): void {
  if (event.lastEventId) lastEventId = event.lastEventId;
  if (event.type === "ready") return;
  if (event.type === "resync") {
    subscriptions.forEach((subscription) => subscription.onResync?.());
    return;
  }
  const payload = JSON.parse(event.data) as LiveEvent;
  subscriptions.forEach((subscription) => subscription.onEvent(payload));
}

function reconcile(): void {
  isReconcileQueued = false;
  const url = wantedUrl();
  if (url === sourceUrl) return;
  source?.close();
  source = undefined;
  sourceUrl = url;
  if (!url || typeof EventSource === "undefined") return;
  const resume = lastEventId ? `&lastEventId=${encodeURIComponent(lastEventId)}` : "";
  source = new EventSource(`${url}${resume}`);
  for (const type of [...LIVE_EVENT_TYPES, "ready", "resync"]) source.addEventListener(type, dispatch);
}

/** Batches the changes of one render into one reopen. */
function queueReconcile(): void {
  if (isReconcileQueued) return;
  isReconcileQueued = true;
  queueMicrotask(reconcile);
}

/** Listens while mounted; the handlers may change on every render without reopening the stream. */
export function useLiveEvents({ thread, memberId, onEvent, onResync }: LiveSubscription): void {
  const handlers = useRef({ onEvent, onResync });
  handlers.current = { onEvent, onResync };
  useEffect(() => {
    const subscription: LiveSubscription = {
      thread,
      memberId,
      onEvent: (event) => handlers.current.onEvent(event),
      onResync: () => handlers.current.onResync?.(),
    };
    subscriptions.add(subscription);
    queueReconcile();
    return () => {
      subscriptions.delete(subscription);
      queueReconcile();
    };
  }, [thread, memberId]);
}
