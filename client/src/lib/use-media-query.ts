import { useSyncExternalStore } from "react";

/**
 * Whether the window matches a CSS media query (`(min-width: 640px)`), kept up to date as it
 * resizes. The server, and a server-rendered page's first render in the browser, use
 * `serverValue`, so the page hydrates as it was drawn; React then renders with the browser's answer.
 */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener("change", onChange);
      return () => list?.removeEventListener("change", onChange);
    },
    () => window.matchMedia?.(query).matches ?? serverValue,
    () => serverValue,
  );
}
