import { Bell } from "lucide-react";
import { Link } from "wouter";
import { useUnreadCount } from "./hooks";
import { unreadText } from "./unread-text";

/**
 * The header's bell: a link to /notifications with the unread count, updated live. While the
 * member takes a break it shows no count, only a quiet "On a break".
 */
export function NotificationBell({ userId, onNavigate }: { userId: string; onNavigate?: () => void }) {
  const count = useUnreadCount(userId).data;
  const isPaused = count?.paused === true;
  const unread = isPaused ? 0 : (count?.unread ?? 0);
  const label = isPaused
    ? "Notifications, on a break"
    : unread > 0
      ? `Notifications, ${unreadText(unread)} unread`
      : "Notifications";
  return (
    <Link
      href="/notifications"
      onClick={onNavigate}
      aria-label={label}
      title={label}
      className="relative inline-flex h-10 w-10 items-center justify-center rounded-md text-ink hover:bg-brand-50"
    >
      <Bell aria-hidden className="h-5 w-5" />
      {unread > 0 && (
        <span
          aria-hidden
          className="absolute right-0.5 top-0.5 min-w-5 rounded-full bg-brand-700 px-1 text-center text-xs font-semibold leading-5 text-white"
        >
          {unreadText(unread)}
        </span>
      )}
      {isPaused && (
        <span
          aria-hidden
          className="absolute -bottom-1 left-1/2 -translate-x-1/2 whitespace-nowrap text-[10px] leading-3 text-muted"
        >
          On a break
        </span>
      )}
    </Link>
  );
}
