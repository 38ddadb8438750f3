/**
 * Who is logged in, as the browser knows it: the stored user (localStorage "user") and
 * the current user once the server has confirmed the session. A tiny store any component reads.
 */
import type { SessionUser } from "@shared/api";
import { clearAllReplyDrafts } from "@/features/threads/reply-drafts";
import { endServerSession, validateSession } from "./api";
import { ApiError } from "@/lib/api";

export const STORED_USER_KEY = "user";

export interface SessionState {
  user: SessionUser | null;
  /** True while a stored user is being checked with the server. */
  isChecking: boolean;
}

/**
 * How a change is to be shown. A person's own log in or out is shown at once. The stored user,
 * checked with the server as the app starts, is "restored": shown once React has taken over every
 * part of a server-rendered page it reaches, so a screen whose code is still on its way is never
 * drawn again (session-provider.tsx).
 */
export type SessionChange = "at-once" | "restored";

/** Nobody is logged in: a visitor, or a member before their stored session is checked. */
export const SIGNED_OUT: SessionState = { user: null, isChecking: false };

let state: SessionState = SIGNED_OUT;
/** The page was drawn for the current member: their session was confirmed by its request. */
let isConfirmedByRender = false;
const listeners = new Set<(change: SessionChange) => void>();

function setState(next: SessionState, change: SessionChange): void {
  state = next;
  listeners.forEach((listener) => listener(change));
}

export function subscribe(listener: (change: SessionChange) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSessionState(): SessionState {
  return state;
}

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.id === "string" && typeof candidate.username === "string";
}

/** The stored user, or null; anything unreadable is removed. */
export function readStoredUser(): SessionUser | null {
  const text = localStorage.getItem(STORED_USER_KEY);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (isSessionUser(value)) return { id: value.id, username: value.username };
  } catch {
    // Falls through to removal.
  }
  localStorage.removeItem(STORED_USER_KEY);
  return null;
}

/**
 * Forgets the words left in reply boxes: on a shared computer they must never reach the next
 * account. A guest's draft is kept for the first account that logs in (they joined to post it).
 */
function forgetOtherPeoplesDrafts(nextUserId: string | null): void {
  const previous = readStoredUser();
  if (nextUserId === null || (previous !== null && previous.id !== nextUserId)) clearAllReplyDrafts();
}

/** Remembers a user the server has just logged in, and makes them current. */
export function rememberLogin(user: SessionUser): void {
  remember(user, "at-once");
}

function remember(user: SessionUser, change: SessionChange): void {
  storeUser(user);
  setState({ user, isChecking: false }, change);
}

/** Keeps `user` as this browser's stored user, forgetting another person's drafts. */
function storeUser(user: SessionUser): void {
  forgetOtherPeoplesDrafts(user.id);
  localStorage.setItem(STORED_USER_KEY, JSON.stringify({ id: user.id, username: user.username }));
}

/** Forgets the user locally at once, then ends the server session (a failure there changes nothing here). */
export async function logOut(): Promise<void> {
  forgetOtherPeoplesDrafts(null);
  localStorage.removeItem(STORED_USER_KEY);
  setState(SIGNED_OUT, "at-once");
  await endServerSession().catch(() => undefined);
}

/**
 * The member a server-rendered page was drawn for (its session, confirmed by that very request):
 * current from the start, so the browser's first render matches the server's and no check is
 * needed. Called before the app takes the page over (main.tsx). A page drawn signed out changes
 * nothing: a stored user is then checked as usual.
 */
export function adoptRenderedSession(user: SessionUser): void {
  storeUser(user);
  state = { user, isChecking: false };
  isConfirmedByRender = true;
}

/**
 * Checks a stored user's session with the server: on success the server's user becomes current; a
 * refusal removes the stored user and the drafts of the session it ended. When the server cannot
 * answer (no network, a page opened offline from the service worker's copies, the server failing),
 * nothing is known to have ended: the stored member stays current, with their drafts, and the next
 * page that reaches the server checks again. A member the page was drawn for needs no check.
 */
/** The server's own answer that the session is not valid (401, 403, 404), not a failure to answer. */
function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status < 500;
}

export async function validateStoredSession(): Promise<void> {
  if (isConfirmedByRender) return;
  const stored = readStoredUser();
  if (!stored) {
    setState(SIGNED_OUT, "restored");
    return;
  }
  setState({ user: null, isChecking: true }, "restored");
  try {
    const { user } = await validateSession(stored.id);
    remember(user, "restored");
  } catch (error) {
    if (!isRefusal(error)) {
      setState({ user: stored, isChecking: false }, "restored");
      return;
    }
    // Whoever sits here next is a guest: the ended session's drafts are not theirs.
    forgetOtherPeoplesDrafts(null);
    localStorage.removeItem(STORED_USER_KEY);
    setState(SIGNED_OUT, "restored");
  }
}
