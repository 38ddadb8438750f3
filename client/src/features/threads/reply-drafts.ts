/**
 * What a person has started writing in a reply box, kept per thread so that leaving the page (to
 * join, to log in, by a reload) does not lose it. Kept in sessionStorage: one browser tab only, and
 * gone when the tab closes, so on a shared computer the next person, in a new window, never finds
 * it. Within the tab, logging out or another account logging in clears every draft
 * (features/auth/session-store.ts): a guest's words pass only to the account that logs in next.
 */
import type { ThreadResource } from "./api";

const DRAFT_PREFIX = "pawswell:reply-draft:";

/** `pawswell:reply-draft:posts:12`: one draft per thread. */
export function replyDraftKey(resource: ThreadResource, itemId: string): string {
  return `${DRAFT_PREFIX}${resource}:${itemId}`;
}

/** The tab's storage, or null where there is none (server rendering, storage turned off). */
function draftStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The kept draft, or "" when there is none. */
export function readReplyDraft(key: string): string {
  try {
    return draftStorage()?.getItem(key) ?? "";
  } catch {
    return "";
  }
}

/** Keeps `text` as the draft; blank text removes it. A full storage only means the draft is not kept. */
export function saveReplyDraft(key: string, text: string): void {
  try {
    if (text.trim() === "") draftStorage()?.removeItem(key);
    else draftStorage()?.setItem(key, text);
  } catch {
    // Nothing to do: the words are still on the screen.
  }
}

export function clearReplyDraft(key: string): void {
  saveReplyDraft(key, "");
}

/** Forgets every thread's draft in this tab (logging out, or another account logging in). */
export function clearAllReplyDrafts(): void {
  const storage = draftStorage();
  if (!storage) return;
  try {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    keys
      .filter((key): key is string => key?.startsWith(DRAFT_PREFIX) ?? false)
      .forEach((key) => storage.removeItem(key));
  } catch {
    // A storage that cannot be read holds no drafts we could show.
  }
}
