/** "Change what I see": the content-warning choices in a small dialog, reachable from any collapsed item. */
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { WarningSettingsSection } from "./warning-settings-section";

export function WarningSettingsDialog() {
  return (
    <Dialog>
      <DialogTrigger className="inline-flex min-h-9 items-center rounded-md px-2 text-sm text-muted underline underline-offset-4 hover:text-ink">
        Change what I see
      </DialogTrigger>
      <DialogContent title="What I see" className="max-w-xl">
        <WarningSettingsSection headingLevel={3} />
      </DialogContent>
    </Dialog>
  );
}
