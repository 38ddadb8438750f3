import { useEffect, useRef } from "react";

/**
 * Scrolls to the top of the page when `key` changes after the first render: for a screen that
 * swaps its whole content in place (a query parameter, not a new route), where the browser keeps
 * the old scroll position. Not on the first render, so an address with a #fragment still lands on it.
 */
export function useScrollToTopOnChange(key: string): void {
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    window.scrollTo({ top: 0 });
  }, [key]);
}
