import { forwardRef, type ButtonHTMLAttributes } from "react";

/** "Change what I see" beside a content warning: a quiet text button that opens the reader's choices. */
export const WarningSettingsTrigger = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(
  function WarningSettingsTrigger(props, ref) {
    return (
      <button
        ref={ref}
        type="button"
        className="inline-flex min-h-9 items-center rounded-md px-2 text-sm text-muted underline underline-offset-4 hover:text-ink"
        {...props}
      >
        Change what I see
      </button>
    );
  },
);
