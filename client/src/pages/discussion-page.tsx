import { useState } from "react";
import { ArrowLeft } from "lucide-react";
import { Link, useLocation, useParams } from "wouter";
import type { PostView } from "@shared/api";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { PageHeading } from "@/components/page-heading";
import { Skeleton } from "@/components/skeleton";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClasses } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { postCategoryLabel } from "@/features/posts/post-card";
import { ReactionBar } from "@/features/reactions/reaction-bar";
import { EditPostForm } from "@/features/threads/edit-post-form";
import { useChangePost, usePost } from "@/features/threads/hooks";
import { ReplyThread } from "@/features/threads/reply-thread";
import { errorMessage } from "@/lib/form-errors";
import { formatDate, truncate } from "@/lib/text";
import { usePageTitle } from "@/lib/use-page-title";

/** /community/:id: one discussion in full, its replies oldest first, and the reply box. */
export default function DiscussionPage() {
  const { id = "" } = useParams<{ id: string }>();
  const post = usePost(id);

  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Link href="/community" className="mb-6 inline-flex items-center gap-1 text-sm font-medium text-brand-700">
        <ArrowLeft aria-hidden className="h-4 w-4" />
        All discussions
      </Link>
      {post.isLoading ? (
        <div role="status" aria-label="Loading" className="space-y-4">
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : post.isError ? (
        <div role="alert" className="space-y-4">
          <p className="text-ink">We couldn't load this discussion right now.</p>
          <Button variant="secondary" onClick={() => void post.refetch()}>
            Try again
          </Button>
        </div>
      ) : post.data ? (
        <Discussion post={post.data} />
      ) : (
        <DiscussionNotFound />
      )}
    </section>
  );
}

function Discussion({ post }: { post: PostView }) {
  const isRemoved = post.removedAt !== null;
  const [isEditing, setIsEditing] = useState(false);
  const change = useChangePost(post.id);
  return (
    <>
      <article>
        {isRemoved ? (
          <RemovedHeading />
        ) : isEditing ? (
          <EditPostForm post={post} save={change.edit.mutateAsync} onDone={() => setIsEditing(false)} />
        ) : (
          <>
            <PageHeading title={post.title} />
            <p className="-mt-4 mb-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
              <Badge>{postCategoryLabel(post.category)}</Badge>
              <span>By {post.author}</span>
              <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
              {post.editedAt && <span>edited</span>}
              {post.canEdit && <OwnPostActions post={post} onEdit={() => setIsEditing(true)} change={change} />}
            </p>
            <p className="whitespace-pre-line text-lg leading-relaxed text-ink">{post.content}</p>
            <div className="mt-6">
              <ReactionBar resource="posts" itemId={post.id} summary={post.reactions} />
            </div>
          </>
        )}
      </article>
      <ReplyThread resource="posts" itemId={post.id} noun="replies" isOpen={!isRemoved && post.lockedAt === null} />
    </>
  );
}

/**
 * Edit and Delete for the discussion's author (or a moderator). Deleting asks first, then goes back
 * to the community: a discussion with replies stays for them as "removed by its author".
 */
function OwnPostActions({
  post,
  onEdit,
  change,
}: {
  post: PostView;
  onEdit: () => void;
  change: ReturnType<typeof useChangePost>;
}) {
  const [, navigate] = useLocation();
  const remove = async () => {
    try {
      await change.remove.mutateAsync();
    } catch (error) {
      toast({
        title: "The discussion couldn't be deleted.",
        description: errorMessage(error, ""),
        variant: "destructive",
      });
      return;
    }
    toast({ title: "The discussion has been deleted." });
    navigate("/community");
  };
  return (
    <span className="flex items-center gap-1">
      <Button variant="ghost" size="sm" onClick={onEdit} aria-label="Edit this discussion">
        Edit
      </Button>
      <ConfirmDeleteDialog
        noun="Discussion"
        itemTitle={truncate(post.title, 40)}
        isDeleting={change.remove.isPending}
        onConfirm={remove}
      />
    </span>
  );
}

function RemovedHeading() {
  usePageTitle("A removed post");
  return <p className="rounded-xl bg-brand-50 p-4 italic text-muted">This post was removed by its author</p>;
}

function DiscussionNotFound() {
  usePageTitle("Discussion not found");
  return (
    <div className="py-10 text-center">
      <h1 className="text-2xl font-semibold text-ink">This discussion isn't here any more</h1>
      <p className="mt-2 text-muted">It may have been removed. There are plenty of others to join.</p>
      <Link href="/community" className={buttonClasses("primary", "md", "mt-6")}>
        Back to the community
      </Link>
    </div>
  );
}
