import { LoginPrompt } from "@/components/login-prompt";
import { PageHeading } from "@/components/page-heading";
import { Skeleton } from "@/components/skeleton";
import { DeleteAccountSection } from "@/features/account-data/delete-account-section";
import { ExportSection } from "@/features/account-data/export-section";
import { EmailSection } from "@/features/account-recovery/email-section";
import { PasswordSection } from "@/features/account-recovery/password-section";
import { useSessionState } from "@/features/auth/use-session";
import { WarningSettingsSection } from "@/features/content-warnings/warning-settings-section";
import { SessionsSection } from "@/features/account-sessions/sessions-section";
import { MemberPageSection } from "@/features/account-preferences/member-page-section";
import { NotificationsSection } from "@/features/account-preferences/notifications-section";
import { TakeABreakSection } from "@/features/account-preferences/take-a-break-section";
import { TwoFactorSection } from "@/features/two-factor/two-factor-section";
import { PageHead } from "@/lib/page-head";
import { SITE_DESCRIPTION } from "@/lib/page-head-tags";
import { textLinkClasses } from "@/components/ui/text-link";

/** The page's parts, in order; the last is the export section's own id. */
const SETTINGS_GROUPS = [
  { id: "signing-in", label: "Signing in" },
  { id: "notices-and-privacy", label: "Notices and privacy" },
  { id: "your-data", label: "Your data" },
] as const;

/**
 * /settings: a member's own account (issue 18): email and password, where they are signed in,
 * two-factor sign-in, how notices reach them, a break, their member page, content warnings, and
 * their data (export, deletion). Each part is its own section that loads and saves by itself.
 */
export default function SettingsPage() {
  const { user, isChecking } = useSessionState();

  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <PageHead title="Settings" description={SITE_DESCRIPTION} path="/settings" noindex />
      <PageHeading title="Settings">
        Your account is yours: how you sign in, what reaches you, and your words.
      </PageHeading>
      {isChecking ? (
        <div role="status" aria-label="Loading" className="space-y-6">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-32 w-full rounded-xl" />
          ))}
        </div>
      ) : !user ? (
        <LoginPrompt message="Log in to see your account settings." />
      ) : (
        <>
          <nav aria-label="Settings" className="mb-6 flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {SETTINGS_GROUPS.map((group) => (
              <a
                key={group.id}
                href={`#${group.id}`}
                className={textLinkClasses("font-medium text-brand-800 underline")}
              >
                {group.label}
              </a>
            ))}
          </nav>
          <div className="space-y-6">
            <div id="signing-in" className="scroll-mt-24 space-y-6">
              <EmailSection />
              <PasswordSection />
              <TwoFactorSection />
              <SessionsSection userId={user.id} />
            </div>
            <div id="notices-and-privacy" className="scroll-mt-24 space-y-6">
              <NotificationsSection userId={user.id} />
              <TakeABreakSection userId={user.id} />
              <MemberPageSection userId={user.id} username={user.username} />
              <WarningSettingsSection />
            </div>
            {/* The export section carries #your-data: its "ready" notice links there. */}
            <ExportSection userId={user.id} />
            <DeleteAccountSection />
          </div>
        </>
      )}
    </section>
  );
}
