import type { HTMLAttributes } from "react";
import { cn } from "@/lib/text";

type Variant = "soft" | "strong";

const variants: Record<Variant, string> = {
  // A category, type or kind: quiet, so the title stays the first thing read.
  soft: "bg-brand-100 font-medium text-brand-900",
  // A state that should catch the eye ("New").
  strong: "bg-brand-700 font-semibold text-white",
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: Variant;
}

/** A small rounded label beside a card's title: its category, type or state. */
export function Badge({ variant = "soft", className, ...props }: BadgeProps) {
  return <span className={cn("rounded-full px-2.5 py-0.5 text-xs", variants[variant], className)} {...props} />;
}
