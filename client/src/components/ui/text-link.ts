import { cn } from "@/lib/text";

/**
 * The class names of a link, or a button that reads as one, standing on its own rather than inside
 * a sentence: a card's title, "All stories", "Read Full Story", "Comment". It is at least 24 × 24 px
 * to press (WCAG 2.2 target size, 2.5.8) with its words centred on that height; `extra` adds the
 * look (colour, weight, underline). A link inside running text needs none of this.
 */
export function textLinkClasses(extra?: string): string {
  return cn("inline-flex min-h-6 min-w-6 items-center rounded underline-offset-4", extra);
}
