/**
 * Which country's helplines to show: the one the person picked last time (kept in this browser),
 * else the region of the browser's language ("en-GB" → GB), else none (the directory and the
 * emergency-number advice). Nothing is sent anywhere.
 */
import { useCallback, useSyncExternalStore } from "react";
import { countryFromLocale, isHelplineCountry, type HelplineCountry } from "@shared/safety/helplines";

export const HELPLINE_COUNTRY_KEY = "pawswell.helpline-country";
/** The picker's choice for "somewhere else": kept, so a later visit doesn't guess again. */
export const OTHER_COUNTRY = "other";
export type CountryChoice = HelplineCountry | typeof OTHER_COUNTRY;

const listeners = new Set<() => void>();
/** Only for a browser that refuses storage: the choice then lasts until the page is left. */
let unstoredChoice: CountryChoice | null = null;

function storedChoice(): CountryChoice | null {
  try {
    const stored = localStorage.getItem(HELPLINE_COUNTRY_KEY);
    return stored === OTHER_COUNTRY || isHelplineCountry(stored) ? stored : null;
  } catch {
    return unstoredChoice;
  }
}

function currentChoice(): CountryChoice {
  return storedChoice() ?? countryFromLocale(navigator.languages) ?? OTHER_COUNTRY;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The country to show lines for (null: somewhere we list none) and how to change it. */
export function useHelplineCountry(): {
  country: HelplineCountry | null;
  choice: CountryChoice;
  choose: (choice: CountryChoice) => void;
} {
  const choice = useSyncExternalStore<CountryChoice>(subscribe, currentChoice, () => OTHER_COUNTRY);
  const choose = useCallback((next: CountryChoice) => {
    try {
      localStorage.setItem(HELPLINE_COUNTRY_KEY, next);
    } catch {
      unstoredChoice = next;
    }
    listeners.forEach((listener) => listener());
  }, []);
  return { country: choice === OTHER_COUNTRY ? null : choice, choice, choose };
}
