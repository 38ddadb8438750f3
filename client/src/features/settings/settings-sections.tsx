/**
 * The parts of /settings a member sees once signed in, in their own chunk: the page around them
 * (pages/settings-page.tsx) is small and draws its skeleton at once while these load.
 */
import type { SessionUser } from "@shared/api";
import { DeleteAccountSection } from "@/features/account-data/delete-account-section";
import { ExportSection } from "@/features/account-data/export-section";
import { EmailSection } from "@/features/account-recovery/email-section";
import { PasswordSection } from "@/features/account-recovery/password-section";
import { WarningSettingsSection } from "@/features/content-warnings/warning-settings-section";
import { SessionsSection } from "@/features/account-sessions/sessions-section";
import { MemberPageSection } from "@/features/account-preferences/member-page-section";
import { NotificationsSection } from "@/features/account-preferences/notifications-section";
import { TakeABreakSection } from "@/features/account-preferences/take-a-break-section";
import { PushNoticesSection } from "@/features/push-notices/push-notices-section";
import { TwoFactorSection } from "@/features/two-factor/two-factor-section";
import { AppearanceSection } from "@/features/appearance/appearance-section";
import { textLinkClasses } from "@/components/ui/text-link";

/** The page's parts, in order; the last is the export section's own id. */
const SETTINGS_GROUPS = [
  { id: "signing-in", label: "Signing in" },
  { id: "notices-and-privacy", label: "Notices and privacy" },
  { id: "appearance", label: "Appearance" },
  { id: "your-data", label: "Your data" },
] as const;

export default function SettingsSections({ user }: { user: SessionUser }) {
  return (
    <>
      <nav aria-label="Settings" className="mb-6 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {SETTINGS_GROUPS.map((group) => (
          <a key={group.id} href={`#${group.id}`} className={textLinkClasses("font-medium text-brand-800 underline")}>
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
          <PushNoticesSection userId={user.id} />
          <MemberPageSection userId={user.id} username={user.username} />
          <WarningSettingsSection />
        </div>
        <div id="appearance" className="scroll-mt-24">
          <AppearanceSection />
        </div>
        {/* The export section carries #your-data: its "ready" notice links there. */}
        <ExportSection userId={user.id} />
        <DeleteAccountSection />
      </div>
    </>
  );
}
