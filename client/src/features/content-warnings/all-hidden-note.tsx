import { WarningSettingsDialog } from "./lazy-warning-settings-dialog";

/** A list whose every loaded item carries a warning the reader hides: say so, rather than look empty. */
export function AllHiddenNote({ noun }: { noun: string }) {
  return (
    <div className="flex flex-wrap items-center gap-x-2 rounded-xl bg-brand-50 p-4 text-muted">
      <p>The {noun} here carry content warnings you chose to hide.</p>
      <WarningSettingsDialog />
    </div>
  );
}
