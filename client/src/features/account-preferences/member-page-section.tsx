/** "Your member page": whether others can open the page that lists what the member wrote under their name. */
import { useId, useState } from "react";
import { Link } from "wouter";
import { ITEM_PATHS } from "@shared/item-urls";
import { QueryValue } from "@/components/query-value";
import { SETTINGS_LOAD_FAILED, SettingsCard, SettingsLoading } from "@/components/settings-card";
import { toast } from "@/components/ui/use-toast";
import { useAccountSettings, useUpdateAccountSettings } from "./hooks";
import { saveFailure } from "./save-message";

export function MemberPageSection({ userId, username }: { userId: string; username: string }) {
  const settings = useAccountSettings(userId);
  const update = useUpdateAccountSettings(userId);
  const [saved, setSaved] = useState("");
  const checkboxId = useId();

  const choose = async (memberPageShown: boolean) => {
    setSaved("");
    try {
      await update.mutateAsync({ memberPageShown });
      setSaved(memberPageShown ? "Your member page is shown." : "Your member page is hidden.");
    } catch (error) {
      toast(saveFailure(error));
    }
  };

  return (
    <SettingsCard
      title="Your member page"
      description={
        <>
          <Link href={ITEM_PATHS.member(username)} className="text-brand-800 underline">
            Your member page
          </Link>{" "}
          lists what you've shared under your name. Hidden, it says "not found" to everyone but you and the moderators;
          your posts still show where you wrote them.
        </>
      }
      status={saved}
    >
      <QueryValue query={settings} loading={<SettingsLoading />} errorMessage={SETTINGS_LOAD_FAILED} isCompact>
        {(current) => (
          <div className="mt-4 flex items-center gap-3">
            <input
              id={checkboxId}
              type="checkbox"
              checked={current.memberPageShown}
              disabled={update.isPending}
              onChange={(event) => void choose(event.target.checked)}
              className="h-5 w-5 accent-brand-700"
            />
            <label htmlFor={checkboxId} className="text-ink">
              Show my member page to others
            </label>
          </div>
        )}
      </QueryValue>
    </SettingsCard>
  );
}
