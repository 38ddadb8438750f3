/** A labelled set of checkboxes over an option list; ticking adds the value, unticking removes it. */
import type { Option } from "@shared/constants";

interface CheckboxGroupProps {
  name: string;
  options: readonly Option[];
  value: string[];
  onChange: (next: string[]) => void;
}

export function CheckboxGroup({ name, options, value, onChange }: CheckboxGroupProps) {
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      {options.map((option) => {
        const id = `${name}-${option.value}`;
        return (
          <label key={option.value} htmlFor={id} className="flex min-h-9 items-center gap-2 text-ink">
            <input
              id={id}
              type="checkbox"
              className="h-4 w-4 accent-brand-700"
              checked={value.includes(option.value)}
              onChange={(event) =>
                onChange(event.target.checked ? [...value, option.value] : value.filter((v) => v !== option.value))
              }
            />
            {option.label}
          </label>
        );
      })}
    </div>
  );
}
