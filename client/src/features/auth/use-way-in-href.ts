/**
 * Links into the way in (/login, /signup) that bring the person back here afterwards:
 * `/signup?next=%2Fcommunity%2F12`. The return is same-site only (shared/return-path.ts).
 */
import { useLocation, useSearch } from "wouter";
import { returnPathFromSearch, wayInHref } from "@shared/return-path";
import { useBrowserValue } from "@/lib/use-browser-value";

type WayIn = "/login" | "/signup";

const readHash = () => window.location.hash;

/**
 * The way in from the page shown. `hash` names where on this page to come back to (the reply box);
 * without it the address's own #fragment is kept once the browser has it (the server never sees it).
 */
export function useWayInHref(wayIn: WayIn, hash?: string): string {
  const [path] = useLocation();
  const search = useSearch();
  const shownHash = useBrowserValue(readHash, "");
  const query = search === "" ? "" : `?${search.replace(/^\?/, "")}`;
  return wayInHref(wayIn, `${path}${query}${hash ?? shownHash}`);
}

/**
 * On /login and /signup: the other one, carrying on the way back this page was given, and where to
 * go once the person is in ("/" when none was given or it was not safe).
 */
export function useOnwardWayIn(other: WayIn): { otherHref: string; returnPath: string } {
  const returnPath = returnPathFromSearch(useSearch());
  return { otherHref: wayInHref(other, returnPath), returnPath };
}
