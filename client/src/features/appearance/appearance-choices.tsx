/**
 * The two choices, as radio groups: the theme (this device's, light, dark) and the text size, with
 * a line of sample text that shows the size in use. Each change applies at once.
 */
import { useId, useState } from "react";
import { TEXT_SIZE_OPTIONS, THEME_OPTIONS, type Appearance } from "@shared/appearance";
import { useAppearance } from "./appearance-store";
import { useChooseAppearance } from "./use-choose-appearance";

interface RadioGroupProps<V extends string> {
  legend: string;
  name: string;
  options: { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}

function RadioGroup<V extends string>({ legend, name, options, value, onChange }: RadioGroupProps<V>) {
  return (
    <fieldset>
      <legend className="font-medium text-ink">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-5">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 cursor-pointer items-center gap-2 text-ink">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="h-5 w-5 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** `onSaved` hears what was just kept, for a status line ("Saved."). */
export function AppearanceChoices({ onSaved }: { onSaved?: (message: string) => void }) {
  const appearance = useAppearance();
  const { choose, isSignedIn } = useChooseAppearance();
  const [pending, setPending] = useState<Appearance | null>(null);
  const name = useId();
  const shown = pending ?? appearance;

  const change = async (next: Appearance) => {
    setPending(next);
    const isKept = await choose(next);
    setPending(null);
    if (isKept) onSaved?.(isSignedIn ? "Saved to your account." : "Saved in this browser.");
  };

  return (
    <div className="mt-4 space-y-4">
      <RadioGroup
        legend="Theme"
        name={`${name}-theme`}
        options={THEME_OPTIONS}
        value={shown.theme}
        onChange={(theme) => void change({ ...shown, theme })}
      />
      <RadioGroup
        legend="Text size"
        name={`${name}-text-size`}
        options={TEXT_SIZE_OPTIONS}
        value={shown.textSize}
        onChange={(textSize) => void change({ ...shown, textSize })}
      />
      <p className="rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-ink">
        A slow walk with a patient dog can make a long day feel lighter.
      </p>
    </div>
  );
}
