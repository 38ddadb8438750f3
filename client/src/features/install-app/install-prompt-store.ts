/**
 * The browser's offer to install the site (its `beforeinstallprompt` event, held for the person's
 * own tap) and what this browser remembers about it: the visit count, the screens of this visit,
 * "Not now" and an install. A tiny store, like the toasts'; the app's shell reads it through
 * useIsInstallOfferDue and loads the offer itself only when it is due.
 */
import { useSyncExternalStore } from "react";
import { isInstallOfferDue } from "./install-offer-rules";
import { recordScreen, recordVisit } from "./visits";

export const DISMISSED_KEY = "pawswell.install-offer-dismissed";

/** Chromium's event: not in TypeScript's DOM types. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

interface PromptState {
  prompt: BeforeInstallPromptEvent | null;
  visits: number;
  screensThisVisit: number;
  isDismissed: boolean;
  isInstalled: boolean;
}

let state: PromptState = { prompt: null, visits: 0, screensThisVisit: 0, isDismissed: false, isInstalled: false };
const listeners = new Set<() => void>();

function update(next: Partial<PromptState>): void {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

/** Storage, or nothing where the browser refuses it (then no offer: it could not be remembered). */
function storages(): { local: Storage; session: Storage } | null {
  try {
    return { local: window.localStorage, session: window.sessionStorage };
  } catch {
    return null;
  }
}

/**
 * Starts listening for the browser's offer and counts this visit. Called once as the app starts
 * (main.tsx); the browser asks only once the service worker runs, which is after the page loaded.
 */
export function catchInstallPrompt(): void {
  const stored = storages();
  if (!stored) return;
  const isInstalled = window.matchMedia?.("(display-mode: standalone)").matches ?? false;
  update({
    visits: recordVisit(stored.local, stored.session),
    isDismissed: stored.local.getItem(DISMISSED_KEY) !== null,
    isInstalled,
  });
  window.addEventListener("beforeinstallprompt", (event) => {
    // Held for the person's own tap, instead of the browser's own mini-infobar.
    event.preventDefault();
    update({ prompt: event as BeforeInstallPromptEvent });
  });
  window.addEventListener("appinstalled", () => update({ prompt: null, isInstalled: true }));
}

/** Counts the screen at `path` as one of this visit's. */
export function noteScreen(path: string): void {
  const stored = storages();
  if (stored) update({ screensThisVisit: recordScreen(stored.session, path) });
}

/** "Not now": remembered in this browser, and the offer never comes back. */
export function dismissInstallOffer(): void {
  try {
    window.localStorage.setItem(DISMISSED_KEY, new Date().toISOString());
  } catch {
    // Not remembered: the offer still goes for this visit.
  }
  update({ isDismissed: true, prompt: null });
}

/** Shows the browser's own install dialog; a "no" there counts as "Not now". */
export async function installApp(): Promise<void> {
  const prompt = state.prompt;
  if (!prompt) return;
  update({ prompt: null });
  await prompt.prompt();
  const { outcome } = await prompt.userChoice;
  if (outcome === "dismissed") dismissInstallOffer();
  else update({ isInstalled: true });
}

export function useIsInstallOfferDue(path: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => isInstallOfferDue({ ...state, canInstall: state.prompt !== null, path }),
    () => false,
  );
}
