import { useState } from "react";
import type { Story } from "@shared/schema";
import { StoryCard } from "./story-card";

/** The story cards; opening one story closes any other (spec §4: one expanded at a time). */
export function StoryList({ stories }: { stories: Story[] }) {
  const [expandedId, setExpandedId] = useState<string | null>(null);
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {stories.map((story) => (
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
