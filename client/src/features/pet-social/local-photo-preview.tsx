/**
 * The chosen photo, shown the moment it is chosen from the browser's own copy, before any byte
 * has reached the server. Drawn onto a canvas rather than given to an <img> as a blob: address:
 * the site's Content-Security-Policy lets pictures come from this server only (img-src 'self',
 * server/middleware/security-headers.ts), and it refuses blob: addresses, while a canvas asks for
 * no address at all. The decoded copy is scaled down to the preview's size and then released.
 */
import { useEffect, useRef } from "react";

/** Twice the preview's 160 px height, sharp on a high-density screen. */
const DRAWN_HEIGHT = 320;

export function LocalPhotoPreview({ file, label }: { file: File; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    // A browser too old to decode a file without an address shows the name alone until the server's copy.
    if (typeof createImageBitmap !== "function") return;
    let stopped = false;
    createImageBitmap(file, { resizeHeight: DRAWN_HEIGHT, resizeQuality: "medium" })
      .then((picture) => {
        const target = canvas.current;
        if (!stopped && target) {
          target.width = picture.width;
          target.height = picture.height;
          target.getContext("2d")?.drawImage(picture, 0, 0);
        }
        picture.close();
      })
      // A file the browser cannot decode (the server judges it too): the name stays, the picture waits for the server.
      .catch(() => undefined);
    return () => {
      stopped = true;
    };
  }, [file]);

  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label={label}
      width={480}
      height={360}
      className="mt-2 h-40 w-auto max-w-full rounded-lg object-cover"
    />
  );
}
