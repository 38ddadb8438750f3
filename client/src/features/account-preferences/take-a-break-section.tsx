/**
 * "Take a break": notifications paused and counts hidden for a day, a week, or until the member
 * turns it off. Nothing is lost from what they wrote; it is there when they come back.
 */
import { useState } from "react";
import type { BreakChoice } from "@shared/account-settings";
import { Button } from "@/components/ui/button";
import { QueryValue } from "@/components/query-value";
import { SETTINGS_LOAD_FAILED, SettingsCard, SettingsLoading } from "@/components/settings-card";
import { toast } from "@/components/ui/use-toast";
import { formatDate } from "@/lib/text";
import { useAccountSettings, useUpdateAccountSettings } from "./hooks";
import { saveFailure } from "./save-message";

const LENGTHS: { value: Exclude<BreakChoice, "off">; label: string }[] = [
  { value: "1d", label: "For 1 day" },
  { value: "1w", label: "For 1 week" },
  { value: "until-turned-off", label: "Until I turn it off" },
];

export function TakeABreakSection({ userId }: { userId: string }) {
  const settings = useAccountSettings(userId);
  const update = useUpdateAccountSettings(userId);
  const [saved, setSaved] = useState("");
  const onBreak = settings.data?.onBreak ?? null;

  const choose = async (breakFor: BreakChoice) => {
    setSaved("");
    try {
      await update.mutateAsync({ breakFor });
      setSaved(breakFor === "off" ? "Welcome back. Notifications are on again." : "Enjoy your break.");
    } catch (error) {
      toast(saveFailure(error));
    }
  };

  return (
    <SettingsCard
      title="Take a break"
      description="Step away for a while: we'll pause your notifications and hide the counts. Everything will be here when you're ready."
      status={saved}
    >
      <QueryValue query={settings} loading={<SettingsLoading />} errorMessage={SETTINGS_LOAD_FAILED} isCompact>
        {() => (
          <>
            {onBreak ? (
              <div className="mt-4 space-y-3">
                <p className="text-ink">
                  {onBreak.until
                    ? `You're on a break until ${formatDate(onBreak.until)}.`
                    : "You're on a break until you end it."}
                </p>
                <Button variant="secondary" disabled={update.isPending} onClick={() => void choose("off")}>
                  {update.isPending ? "Ending…" : "End my break"}
                </Button>
              </div>
            ) : (
              <div className="mt-4 flex flex-wrap gap-3" role="group" aria-label="How long a break">
                {LENGTHS.map((length) => (
                  <Button
                    key={length.value}
                    variant="secondary"
                    disabled={update.isPending}
                    onClick={() => void choose(length.value)}
                  >
                    {length.label}
                  </Button>
                ))}
              </div>
            )}
          </>
        )}
      </QueryValue>
    </SettingsCard>
  );
}
