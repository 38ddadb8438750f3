import { ITEM_PATHS } from "@shared/item-urls";
import { PawPrint } from "lucide-react";
import { Link } from "wouter";
import type { StoryPreview } from "@shared/api";
import { storyPetTypeLabel } from "@shared/labels";
import { MemberAvatar } from "@/components/member-avatar";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { ContentWarningGate } from "@/features/content-warnings/content-warning-gate";
import { commentsLabel } from "@/features/threads/comments-label";
import { StoryText } from "./story-text";
import { formatDate } from "@/lib/text";
import { textLinkClasses } from "@/components/ui/text-link";

interface StoryCardProps {
  story: StoryPreview;
  isExpanded: boolean;
  onToggle: () => void;
}

/** A story: its 300-character excerpt, or all of it, fetched, when expanded. */
export function StoryCard({ story, isExpanded, onToggle }: StoryCardProps) {
  const contentId = `story-${story.id}-content`;
  return (
    <Card className="flex h-full flex-col">
      <h3 className="text-lg font-semibold text-ink">
        <Link href={ITEM_PATHS.story(story.id)} className={textLinkClasses("hover:underline")}>
          {story.title}
        </Link>
      </h3>
      <p className="mt-1 inline-flex items-center gap-1 text-sm text-brand-800">
        <PawPrint aria-hidden className="h-4 w-4" />
        {story.petName} · {storyPetTypeLabel(story.petType)}
      </p>
      <div className="mt-3 flex flex-1 flex-col items-start">
        <ContentWarningGate warnings={story.contentWarnings} kind="text">
          <StoryText id={contentId} story={story} isExpanded={isExpanded} />
          {story.isLong && (
            <button
              type="button"
              aria-expanded={isExpanded}
              aria-controls={contentId}
              onClick={onToggle}
              className={textLinkClasses("mt-3 text-sm font-medium text-brand-700 hover:underline")}
            >
              {isExpanded ? "Show Less" : "Read Full Story"}
            </button>
          )}
        </ContentWarningGate>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-x-4 text-sm text-muted">
        <span className="flex items-center gap-2">
          By <MemberAvatar name={story.author} isAnonymous={story.anonymous} size={24} />
          {story.author}
          {/* No member account behind it: a guest chose this name (docs/decisions.md#guest-names). */}
          {story.isGuest && <Badge>guest</Badge>}
        </span>
        <time dateTime={new Date(story.createdAt).toISOString()}>{formatDate(story.createdAt)}</time>
        <Link
          href={ITEM_PATHS.story(story.id)}
          className={textLinkClasses("font-medium text-brand-700 hover:underline")}
        >
          {commentsLabel(story.replies)}
        </Link>
      </div>
    </Card>
  );
}
