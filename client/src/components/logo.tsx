import { PRODUCT_NAME } from "@shared/constants";

/** The paw mark and name. Decorative mark; the name is the accessible text. */
export function Logo({ className = "" }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-semibold text-brand-800 ${className}`}>
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
      <span className="text-xl">{PRODUCT_NAME}</span>
    </span>
  );
}
