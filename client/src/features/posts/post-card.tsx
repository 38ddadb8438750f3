import { ITEM_PATHS } from "@shared/item-urls";
import { MessageCircle } from "lucide-react";
import { Link } from "wouter";
import type { Post } from "@shared/schema";
import { PREVIEW_LENGTH } from "@shared/constants";
import { postCategoryLabel } from "@shared/labels";
import { MemberAvatar } from "@/components/member-avatar";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { ContentWarningGate } from "@/features/content-warnings/content-warning-gate";
import { truncate } from "@shared/preview-text";
import { formatDate } from "@/lib/text";
import { textLinkClasses } from "@/components/ui/text-link";

/** A discussion card: title, category, a 200-character preview, author, date and reply count. */
export function PostCard({ post }: { post: Post }) {
  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-semibold text-ink">
          <Link href={ITEM_PATHS.post(post.id)} className={textLinkClasses("hover:underline")}>
            {post.title}
          </Link>
        </h3>
        <Badge>{postCategoryLabel(post.category)}</Badge>
      </div>
      <div className="mt-2">
        <ContentWarningGate warnings={post.contentWarnings} kind="text">
          <p className="whitespace-pre-line text-muted">{truncate(post.content, PREVIEW_LENGTH.discussionPost)}</p>
        </ContentWarningGate>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
        <span>
          By <MemberAvatar name={post.author} isAnonymous={post.anonymous} size={24} className="-mt-0.5 mr-1" />
          {post.author}
        </span>
        <time dateTime={new Date(post.createdAt).toISOString()}>{formatDate(post.createdAt)}</time>
        <span className="inline-flex items-center gap-1">
          <MessageCircle aria-hidden className="h-4 w-4" />
          {post.replies} {post.replies === 1 ? "reply" : "replies"}
        </span>
      </div>
    </Card>
  );
}
