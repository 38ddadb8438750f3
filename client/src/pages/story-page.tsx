import { PawPrint } from "lucide-react";
import { useParams } from "wouter";
import { useState } from "react";
import type { StoryView } from "@shared/api";
import type { EditStory } from "@shared/contracts/items.body";
import { storyPetTypeLabel } from "@shared/labels";
import { ITEM_PATHS } from "@shared/item-urls";
import { PageHeading } from "@/components/page-heading";
import { Badge } from "@/components/ui/badge";
import { ContentWarningGate } from "@/features/content-warnings/content-warning-gate";
import { ReactionBar } from "@/features/reactions/reaction-bar";
import { ReportButton } from "@/features/reports/report-button";
import { EditPostForm } from "@/features/threads/lazy-forms";
import { useChangeItem, useStory } from "@/features/threads/hooks";
import { itemDescription } from "@/features/threads/item-head";
import { ItemPageFrame } from "@/features/threads/item-page-frame";
import {
  AuthorName,
  HIDDEN_BY_MODERATOR,
  HiddenItem,
  ItemStatusNote,
  isWithheld,
} from "@/features/threads/item-status-note";
import { OwnItemActions } from "@/features/threads/own-item-actions";
import { ReplyThread } from "@/features/threads/reply-thread";
import { RevisionHistory } from "@/features/threads/revision-history";
import { descriptionOf, SITE_DESCRIPTION, type PageHeadData } from "@/lib/page-head-tags";
import { forumPostingJsonLd } from "@/lib/structured-data";
import { formatDate } from "@/lib/text";

/** /stories/:id: one member story in full, its reactions and comments. */
export default function StoryPage() {
  const { id = "" } = useParams<{ id: string }>();
  return (
    <ItemPageFrame
      query={useStory(id)}
      back={{ href: "/stories", label: "All stories" }}
      noun="story"
      path={ITEM_PATHS.story(id)}
      head={storyHead}
    >
      {(story) => <Story story={story} />}
    </ItemPageFrame>
  );
}

/** The story's head: its words, unless it is hidden from this reader (lib/structured-data.ts says why a forum post). */
function storyHead(story: StoryView): PageHeadData {
  const path = ITEM_PATHS.story(story.id);
  if (isWithheld(story, story.content !== ""))
    return { title: HIDDEN_BY_MODERATOR, description: SITE_DESCRIPTION, path };
  const description = itemDescription(story, story.content, "story");
  return {
    title: story.title,
    description,
    path,
    type: "article",
    jsonLd: [
      forumPostingJsonLd({
        title: story.title,
        text: descriptionOf(description),
        path,
        author: story.author,
        authorPath: story.authorUsername ? ITEM_PATHS.member(story.authorUsername) : null,
        createdAt: story.createdAt,
        editedAt: story.editedAt,
        comments: story.replies,
      }),
    ],
  };
}

function Story({ story }: { story: StoryView }) {
  const [isEditing, setIsEditing] = useState(false);
  const change = useChangeItem<EditStory>("stories", story.id);
  const isHidden = isWithheld(story, story.content !== "");
  return (
    <>
      <article>
        {isHidden ? (
          <HiddenItem />
        ) : isEditing ? (
          <EditPostForm noun="story" item={story} save={change.edit.mutateAsync} onDone={() => setIsEditing(false)} />
        ) : (
          <StoryText story={story} onEdit={() => setIsEditing(true)} remove={change.remove} />
        )}
        {!isHidden && (
          <div className="mt-6">
            <ReactionBar resource="stories" itemId={story.id} summary={story.reactions} />
          </div>
        )}
        {story.canSeeRevisions && story.editedAt && <RevisionHistory resource="stories" id={story.id} />}
      </article>
      <ReplyThread resource="stories" itemId={story.id} noun="comments" isOpen={!isHidden} />
    </>
  );
}

function StoryText({
  story,
  onEdit,
  remove,
}: {
  story: StoryView;
  onEdit: () => void;
  remove: ReturnType<typeof useChangeItem>["remove"];
}) {
  return (
    <>
      <ItemStatusNote item={story} about={{ itemType: "story", itemId: story.id }} />
      <PageHeading title={story.title} />
      <p className="-mt-4 mb-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
        <span className="inline-flex items-center gap-1 text-brand-800">
          <PawPrint aria-hidden className="h-4 w-4" />
          {story.petName} · {storyPetTypeLabel(story.petType)}
        </span>
        <span className="inline-flex items-center gap-2">
          By <AuthorName author={story.author} postedBy={story.postedBy} username={story.authorUsername} />
          {/* No member account behind it: a guest chose this name (docs/decisions.md#guest-names). */}
          {story.isGuest && <Badge>guest</Badge>}
        </span>
        <time dateTime={story.createdAt}>{formatDate(story.createdAt)}</time>
        {story.editedAt && <span>edited</span>}
        {story.canEdit && (
          <OwnItemActions noun="story" itemTitle={story.title} onEdit={onEdit} remove={remove} afterDelete="/stories" />
        )}
        {!story.canEdit && <ReportButton itemType="story" itemId={story.id} />}
      </p>
      <ContentWarningGate warnings={story.contentWarnings} kind="text">
        <p className="whitespace-pre-line text-lg leading-relaxed text-ink">{story.content}</p>
      </ContentWarningGate>
    </>
  );
}
