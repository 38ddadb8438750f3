/**
 * Text inputs, text areas and native selects with one look; invalid fields turn red via
 * aria-invalid. Each takes back what was typed into it before the app had taken a rendered page
 * over (lib/early-typing.ts).
 */
import { forwardRef, type InputHTMLAttributes, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { useEarlyTyping } from "@/lib/early-typing";
import { cn } from "@/lib/text";
import type { Option } from "@shared/constants";

const fieldClasses =
  "block w-full rounded-lg border border-muted/40 bg-white px-3 py-2 text-base text-ink placeholder:text-muted " +
  // The site-wide focus outline (index.css), as on every other control, plus a darker border.
  "focus:border-brand-600 " +
  "disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-red-700";

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...props },
  ref,
) {
  return (
    <input
      ref={useEarlyTyping(ref)}
      className={cn(fieldClasses, "min-h-11 read-only:bg-brand-50", className)}
      {...props}
    />
  );
});

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea(
  { className, rows = 5, ...props },
  ref,
) {
  return (
    <textarea
      ref={useEarlyTyping(ref)}
      rows={rows}
      className={cn(fieldClasses, "read-only:bg-brand-50", className)}
      {...props}
    />
  );
});

export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function Select(
  { className, ...props },
  ref,
) {
  return <select ref={useEarlyTyping(ref)} className={cn(fieldClasses, "min-h-11", className)} {...props} />;
});

/** The <option>s of a select: one per value, showing its label. */
export function OptionItems({ options }: { options: readonly Option[] | undefined }) {
  return (
    <>
      {options?.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
