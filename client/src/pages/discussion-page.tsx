import { useState } from "react";
import { useParams } from "wouter";
import type { PostView } from "@shared/api";
import type { EditPost } from "@shared/contracts/items.body";
import { ITEM_PATHS } from "@shared/item-urls";
import { PageHeading } from "@/components/page-heading";
import { Badge } from "@/components/ui/badge";
import { ContentWarningGate } from "@/features/content-warnings/content-warning-gate";
import { postCategoryLabel } from "@shared/labels";
import { ReactionBar } from "@/features/reactions/reaction-bar";
import { ReportButton } from "@/features/reports/report-button";
import { EditPostForm } from "@/features/threads/lazy-forms";
import { useChangeItem, usePost } from "@/features/threads/hooks";
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

/** /community/:id: one discussion in full, its replies oldest first, and the reply box. */
export default function DiscussionPage() {
  const { id = "" } = useParams<{ id: string }>();
  return (
    <ItemPageFrame
      query={usePost(id)}
      back={{ href: "/community", label: "All discussions" }}
      noun="discussion"
      path={ITEM_PATHS.post(id)}
      head={discussionHead}
      notFound={{
        hint: "It may have been removed. There are plenty of others to join.",
        linkLabel: "Back to the community",
      }}
    >
      {(post) => <Discussion post={post} />}
    </ItemPageFrame>
  );
}

function Discussion({ post }: { post: PostView }) {
  const isRemoved = post.removedAt !== null;
  const isHidden = isWithheld(post, post.content !== "");
  const [isEditing, setIsEditing] = useState(false);
  const change = useChangeItem<EditPost>("posts", post.id);
  return (
    <>
      <article>
        {isRemoved ? (
          <RemovedHeading />
        ) : isHidden ? (
          <HiddenItem />
        ) : isEditing ? (
          <EditPostForm
            noun="discussion"
            item={post}
            save={change.edit.mutateAsync}
            onDone={() => setIsEditing(false)}
          />
        ) : (
          <>
            <ItemStatusNote item={post} about={{ itemType: "post", itemId: post.id }} />
            <PageHeading title={post.title} />
            <p className="-mt-4 mb-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
              <Badge>{postCategoryLabel(post.category)}</Badge>
              <span>
                By <AuthorName author={post.author} postedBy={post.postedBy} username={post.authorUsername} />
              </span>
              <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
              {post.editedAt && <span>edited</span>}
              {post.canEdit && (
                <OwnItemActions
                  noun="discussion"
                  itemTitle={post.title}
                  onEdit={() => setIsEditing(true)}
                  remove={change.remove}
                  afterDelete="/community"
                />
              )}
              {!post.canEdit && <ReportButton itemType="post" itemId={post.id} />}
            </p>
            <ContentWarningGate warnings={post.contentWarnings} kind="text">
              <p className="whitespace-pre-line text-lg leading-relaxed text-ink">{post.content}</p>
            </ContentWarningGate>
            <div className="mt-6">
              <ReactionBar resource="posts" itemId={post.id} summary={post.reactions} />
            </div>
          </>
        )}
        {post.canSeeRevisions && (post.editedAt || isRemoved) && <RevisionHistory resource="posts" id={post.id} />}
      </article>
      <ReplyThread
        resource="posts"
        itemId={post.id}
        noun="replies"
        isOpen={!isRemoved && !isHidden && post.lockedAt === null}
      />
    </>
  );
}

/** The discussion's head: its words, unless it was removed or is hidden from this reader. */
function discussionHead(post: PostView): PageHeadData {
  const path = ITEM_PATHS.post(post.id);
  if (post.removedAt !== null) return { title: "A removed post", description: SITE_DESCRIPTION, path, noindex: true };
  if (isWithheld(post, post.content !== "")) return { title: HIDDEN_BY_MODERATOR, description: SITE_DESCRIPTION, path };
  const description = itemDescription(post, post.content, "discussion");
  return {
    title: post.title,
    description,
    path,
    type: "article",
    jsonLd: [
      forumPostingJsonLd({
        title: post.title,
        text: descriptionOf(description),
        path,
        author: post.author,
        authorPath: post.authorUsername ? ITEM_PATHS.member(post.authorUsername) : null,
        createdAt: post.createdAt,
        editedAt: post.editedAt,
        comments: post.replies,
      }),
    ],
  };
}

function RemovedHeading() {
  return <p className="rounded-xl bg-brand-50 p-4 italic text-muted">This post was removed by its author</p>;
}
