/** The frame the three preference sections share: a titled card with its loading and error states. */
import { useId, type ReactNode } from "react";
import { Button } from "@/components/ui/button";

interface SettingsCardProps {
  title: string;
  intro: ReactNode;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  children: ReactNode;
}

export function SettingsCard({ title, intro, isPending, isError, onRetry, children }: SettingsCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-brand-100 bg-white p-5">
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-2 text-muted">{intro}</div>
      {isPending ? (
        <p role="status" className="mt-4 text-muted">
          Loading…
        </p>
      ) : isError ? (
        <div role="alert" className="mt-4 flex flex-wrap items-center gap-3">
          <p className="text-ink">We couldn't load this right now.</p>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : (
        children
      )}
    </section>
  );
}
