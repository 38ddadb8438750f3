import { ALL_POSTS_FILTER, POST_CATEGORIES } from "@shared/constants";
import { buttonClasses } from "@/components/ui/button";
import type { PostFilter } from "./api";

const FILTERS = [ALL_POSTS_FILTER, ...POST_CATEGORIES];

/** Topic buttons; the chosen one is pressed. */
export function CategoryFilter({ value, onChange }: { value: PostFilter; onChange: (value: PostFilter) => void }) {
  return (
    <div role="group" aria-label="Filter by topic" className="flex flex-wrap gap-2">
      {FILTERS.map((filter) => {
        const isPressed = filter.value === value;
        return (
          <button
            key={filter.value}
            type="button"
            aria-pressed={isPressed}
            onClick={() => onChange(filter.value)}
            className={buttonClasses(isPressed ? "primary" : "secondary", "sm", "rounded-full")}
          >
            {filter.label}
          </button>
        );
      })}
    </div>
  );
}
