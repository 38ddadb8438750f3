import type { StoryPreview } from "@shared/api";
import { ITEM_PATHS } from "@shared/item-urls";
import { Link } from "wouter";
import { useStory } from "@/features/threads/hooks";

interface StoryTextProps {
  id: string;
  story: StoryPreview;
  isExpanded: boolean;
}

const TEXT_CLASS = "whitespace-pre-line text-muted";

/** A card's text: the excerpt, or, once opened, the whole story as its own answer gives it. */
export function StoryText({ id, story, isExpanded }: StoryTextProps) {
  if (!isExpanded) {
    return (
      <p id={id} className={TEXT_CLASS}>
        {story.excerpt}
      </p>
    );
  }
  return <FullStoryText id={id} story={story} />;
}

/** Asks for the whole story; the excerpt stays in place (and is announced as loading) until it comes. */
function FullStoryText({ id, story }: { id: string; story: StoryPreview }) {
  const full = useStory(story.id);
  if (full.data) {
    return (
      <p id={id} className={TEXT_CLASS}>
        {full.data.content}
      </p>
    );
  }
  const isGone = full.isSuccess && full.data === null;
  return (
    <div id={id} aria-busy={full.isPending}>
      <p className={TEXT_CLASS}>{story.excerpt}</p>
      {full.isPending && <p className="mt-2 text-sm text-muted">Loading the rest of the story…</p>}
      {(full.isError || isGone) && (
        <p role="alert" className="mt-2 text-sm text-ink">
          {isGone ? "This story is no longer shared." : "We couldn't load the rest of this story right now."}{" "}
          {!isGone && (
            <Link href={ITEM_PATHS.story(story.id)} className="font-medium text-brand-700 underline underline-offset-4">
              Open its page
            </Link>
          )}
        </p>
      )}
    </div>
  );
}
