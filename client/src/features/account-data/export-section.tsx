/**
 * "Export my data": one zip of everything the member wrote and chose, prepared in the background.
 * Shows each state plainly: none yet, being prepared (checked again gently), ready to download
 * (until when), or failed with a way to try again.
 */
import { useId } from "react";
import type { DataExportView } from "@shared/account-data";
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
  const headingId = useId();
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
    <section
      id="your-data"
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-xl border border-brand-100 bg-white p-5"
    >
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        Export my data
      </h2>
      <p className="mt-2 text-muted">
        Download one file with everything you wrote here: your discussions, replies, stories and photos, your reactions,
        preferences and notifications. It is yours to keep.
      </p>
      <div className="mt-4" aria-live="polite">
        {latest.isPending ? (
          <p className="text-muted">Checking for an earlier export...</p>
        ) : latest.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3">
            <p className="text-ink">We couldn't check your export right now.</p>
            <Button variant="secondary" size="sm" onClick={() => void latest.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <ExportState current={latest.data} isStarting={start.isPending} onStart={handleStart} />
        )}
      </div>
    </section>
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
