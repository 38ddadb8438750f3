/**
 * The frame every settings section shares: a titled card, what the section is for, its content,
 * and a status line that says politely what was just saved.
 */
import { useId, type ReactNode } from "react";
import { cn } from "@/lib/text";

interface SettingsCardProps {
  title: string;
  description: ReactNode;
  /** h2 on /settings; h3 where the section sits under another heading. */
  headingLevel?: 2 | 3;
  /** The section's own anchor (#your-data), for links to it. */
  id?: string;
  /** What was just saved or done ("Saved."); the line keeps its height while empty. Omitted: no line. */
  status?: string;
  children: ReactNode;
}

export function SettingsCard({ title, description, headingLevel = 2, id, status, children }: SettingsCardProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn("rounded-xl border border-brand-100 bg-white p-5", id && "scroll-mt-24")}
    >
      <Heading id={headingId} className="text-xl font-semibold text-ink">
        {title}
      </Heading>
      <div className="mt-2 text-muted">{description}</div>
      {children}
      {status !== undefined && (
        <p role="status" className="mt-3 min-h-5 text-sm text-muted">
          {status}
        </p>
      )}
    </section>
  );
}

/** What a card says while its settings load. */
export function SettingsLoading({ label = "Loading…" }: { label?: string }) {
  return (
    <p role="status" className="mt-4 text-muted">
      {label}
    </p>
  );
}

/** What a card of settings says when they could not be loaded. */
export const SETTINGS_LOAD_FAILED = "We couldn't load this right now.";
