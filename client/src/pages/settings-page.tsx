import { lazy, Suspense } from "react";
import { LoginPrompt } from "@/components/login-prompt";
import { PageHeading } from "@/components/page-heading";
import { Skeleton } from "@/components/skeleton";
import { useSessionState } from "@/features/auth/use-session";
import { PageHead } from "@/lib/page-head";
import { SITE_DESCRIPTION } from "@/lib/page-head-tags";

// The sections are most of this page's code: in a chunk of their own, this small page arrives
// first and shows its heading and skeleton at once while they load.
const SettingsSections = lazy(() => import("@/features/settings/settings-sections"));

/** Shaped like the page: its row of links, then section cards. */
function SettingsSkeleton() {
  return (
    <div role="status" aria-label="Loading" className="space-y-6">
      <Skeleton className="h-5 w-2/3" />
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-32 w-full rounded-xl" />
      ))}
    </div>
  );
}

/**
 * /settings: a member's own account (docs/features.md#your-account): email and password, where they
 * are signed in, two-factor sign-in, how notices reach them, a break, their member page, content
 * warnings, and their data (export, deletion). Each part is its own section that loads and saves by
 * itself.
 */
export default function SettingsPage() {
  const { user, isChecking } = useSessionState();

  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <PageHead title="Settings" description={SITE_DESCRIPTION} path="/settings" noindex />
      <PageHeading title="Settings">
        Your account is yours: how you log in, what reaches you, and your words.
      </PageHeading>
      {isChecking ? (
        <SettingsSkeleton />
      ) : !user ? (
        <LoginPrompt message="Log in to see your account settings." />
      ) : (
        <Suspense fallback={<SettingsSkeleton />}>
          <SettingsSections user={user} />
        </Suspense>
      )}
    </section>
  );
}
