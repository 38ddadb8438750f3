/**
 * The server's processed copy of an upload, once it can be shown. The server re-encodes a new
 * upload in a short queue (server/services/image-processing.ts), so its thumbnail may answer 404
 * for a moment after the upload finished: the picture is tried again a few times, waiting longer
 * each time, and only named here once it has loaded. Until then the form shows the browser's copy.
 */
import { useEffect, useState } from "react";

/** Waits before each try: at once, then backing off to about six seconds (some 12 s in all). */
export const PROCESSED_PREVIEW_DELAYS_MS = [0, 300, 600, 1200, 2400, 4800] as const;

/** `src` once it has loaded in the browser; null before then, or when every try failed. */
export function useProcessedPreview(src: string | null): string | null {
  const [loaded, setLoaded] = useState<string | null>(null);

  useEffect(() => {
    if (!src) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = (tryNumber: number) => {
      const probe = new Image();
      probe.onload = () => {
        if (!stopped) setLoaded(src);
      };
      probe.onerror = () => {
        const wait = PROCESSED_PREVIEW_DELAYS_MS[tryNumber + 1];
        if (!stopped && wait !== undefined) timer = setTimeout(() => attempt(tryNumber + 1), wait);
      };
      // The server answers a missing thumbnail with no-store, so each try asks it again.
      probe.src = src;
    };
    attempt(0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [src]);

  return loaded === src ? loaded : null;
}
