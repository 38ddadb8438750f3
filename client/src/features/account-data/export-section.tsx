/**
 * "Export my data": one zip of everything the member wrote and chose, prepared in the background.
 * Shows each state plainly: none yet, being prepared (checked again gently), ready to download
 * (until when), or failed with a way to try again.
 */
import type { DataExportView } from "@shared/account-data";
import { QueryValue } from "@/components/query-value";
import { SettingsCard } from "@/components/settings-card";
import { Button, buttonClasses } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/form-errors";
import { formatDate } from "@/lib/text";
import { exportDownloadUrl } from "./api";
import { useLatestExport, useStartExport } from "./hooks";

/** "2.4 MB", "830 KB": a size a person reads at a glance. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function ExportSection({ userId }: { userId: string }) {
  const latest = useLatestExport(userId);
  const start = useStartExport(userId);

  const handleStart = () =>
    start.mutate(undefined, {
      onError: (error) =>
        toast({
          title: "We couldn't start your export.",
          description: errorMessage(error, "Please try again."),
          variant: "destructive",
        }),
    });

  return (
    <SettingsCard
      id="your-data"
      title="Export my data"
      description="Download one file with everything you wrote here: your discussions, replies, stories and photos, your reactions, preferences and notifications. It is yours to keep."
    >
      <QueryValue
        query={latest}
        loading={<p className="mt-4 text-muted">Checking for an earlier export...</p>}
        errorMessage="We couldn't check your export right now."
        isCompact
      >
        {(current) => (
          <div className="mt-4" aria-live="polite">
            <ExportState current={current} isStarting={start.isPending} onStart={handleStart} />
          </div>
        )}
      </QueryValue>
    </SettingsCard>
  );
}

function ExportState(props: { current: DataExportView | null; isStarting: boolean; onStart: () => void }) {
  const { current, isStarting, onStart } = props;
  const startLabel = isStarting ? "Starting..." : current ? "Make a new export" : "Export my data";
  const startButton = (variant: "primary" | "secondary") => (
    <Button variant={variant} onClick={onStart} disabled={isStarting}>
      {startLabel}
    </Button>
  );

  if (!current) return startButton("primary");
  if (current.status === "building") {
    return (
      <p role="status" className="flex items-center gap-2 text-ink">
        <span aria-hidden className="h-3 w-3 animate-pulse rounded-full bg-brand-600" />
        Preparing your export. This can take a few minutes; we'll let you know when it's ready.
      </p>
    );
  }
  if (current.status === "failed") {
    return (
      <div className="grid gap-3">
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          Something went wrong while preparing your export. Nothing was lost: please try again.
        </p>
        <div>
          <Button onClick={onStart} disabled={isStarting}>
            {isStarting ? "Starting..." : "Try again"}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <p className="text-ink">
        Your export is ready{current.sizeBytes !== null && ` (${formatBytes(current.sizeBytes)})`}.
        {current.expiresAt && ` You can download it until ${formatDate(current.expiresAt)}.`}
      </p>
      <div className="flex flex-wrap gap-2">
        <a
          href={exportDownloadUrl(current.id)}
          download
          className={buttonClasses("primary", "md", "inline-flex items-center")}
        >
          Download
        </a>
        {startButton("secondary")}
      </div>
    </div>
  );
}
