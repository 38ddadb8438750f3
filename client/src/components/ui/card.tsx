import type { HTMLAttributes } from "react";
import { cn } from "@/lib/text";

type Padding = "none" | "md" | "lg";

const paddings: Record<Padding, string> = { none: "", md: "p-5", lg: "p-6" };

/**
 * The class names of a card: a white, softly bordered box. For elements that are not a `Card`
 * (a link that looks like a card, a loading placeholder shaped like one).
 */
export function cardClasses(padding: Padding = "md", extra?: string): string {
  return cn("rounded-xl border border-brand-100 bg-white shadow-sm", paddings[padding], extra);
}

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** `article` for an item of a list (the default), `section` for a titled box on a page, `div` otherwise. */
  as?: "article" | "section" | "div";
  /** `none` for cards whose picture runs to the edges. */
  padding?: Padding;
}

/** A card: one item of a list, or one titled box on a page. */
export function Card({ as: Element = "article", padding, className, ...props }: CardProps) {
  return <Element className={cardClasses(padding, className)} {...props} />;
}
