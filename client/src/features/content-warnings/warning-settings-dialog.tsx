/**
 * "Change what I see": the content-warning choices in a small dialog, reachable from any collapsed
 * item. Its code (the choices, Radix dialog) loads when the button is first used (content-warning-gate.tsx).
 */
import { useEffect, useState } from "react";
import { useOpensOnMount } from "@/components/lazy-dialog";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { WarningSettingsSection } from "./warning-settings-section";
import { WarningSettingsTrigger } from "./warning-settings-trigger";

export function WarningSettingsDialog() {
  const [isOpen, setIsOpen] = useState(false);
  // Loaded by lazyDialog because its button was just pressed: open as that press asked.
  const opensOnMount = useOpensOnMount();
  useEffect(() => {
    if (opensOnMount) setIsOpen(true);
  }, [opensOnMount]);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <WarningSettingsTrigger />
      </DialogTrigger>
      <DialogContent title="What I see" className="max-w-xl">
        <WarningSettingsSection headingLevel={3} />
      </DialogContent>
    </Dialog>
  );
}
