import { useEffect } from "react";
import { startScrollRestoration } from "./scroll-restoration-controller";

/**
 * Mounted once in the app shell: each new page starts at its top (or its #fragment), Back and
 * Forward return to where the reader was, and focus moves to <main> when the screen changes
 * (scroll-restoration-controller.ts). Renders nothing and touches the browser only in its effect,
 * so it is safe in server-side rendering.
 */
export function ScrollRestoration(): null {
  useEffect(() => startScrollRestoration(), []);
  return null;
}
