import { LoginPrompt } from "@/components/login-prompt";
import { PageHeading } from "@/components/page-heading";
import { Skeleton } from "@/components/skeleton";
import { useSessionState } from "@/features/auth/use-session";
import { WarningSettingsSection } from "@/features/content-warnings/warning-settings-section";
import { EngagementCard, hasEngagementToShow } from "@/features/recommendations/engagement-card";
import { useEngagement, usePreferences } from "@/features/recommendations/hooks";
import { PreferencesForm } from "@/features/recommendations/preferences-form";
import { YourRecommendations } from "@/features/recommendations/your-recommendations";
import { PageHead } from "@/lib/page-head";
import { SITE_DESCRIPTION } from "@/lib/page-head-tags";

/**
 * /preferences: the logged-in user's own recommendation preferences (docs/decisions.md#own-id-only),
 * or a prompt to log in; and for everyone, what they see of items with content warnings.
 */
export default function PreferencesPage() {
  const { user, isChecking } = useSessionState();
  const userId = user?.id ?? null;
  const preferences = usePreferences(userId);
  const engagement = useEngagement(userId);

  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <PageHead title="AI Recommendation Preferences" description={SITE_DESCRIPTION} path="/preferences" noindex />
      <PageHeading title="AI Recommendation Preferences" />
      {isChecking || (user && preferences.isLoading) ? (
        <div role="status" aria-label="Loading" className="space-y-6">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-40 w-full rounded-xl" />
          ))}
        </div>
      ) : !user ? (
        <LoginPrompt message="Log in to choose what PawsWell recommends for you." />
      ) : (
        <div className="space-y-6">
          <PreferencesForm userId={user.id} saved={preferences.data} />
          <YourRecommendations userId={user.id} />
          {hasEngagementToShow(engagement.data) && <EngagementCard engagement={engagement.data} />}
        </div>
      )}
      {/* Guests choose too: their choices stay in this browser. */}
      {!isChecking && (
        <div className="mt-6">
          <WarningSettingsSection />
        </div>
      )}
    </section>
  );
}
