import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { QueryValue } from "@/components/query-value";
import { queryKeys } from "@/lib/query-keys";
import { formatDate } from "@/lib/text";
import { fetchRevisions, type ThreadResource } from "./api";

/** How each edited field is named to a moderator. */
const FIELD_LABELS: Record<string, string> = {
  title: "Title",
  content: "Text",
  petName: "Pet name",
  description: "Description",
};

/**
 * For moderators, under an edited item: "Earlier versions", loaded when opened, newest first,
 * each with the text as it read before that edit.
 */
export function RevisionHistory({ resource, id }: { resource: ThreadResource | "replies"; id: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const revisions = useQuery({
    queryKey: queryKeys.revisions(resource, id),
    queryFn: () => fetchRevisions(resource, id),
    enabled: isOpen,
  });
  return (
    <details className="mt-4 text-sm" onToggle={(event) => setIsOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer font-medium text-brand-700">Earlier versions (moderators)</summary>
      <div className="mt-2 space-y-3">
        <QueryValue
          query={revisions}
          loading={isOpen && <p className="text-muted">Loading…</p>}
          errorMessage="We couldn't load the earlier versions right now."
          isCompact
        >
          {(list) =>
            list.length === 0 ? (
              <p className="text-muted">No earlier versions.</p>
            ) : (
              list.map((revision) => (
                <div key={revision.id} className="rounded-lg border border-brand-100 bg-white p-3">
                  <p className="text-muted">
                    Before the edit of <time dateTime={revision.createdAt}>{formatDate(revision.createdAt)}</time>
                  </p>
                  <dl className="mt-1 grid gap-1">
                    {Object.entries(revision.previous).map(([field, text]) => (
                      <div key={field}>
                        <dt className="font-medium text-ink">{FIELD_LABELS[field] ?? field}</dt>
                        <dd className="whitespace-pre-line break-words text-ink">{text || "(empty)"}</dd>
                      </div>
                    ))}
                  </dl>
                </div>
              ))
            )
          }
        </QueryValue>
      </div>
    </details>
  );
}
