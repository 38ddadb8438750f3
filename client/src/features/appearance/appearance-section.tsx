/** "Appearance" on /settings: the member's theme and text size, kept in their account. */
import { useState } from "react";
import { SettingsCard } from "@/components/settings-card";
import { AppearanceChoices } from "./appearance-choices";

export function AppearanceSection() {
  const [saved, setSaved] = useState("");
  return (
    <SettingsCard
      title="Appearance"
      description="Light or dark, and how large the words are. Kept in your account, so every device you sign in on shows the same."
      status={saved}
    >
      <AppearanceChoices onSaved={setSaved} />
    </SettingsCard>
  );
}
