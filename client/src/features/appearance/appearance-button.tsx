/** The footer's "Appearance" button, drawn the same before and after its dialog's code has loaded. */
import { forwardRef, type ButtonHTMLAttributes } from "react";

export const AppearanceButton = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(
  function AppearanceButton(props, ref) {
    return (
      <button
        ref={ref}
        type="button"
        className="inline-flex min-h-6 items-center text-brand-800 underline decoration-brand-200 underline-offset-2 hover:decoration-brand-800"
        {...props}
      >
        Appearance
      </button>
    );
  },
);
