/**
 * "Notifications": how notices reach the member. The email choices wait, with a hint, until the
 * member has a verified address; a choice is saved as soon as it is made.
 */
import { useId, useState } from "react";
import { NOTIFICATION_DELIVERY_OPTIONS, type AccountSettingsPatch } from "@shared/account-settings";
import type { NotificationDelivery } from "@shared/constants";
import { QueryValue } from "@/components/query-value";
import { SETTINGS_LOAD_FAILED, SettingsCard, SettingsLoading } from "@/components/settings-card";
import { toast } from "@/components/ui/use-toast";
import { CrisisAlertMailChoice } from "./crisis-alert-mail-choice";
import { useAccountSettings, useUpdateAccountSettings } from "./hooks";
import { saveFailure } from "./save-message";

const HINTS: Record<NotificationDelivery, string> = {
  app: "The bell at the top of the page shows what's new.",
  email: "Also an email each time something new happens (reactions to one post come together).",
  digest: "Also one email a day listing what's new, only on days something happened.",
  none: "Nothing is collected for you. Moderators can still reach you about your account.",
};

export function NotificationsSection({ userId }: { userId: string }) {
  const settings = useAccountSettings(userId);
  const update = useUpdateAccountSettings(userId);
  const [saved, setSaved] = useState("");
  const name = useId();
  const hintId = useId();
  const hasEmail = settings.data?.hasVerifiedEmail ?? false;

  const save = async (patch: AccountSettingsPatch) => {
    setSaved("");
    try {
      await update.mutateAsync(patch);
      setSaved("Saved.");
    } catch (error) {
      toast(saveFailure(error));
    }
  };
  const choose = (notificationDelivery: NotificationDelivery) => save({ notificationDelivery });

  return (
    <SettingsCard
      title="Notifications"
      description="How you'd like to hear about replies, reactions and answers to what you share."
      status={saved}
    >
      <QueryValue query={settings} loading={<SettingsLoading />} errorMessage={SETTINGS_LOAD_FAILED} isCompact>
        {() => (
          <>
            <fieldset className="mt-4" disabled={update.isPending} aria-busy={update.isPending}>
              <legend className="sr-only">How notifications reach you</legend>
              <div className="space-y-2">
                {NOTIFICATION_DELIVERY_OPTIONS.map((option) => {
                  const isUnavailable = option.needsEmail && !hasEmail;
                  return (
                    <label key={option.value} className="flex min-h-9 items-start gap-3 text-ink">
                      <input
                        type="radio"
                        name={name}
                        value={option.value}
                        checked={settings.data?.notificationDelivery === option.value}
                        disabled={isUnavailable}
                        aria-describedby={isUnavailable ? hintId : undefined}
                        onChange={() => void choose(option.value)}
                        className="mt-1 h-4 w-4 accent-brand-700"
                      />
                      <span className={isUnavailable ? "opacity-60" : undefined}>
                        <span className="font-medium">{option.label}</span>
                        <span className="block text-sm text-muted">{HINTS[option.value]}</span>
                      </span>
                    </label>
                  );
                })}
              </div>
              {!hasEmail && (
                <p id={hintId} className="mt-3 text-sm text-muted">
                  To get notifications by email, add and verify an email address first.
                </p>
              )}
            </fieldset>
            <CrisisAlertMailChoice
              settings={settings.data}
              isSaving={update.isPending}
              onChoose={(crisisAlertMail) => void save({ crisisAlertMail })}
            />
          </>
        )}
      </QueryValue>
    </SettingsCard>
  );
}
