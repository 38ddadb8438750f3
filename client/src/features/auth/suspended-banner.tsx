/**
 * A quiet line under the header for a suspended member: they can still read, and are told calmly
 * until when they cannot post, rather than finding out from a refused form.
 */
import type { SessionUser } from "@shared/api";

/**
 * Made when a suspended member first needs it, not as the app's code is read: a page's first use of
 * Intl loads the browser's locale data (lib/text.ts), and every page would pay for this banner.
 */
let untilFormat: Intl.DateTimeFormat | undefined;

function formatUntil(iso: string): string {
  untilFormat ??= new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short" });
  return untilFormat.format(new Date(iso));
}

/** "Your account can read but not post until November 21, 2026 at 3:05 PM." */
export function suspendedBannerText(suspendedUntil: string | null | undefined): string {
  return suspendedUntil
    ? `Your account can read but not post until ${formatUntil(suspendedUntil)}.`
    : "Your account can read but not post until a moderator lifts the suspension.";
}

export function SuspendedBanner({ user }: { user: SessionUser | null }) {
  if (!user?.suspended) return null;
  // A suspension that ended while the page was open says nothing more.
  if (user.suspendedUntil && new Date(user.suspendedUntil).getTime() <= Date.now()) return null;
  return (
    <div role="status" className="border-b border-brand-100 bg-brand-50">
      <p className="mx-auto max-w-6xl px-4 py-2 text-sm text-ink">{suspendedBannerText(user.suspendedUntil)}</p>
    </div>
  );
}
