/**
 * All, then each kind with how many match ("Stories (3)", "Discussions (1000+)"). Kinds with no
 * match are left out, except the one chosen, so the row stays short; with nothing to choose
 * between (no matches at all) there is no row.
 */
import type { SearchSummary } from "@shared/contracts/search.contract";
import { SEARCH_COUNT_CAP, SEARCH_TYPES, SEARCH_TYPE_LABELS, type SearchType } from "@shared/search";
import { buttonClasses } from "@/components/ui/button";
import { formatCount } from "./search-labels";

interface TypeFilterProps {
  value: SearchType | null;
  onChange: (type: SearchType | null) => void;
  counts: SearchSummary["counts"];
}

function totalOf(counts: SearchSummary["counts"]): number {
  const total = SEARCH_TYPES.reduce((sum, type) => sum + counts[type], 0);
  return Math.min(total, SEARCH_COUNT_CAP);
}

export function TypeFilter({ value, onChange, counts }: TypeFilterProps) {
  const total = totalOf(counts);
  if (total === 0 && value === null) return null;
  const withCount = (label: string, count: number) => `${label} (${formatCount(count)})`;
  const shown = SEARCH_TYPES.filter((type) => counts[type] > 0 || type === value);
  const filters = [
    { type: null, label: withCount("All", total) },
    ...shown.map((type) => ({ type, label: withCount(SEARCH_TYPE_LABELS[type], counts[type]) })),
  ];
  return (
    <div role="group" aria-label="Show results from" className="flex flex-wrap gap-2">
      {filters.map((filter) => {
        const isPressed = filter.type === value;
        return (
          <button
            key={filter.type ?? "all"}
            type="button"
            aria-pressed={isPressed}
            onClick={() => onChange(filter.type)}
            className={buttonClasses(isPressed ? "primary" : "secondary", "sm", "rounded-full")}
          >
            {filter.label}
          </button>
        );
      })}
    </div>
  );
}
