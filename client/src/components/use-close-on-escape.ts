import { useEffect, type RefObject } from "react";

/**
 * While `isOpen`, Escape anywhere on the page calls `close` and puts the focus back on `returnTo`
 * (the button that opened the panel), so a keyboard user is never left on a control that vanished.
 */
export function useCloseOnEscape(isOpen: boolean, close: () => void, returnTo: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      close();
      returnTo.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [isOpen, close, returnTo]);
}
