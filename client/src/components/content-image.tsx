import type { ImgHTMLAttributes } from "react";
import { isSiteImagePath } from "@shared/site-image-path";
import { illustrationPath, type IllustrationName } from "@shared/illustrations";

interface ContentImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt"> {
  /** The item's picture, as saved (shownImageUrl decides whether it is shown). */
  src: string | null | undefined;
  /** Describes the item's own picture; an illustration is decoration and always gets alt="". */
  alt: string;
  /** Drawn in its place when the item has no picture we can show (lib/illustrations.ts chooses it); else nothing. */
  illustration?: IllustrationName;
}

/**
 * The address to show for a picture of the site's own content, or null for none: only our stored
 * images (/objects/uploads/...). A picture still at an outside address (saved before images were
 * imported, and not yet run through `npm run images:import`) shows as our illustration instead, so a
 * visitor's browser never contacts another site (docs/decisions.md#outside-images).
 */
export function shownImageUrl(url: string | null | undefined): string | null {
  const trimmed = url?.trim() ?? "";
  return isSiteImagePath(trimmed) ? trimmed : null;
}

/**
 * A picture of the site's own content (featured items, articles, resources, the member of the
 * month...), served by this server, or our illustration where it has none: it loads only when
 * scrolled near (a picture above the fold passes loading="eager"). The caller gives width and
 * height, so the page does not move when it arrives.
 */
export function ContentImage({ src, alt, illustration, ...props }: ContentImageProps) {
  const imageUrl = shownImageUrl(src);
  if (imageUrl)
    return <img loading="lazy" decoding="async" referrerPolicy="no-referrer" {...props} src={imageUrl} alt={alt} />;
  if (!illustration) return null;
  return (
    <img
      loading="lazy"
      decoding="async"
      {...props}
      src={illustrationPath(illustration)}
      alt=""
      data-illustration={illustration}
    />
  );
}
