import { HELPLINE_COUNTRIES } from "@shared/safety/helplines";
import { Select } from "@/components/ui/input";
import { OTHER_COUNTRY, type CountryChoice } from "./use-helpline-country";

interface CountryPickerProps {
  id: string;
  choice: CountryChoice;
  onChoose: (choice: CountryChoice) => void;
}

/** Where the person is, for which lines to show; "Somewhere else" gives the worldwide directory. */
export function CountryPicker({ id, choice, onChoose }: CountryPickerProps) {
  return (
    <div className="grid gap-1.5 sm:max-w-xs">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Your country
      </label>
      <Select id={id} value={choice} onChange={(event) => onChoose(event.target.value as CountryChoice)}>
        {HELPLINE_COUNTRIES.map((country) => (
          <option key={country.value} value={country.value}>
            {country.label}
          </option>
        ))}
        <option value={OTHER_COUNTRY}>Somewhere else</option>
      </Select>
    </div>
  );
}
