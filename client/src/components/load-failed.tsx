/**
 * A load that failed, said calmly, with "Try again" asking the server once more: the one failure
 * QueryList, QueryValue and the section boundary show. The message is announced (role="alert").
 */
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/text";

/** Where it stands: in place of a list (a dashed card), of a value (plain), or inside a small card (compact). */
export type LoadFailedLook = "list" | "value" | "compact";

const LOOKS: Record<LoadFailedLook, string> = {
  list: "flex flex-col items-center gap-3 rounded-xl border border-dashed border-brand-200 bg-white px-6 py-12 text-center",
  value: "space-y-4",
  compact: "mt-3 flex flex-wrap items-center gap-3",
};

export function LoadFailed({ message, onRetry, look }: { message: string; onRetry: () => void; look: LoadFailedLook }) {
  return (
    <div className={LOOKS[look]}>
      <p role="alert" className={cn(look === "compact" ? "text-muted" : "text-ink")}>
        {message}
      </p>
      <Button variant="secondary" size={look === "compact" ? "sm" : "md"} onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
