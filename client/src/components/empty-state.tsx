/** What a list shows when it has nothing: a heading, a sentence and an optional next step. */
import type { ReactNode } from "react";

interface EmptyStateProps {
  title: string;
  description?: string;
  action?: ReactNode;
}

export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <div className="rounded-xl border border-dashed border-brand-200 bg-white px-6 py-12 text-center">
      <h3 className="text-lg font-semibold text-ink">{title}</h3>
      {description && <p className="mx-auto mt-2 max-w-md text-muted">{description}</p>}
      {action && <div className="mt-6 flex justify-center">{action}</div>}
    </div>
  );
}
