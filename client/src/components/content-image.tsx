import type { ImgHTMLAttributes } from "react";

interface ContentImageProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string;
  alt: string;
}

/**
 * A picture whose address a moderator typed in (featured items, blog posts): it may be on another
 * site (https only, see the img-src note in docs/decisions.md). It loads only when scrolled near,
 * and the other site is sent no Referer, so it learns nothing of the page it is shown on.
 */
export function ContentImage(props: ContentImageProps) {
  return <img loading="lazy" decoding="async" referrerPolicy="no-referrer" {...props} />;
}
