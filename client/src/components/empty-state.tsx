/** What a list shows when it has nothing: a heading and/or a sentence, and an optional next step. */
import type { ReactNode } from "react";
import { cn } from "@/lib/text";

interface EmptyStateProps {
  /** Left out where the spec words the empty state as a single sentence. */
  title?: string;
  description?: string;
  action?: ReactNode;
}

export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <div className="rounded-xl border border-dashed border-brand-200 bg-white px-6 py-12 text-center">
      {title && <h3 className="text-lg font-semibold text-ink">{title}</h3>}
      {description && <p className={cn("mx-auto max-w-md text-muted", title && "mt-2")}>{description}</p>}
      {action && <div className="mt-6 flex justify-center">{action}</div>}
    </div>
  );
}
