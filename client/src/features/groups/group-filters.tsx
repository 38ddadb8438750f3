import { GROUP_TYPES } from "@shared/constants";
import { GROUP_LOCATION_MAX_LENGTH } from "@shared/groups";
import { FormField } from "@/components/ui/form-field";
import { Input, OptionItems, Select } from "@/components/ui/input";

interface GroupFiltersProps {
  location: string;
  /** The chosen type, or "all". */
  type: string;
  onLocationChange: (value: string) => void;
  onTypeChange: (value: string) => void;
}

/** Location search and type filter; the server filters every group by them, not just those loaded. */
export function GroupFilters({ location, type, onLocationChange, onTypeChange }: GroupFiltersProps) {
  return (
    <div
      role="search"
      aria-label="Filter groups"
      className="mb-8 grid gap-4 rounded-xl border border-brand-100 bg-white p-4 sm:grid-cols-2"
    >
      <FormField id="group-location-search" label="Search by location">
        {(control) => (
          <Input
            {...control}
            type="search"
            placeholder="Town, region or postcode"
            maxLength={GROUP_LOCATION_MAX_LENGTH}
            value={location}
            onChange={(event) => onLocationChange(event.target.value)}
          />
        )}
      </FormField>
      <FormField id="group-type-filter" label="Group type">
        {(control) => (
          <Select {...control} value={type} onChange={(event) => onTypeChange(event.target.value)}>
            <option value="all">All types</option>
            <OptionItems options={GROUP_TYPES} />
          </Select>
        )}
      </FormField>
    </div>
  );
}
