import type { ImgHTMLAttributes } from "react";
import { isSiteImagePath } from "@shared/fields";

interface ContentImageProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string;
  alt: string;
}

/**
 * The address to show for a picture of the site's own content, or null for none: only our stored
 * images (/objects/uploads/...). A picture still at an outside address (saved before images were
 * imported, and not yet run through `npm run images:import`) shows as the placeholder instead, so a
 * visitor's browser never contacts another site (docs/decisions.md#outside-images).
 */
export function shownImageUrl(url: string | null | undefined): string | null {
  const trimmed = url?.trim() ?? "";
  return isSiteImagePath(trimmed) ? trimmed : null;
}

/**
 * A picture of the site's own content (featured items, articles, resources, the member of the
 * month), served by this server: it loads only when scrolled near.
 */
export function ContentImage(props: ContentImageProps) {
  return <img loading="lazy" decoding="async" referrerPolicy="no-referrer" {...props} />;
}
