/**
 * What /admin shows a moderator the server turns away until they set up two-factor sign-in
 * (REQUIRE_MODERATOR_2FA): a calm note and the way to Settings, never an error.
 */
import { Link } from "wouter";
import { TWO_FACTOR_REQUIRED_CODE } from "@shared/two-factor";
import { buttonClasses } from "@/components/ui/button";
import { ApiError } from "@/lib/api";

/** True when `error` is the server's "set up two-factor sign-in first" refusal. */
export function isTwoFactorRequired(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 403) return false;
  try {
    return (JSON.parse(error.bodyText) as { code?: unknown }).code === TWO_FACTOR_REQUIRED_CODE;
  } catch {
    return false;
  }
}

export function TwoFactorRequiredNotice() {
  return (
    <div className="rounded-xl border border-brand-200 bg-white p-6">
      <h2 className="text-lg font-semibold text-ink">One more step before moderating</h2>
      <p className="mt-2 text-muted">
        Moderation tools here need two-factor sign-in, so that only you can act with your account. It takes a minute
        with an authenticator app on your phone.
      </p>
      <div className="mt-4">
        <Link href="/settings" className={buttonClasses("primary")}>
          Set up two-factor sign-in
        </Link>
      </div>
    </div>
  );
}
