import { Link } from "wouter";
import type { NotificationView } from "@shared/contracts/notifications.contract";
import { EmptyState } from "@/components/empty-state";
import { LoadMore } from "@/components/load-more";
import { QueryList } from "@/components/query-list";
import { SkeletonGrid } from "@/components/skeleton";
import { Button } from "@/components/ui/button";
import { AnswerModeratorsForm } from "@/features/moderation/answer-moderators-form";
import { cn, formatDate } from "@/lib/text";
import { useMarkRead, useNotifications, useUnreadCount } from "./hooks";
import { unreadText } from "./unread-text";

/** A member's notifications, newest first: opening one marks it read; "Mark all read" marks the rest. */
export function NotificationList({ userId }: { userId: string }) {
  const notifications = useNotifications(userId);
  const count = useUnreadCount(userId).data;
  const unread = count?.unread ?? 0;
  const markRead = useMarkRead(userId);

  return (
    <>
      <div className="mb-4 flex min-h-10 flex-wrap items-center justify-between gap-3">
        <p className="text-muted" aria-live="polite">
          {count?.paused
            ? "You're on a break: notifications are paused and counts are hidden."
            : unread > 0
              ? `${unreadText(unread)} unread`
              : "You're all caught up."}
        </p>
        {unread > 0 && (
          <Button variant="secondary" size="sm" onClick={() => markRead.all.mutate()} disabled={markRead.all.isPending}>
            Mark all read
          </Button>
        )}
      </div>
      <QueryList
        query={notifications}
        items={notifications.items}
        loading={<SkeletonGrid count={3} className="grid gap-3" />}
        empty={
          <EmptyState
            title="Nothing here yet"
            description="When someone replies to you or sends support, you'll find it here."
          />
        }
        errorMessage="We couldn't load your notifications right now."
      >
        {(items) => (
          <ul className="divide-y divide-brand-100 overflow-hidden rounded-xl border border-brand-100 bg-white">
            {items.map((notification) => (
              <NotificationRow
                key={notification.id}
                notification={notification}
                onOpen={() => !notification.read && markRead.one.mutate(notification.id)}
              />
            ))}
          </ul>
        )}
      </QueryList>
      <LoadMore list={notifications} />
    </>
  );
}

/** One notice, leading to what it is about; a moderator's note also offers an answer to the moderators. */
function NotificationRow({ notification, onOpen }: { notification: NotificationView; onOpen: () => void }) {
  const { answerable } = notification;
  return (
    <li className={cn(!notification.read && "bg-brand-50/60")}>
      <Link
        href={notification.url}
        onClick={onOpen}
        className={cn("flex items-start gap-3 px-4 py-4 hover:bg-brand-50 focus-visible:bg-brand-50")}
      >
        <span
          aria-hidden
          className={cn("mt-2 h-2 w-2 shrink-0 rounded-full", notification.read ? "bg-transparent" : "bg-brand-700")}
        />
        <span className="min-w-0 flex-1">
          <span className={cn("block break-words text-ink", !notification.read && "font-semibold")}>
            {!notification.read && <span className="sr-only">Unread: </span>}
            {notification.message}
          </span>
          <time dateTime={notification.createdAt} className="mt-1 block text-sm text-muted">
            {formatDate(notification.createdAt)}
          </time>
        </span>
      </Link>
      {answerable && (
        <div className="px-4 pb-4 pl-9">
          <AnswerModeratorsForm itemType={answerable.itemType} itemId={answerable.itemId} />
        </div>
      )}
    </li>
  );
}
