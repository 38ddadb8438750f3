import { useState } from "react";
import type { StoryPreview } from "@shared/api";
import { AllHiddenNote } from "@/features/content-warnings/all-hidden-note";
import { useVisibleItems } from "@/features/content-warnings/use-visible-items";
import { StoryCard } from "./story-card";

/** The story cards; opening one story closes any other (one expanded at a time). */
export function StoryList({ stories }: { stories: StoryPreview[] }) {
  const [expandedId, setExpandedId] = useState<string | null>(null);
  // Stories whose warnings the reader hides are left out.
  const visible = useVisibleItems(stories);
  if (stories.length > 0 && visible.length === 0) return <AllHiddenNote noun="stories" />;
  return (
    // items-start: each card keeps its own height, so opening one story never stretches its neighbour.
    <ul className="grid items-start gap-6 md:grid-cols-2">
      {visible.map((story) => (
        <li key={story.id}>
          <StoryCard
            story={story}
            isExpanded={expandedId === story.id}
            onToggle={() => setExpandedId((current) => (current === story.id ? null : story.id))}
          />
        </li>
      ))}
    </ul>
  );
}
