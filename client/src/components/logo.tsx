import { PRODUCT_NAME } from "@shared/constants";
import { cn } from "@/lib/text";

interface LogoProps {
  className?: string;
  /** Where the name shows: the header hides it on the narrowest phones to keep "Get help now" in the bar. */
  nameClassName?: string;
}

/** The paw mark and name. Decorative mark; the name is the accessible text. */
export function Logo({ className = "", nameClassName }: LogoProps) {
  return (
    <span className={cn("inline-flex items-center gap-2 font-semibold text-brand-800", className)}>
      <svg aria-hidden viewBox="0 0 64 64" width="32" height="32" className="shrink-0">
        <circle cx="32" cy="32" r="32" fill="#0f5f58" />
        <g fill="#fdfcf8">
          <ellipse cx="32" cy="40" rx="11" ry="9" />
          <circle cx="19" cy="27" r="5" />
          <circle cx="27" cy="19" r="5" />
          <circle cx="37" cy="19" r="5" />
          <circle cx="45" cy="27" r="5" />
        </g>
      </svg>
      <span className={cn("text-xl", nameClassName)}>{PRODUCT_NAME}</span>
    </span>
  );
}
