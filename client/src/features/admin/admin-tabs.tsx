/**
 * An ARIA tablist (WAI-ARIA tabs pattern, automatic activation): arrow keys, Home and End move
 * between tabs, and the chosen tab lives in the URL (?tab=) so a reload or a shared link keeps it.
 */
import { type KeyboardEvent, type ReactNode, useRef } from "react";
import { useSearchParams } from "wouter";
import { cn } from "@/lib/text";
import { SectionBoundary } from "@/components/section-boundary";

export interface TabSpec {
  id: string;
  label: string;
}

interface AdminTabsProps {
  tabs: readonly TabSpec[];
  label: string;
  children: (tabId: string) => ReactNode;
}

export function AdminTabs({ tabs, label, children }: AdminTabsProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const requested = searchParams.get("tab");
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === requested),
  );
  const selected = tabs[selectedIndex]!;

  const select = (index: number) => {
    const tab = tabs[index]!;
    // replace: switching tabs should not fill the back button's history.
    setSearchParams({ tab: tab.id }, { replace: true });
    tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: selectedIndex === last ? 0 : selectedIndex + 1,
      ArrowLeft: selectedIndex === 0 ? last : selectedIndex - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-1 border-b border-muted/30 pb-2"
      >
        {tabs.map((tab, index) => {
          const isSelected = index === selectedIndex;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`admin-tab-${tab.id}`}
              aria-selected={isSelected}
              // Only the selected panel is rendered, so only its tab may point at it.
              aria-controls={isSelected ? `admin-panel-${tab.id}` : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(index)}
              className={cn(
                "min-h-11 rounded-lg px-3 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600",
                isSelected ? "bg-brand-700 text-white" : "text-ink hover:bg-brand-50",
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`admin-panel-${selected.id}`}
        aria-labelledby={`admin-tab-${selected.id}`}
        tabIndex={0}
        className="mt-4 rounded-lg pt-2"
      >
        {/* Keeps the outline h1 → h2 → h3 for the list items' titles; the tab already shows the name. */}
        <h2 className="sr-only">{selected.label}</h2>
        {/* A tab that fails says so in its panel; the tabs stay, and another tab draws afresh. */}
        <SectionBoundary resetKey={selected.id}>{children(selected.id)}</SectionBoundary>
      </div>
    </div>
  );
}
