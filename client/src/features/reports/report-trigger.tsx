import { forwardRef, type ButtonHTMLAttributes } from "react";
import { cn } from "@/lib/text";

/**
 * The quiet "Report" text button beside an item's other actions: small and muted, so it is there
 * when someone needs it without drawing the eye from what people wrote.
 */
export const ReportTrigger = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(
  function ReportTrigger({ className, ...props }, ref) {
    return (
      <button
        ref={ref}
        type="button"
        className={cn(
          "inline-flex min-h-9 items-center rounded-md px-3 text-sm text-muted hover:bg-brand-50 hover:text-ink",
          className,
        )}
        {...props}
      >
        Report
      </button>
    );
  },
);
