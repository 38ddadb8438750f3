/**
 * A moderator's choice, inside "Notifications": also mail them the moment the crisis screening
 * holds something (their bell always tells them). Members never see it: the server sends null.
 */
import { useId, type ChangeEvent } from "react";
import type { AccountSettingsView } from "@shared/contracts/account-settings.contract";
import { CheckboxField } from "@/components/ui/checkbox-field";

export const CRISIS_MAIL_LABEL = "Email me at once when a post is held for possible crisis";

export function CrisisAlertMailChoice({
  settings,
  isSaving,
  onChoose,
}: {
  settings: AccountSettingsView | undefined;
  isSaving: boolean;
  onChoose: (crisisAlertMail: boolean) => void;
}) {
  const checkboxId = useId();
  if (settings?.crisisAlertMail === null || settings?.crisisAlertMail === undefined) return null;
  return (
    <div className="mt-4 border-t border-brand-100 pt-4">
      <CheckboxField
        id={checkboxId}
        label={<span className="font-medium">{CRISIS_MAIL_LABEL}</span>}
        hint={
          settings.hasVerifiedEmail
            ? "For moderators. The mail says where the case is, never what was written. The bell tells you either way."
            : "For moderators. Add and verify an email address to get these; the bell tells you either way."
        }
        field={{
          checked: settings.crisisAlertMail,
          disabled: isSaving,
          onChange: (event: ChangeEvent<HTMLInputElement>) => onChoose(event.target.checked),
        }}
      />
    </div>
  );
}
