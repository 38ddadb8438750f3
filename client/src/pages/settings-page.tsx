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

/**
 * /settings: a member's own account (issue 18): email and password, where they are signed in,
 * two-factor sign-in, how notices reach them, a break, their member page, content warnings, and
 * their data (export, deletion). Each part is its own section that loads and saves by itself.
 */
export default function SettingsPage() {
  const { user, isChecking } = useSessionState();

  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
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
        <div className="space-y-6">
          {/* settings sections: sign-in */}
          <EmailSection />
          <PasswordSection />
          <TwoFactorSection />
          <SessionsSection userId={user.id} />
          {/* settings sections: notices and privacy */}
          <NotificationsSection userId={user.id} />
          <TakeABreakSection userId={user.id} />
          <MemberPageSection userId={user.id} username={user.username} />
          <WarningSettingsSection />
          {/* settings sections: your data */}
          <ExportSection userId={user.id} />
          <DeleteAccountSection />
        </div>
      )}
    </section>
  );
}
