import { LoginPrompt } from "@/components/login-prompt";
import { PageHeading } from "@/components/page-heading";
import { SectionBoundary } from "@/components/section-boundary";
import { Skeleton } from "@/components/skeleton";
import { useSessionState } from "@/features/auth/use-session";
import { NotificationList } from "@/features/notifications/notification-list";
import { PageHead } from "@/lib/page-head";
import { SITE_DESCRIPTION } from "@/lib/page-head-tags";

/** /notifications: what others did with what the member wrote, newest first; or a prompt to log in. */
export default function NotificationsPage() {
  const { user, isChecking } = useSessionState();
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <PageHead title="Notifications" description={SITE_DESCRIPTION} path="/notifications" noindex />
      <PageHeading title="Notifications" />
      {isChecking ? (
        <div role="status" aria-label="Loading">
          <Skeleton className="h-40 w-full rounded-xl" />
        </div>
      ) : user ? (
        <SectionBoundary>
          <NotificationList userId={user.id} />
        </SectionBoundary>
      ) : (
        <LoginPrompt message="Log in to see who replied to you and sent support." />
      )}
    </section>
  );
}
