/**
 * A checkbox with its label beside it, an optional hint under the label and an error under both,
 * wired to the box by aria-describedby and aria-invalid (as FormField wires a text field).
 */
import type { ChangeEvent, ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { describedByIds } from "./form-field";

/** The box's own look, for a group of boxes laid out by hand (content warnings). */
export const CHECKBOX_CLASSES = "mt-0.5 h-5 w-5 shrink-0 rounded border-muted/60 accent-brand-700";

interface ControlledBox {
  checked: boolean;
  disabled?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

interface CheckboxFieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** The box as `form.register(...)` wires it, or held by its owner (a choice saved at once). */
  field: UseFormRegisterReturn | ControlledBox;
}

export function CheckboxField({ id, label, hint, error, field }: CheckboxFieldProps) {
  const { hintId, errorId, describedBy } = describedByIds(id, Boolean(hint), Boolean(error));
  return (
    <div className="grid gap-1.5">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className={CHECKBOX_CLASSES}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...field}
        />
        <div className="grid gap-0.5">
          <label htmlFor={id} className="text-sm text-ink">
            {label}
          </label>
          {hint && (
            <p id={hintId} className="text-sm text-muted">
              {hint}
            </p>
          )}
        </div>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
