/**
 * A moderator's choice, inside "Notifications": also mail them the moment the crisis screening
 * holds something (their bell always tells them). Members never see it: the server sends null.
 */
import { useId } from "react";
import type { AccountSettings } from "@shared/account-settings";

export const CRISIS_MAIL_LABEL = "Email me at once when a post is held for possible crisis";

export function CrisisAlertMailChoice({
  settings,
  isSaving,
  onChoose,
}: {
  settings: AccountSettings | undefined;
  isSaving: boolean;
  onChoose: (crisisAlertMail: boolean) => void;
}) {
  const checkboxId = useId();
  const hintId = useId();
  if (settings?.crisisAlertMail === null || settings?.crisisAlertMail === undefined) return null;
  return (
    <div className="mt-4 border-t border-brand-100 pt-4">
      <div className="flex items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          checked={settings.crisisAlertMail}
          disabled={isSaving}
          aria-describedby={hintId}
          onChange={(event) => onChoose(event.target.checked)}
          className="mt-1 h-5 w-5 accent-brand-700"
        />
        <label htmlFor={checkboxId} className="text-ink">
          <span className="font-medium">{CRISIS_MAIL_LABEL}</span>
        </label>
      </div>
      <p id={hintId} className="mt-1 pl-8 text-sm text-muted">
        {settings.hasVerifiedEmail
          ? "For moderators. The mail says where the case is, never what was written. The bell tells you either way."
          : "For moderators. Add and verify an email address to get these; the bell tells you either way."}
      </p>
    </div>
  );
}
