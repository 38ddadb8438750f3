import { RESOURCE_CATEGORIES } from "@shared/constants";
import { sectionAnchor } from "./section-anchor";

/**
 * Links to the six sections. On a phone it is one row of chips that scrolls sideways and stays
 * under the header while the sections scroll past; on a wider screen it sits at the top as usual.
 */
export function ResourceJumpList() {
  return (
    <nav
      aria-label="Resource sections"
      className="sticky top-16 z-30 -mx-4 mb-8 border-b border-brand-100 bg-canvas/95 px-4 py-3 backdrop-blur md:static md:mx-0 md:border-0 md:bg-transparent md:p-0 md:backdrop-blur-none"
    >
      <ul className="flex gap-2 overflow-x-auto md:flex-wrap md:overflow-visible">
        {RESOURCE_CATEGORIES.map((category) => (
          <li key={category.value} className="shrink-0">
            <a
              href={`#${sectionAnchor(category.value)}`}
              className="inline-flex min-h-9 items-center whitespace-nowrap rounded-full border border-brand-200 bg-white px-3 text-sm font-medium text-brand-800 hover:bg-brand-50"
            >
              {category.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
