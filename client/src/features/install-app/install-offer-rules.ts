/**
 * When PawsWell offers to be installed: only when the browser can install it, from a person's
 * second visit, never on the first screen of a visit, never on /crisis (someone there needs help,
 * not an offer), and never again once they have said "Not now" or installed it.
 */
export const NO_OFFER_PATHS = ["/crisis"] as const;

export interface InstallOfferState {
  /** The browser has offered to install the site (beforeinstallprompt was caught). */
  canInstall: boolean;
  /** Visits so far, this one included (visits.ts). */
  visits: number;
  /** Screens seen this visit, this one included. */
  screensThisVisit: number;
  path: string;
  isDismissed: boolean;
  isInstalled: boolean;
}

export function isInstallOfferDue(state: InstallOfferState): boolean {
  return (
    state.canInstall &&
    !state.isDismissed &&
    !state.isInstalled &&
    state.visits >= 2 &&
    state.screensThisVisit >= 2 &&
    !(NO_OFFER_PATHS as readonly string[]).includes(state.path)
  );
}
