import { useEffect } from "react";

/**
 * While `noindex` is true, the page asks search engines not to index it (an item whose author
 * asked, or in a sensitive category): a robots meta tag in the head, removed when the page goes.
 */
export function useRobotsNoindex(noindex: boolean): void {
  useEffect(() => {
    if (!noindex) return;
    const meta = document.createElement("meta");
    meta.name = "robots";
    meta.content = "noindex";
    document.head.appendChild(meta);
    return () => meta.remove();
  }, [noindex]);
}
