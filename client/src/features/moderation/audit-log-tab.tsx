/** The Audit log tab: every moderation action, newest first, as the server keeps it (nobody can change one). */
import { ITEM_KINDS, type ItemKindName } from "@shared/item-kinds";
import { ITEM_PATHS, type PagedKind } from "@shared/item-urls";
import { Link } from "wouter";
import type { AuditEntryView, AuditedItemType } from "@shared/safety/moderation";
import { EmptyState } from "@/components/empty-state";
import { LoadMore } from "@/components/load-more";
import { QueryList } from "@/components/query-list";
import { SkeletonGrid } from "@/components/skeleton";
import { useAuditLog } from "./hooks";
import { ACTION_LABELS, formatDateTime, ITEM_TYPE_LABELS } from "./moderation-labels";

/** The registry's kinds whose page is found by the item's id (an article's is found by its slug). */
function isPagedById(itemType: AuditedItemType): itemType is Exclude<PagedKind, "blog"> {
  return itemType !== "blog" && itemType in ITEM_KINDS && ITEM_KINDS[itemType as ItemKindName].itemPath !== null;
}

/**
 * Where an item's own page is. A reply's thread is not in the entry, an article's page is found by
 * its slug, and the rest (a challenge, the site's own content) has no page of its own.
 */
function itemHref(itemType: AuditedItemType, itemId: string): string | null {
  return isPagedById(itemType) ? ITEM_PATHS[itemType](itemId) : null;
}

function AuditItem({ entry }: { entry: AuditEntryView }) {
  if (!entry.itemType || !entry.itemId) return null;
  const label = ITEM_TYPE_LABELS[entry.itemType];
  const href = itemHref(entry.itemType, entry.itemId);
  return href ? (
    <Link href={href} className="text-brand-700 underline">
      {label}
    </Link>
  ) : (
    <span>{label}</span>
  );
}

export function AuditLogTab() {
  const log = useAuditLog();
  return (
    <section aria-label="Audit log">
      <QueryList
        query={log}
        items={log.items}
        loading={<SkeletonGrid count={3} className="grid gap-3" cardClassName="h-16" />}
        empty={<EmptyState description="No moderation actions yet." />}
        errorMessage="We couldn't load the audit log right now."
      >
        {(entries) => (
          <ol className="grid gap-2">
            {entries.map((entry) => (
              <li
                key={entry.id}
                className="grid gap-1 rounded-xl border border-muted/30 bg-white p-3 text-sm sm:grid-cols-[11rem_1fr]"
              >
                <time dateTime={entry.createdAt} className="text-muted">
                  {formatDateTime(entry.createdAt)}
                </time>
                <div className="grid gap-1">
                  <p className="text-ink">
                    <span className="font-medium">{entry.moderator}</span>:{" "}
                    {ACTION_LABELS[entry.action] ?? entry.action}
                    {entry.itemType && (
                      <>
                        {" · "}
                        <AuditItem entry={entry} />
                      </>
                    )}
                    {entry.member && <span className="text-muted"> · member {entry.member}</span>}
                  </p>
                  {/* An edit's entry names the fields changed ("Changed title"); the others say why. */}
                  {entry.reason && (
                    <p className="whitespace-pre-line break-words text-muted">
                      {entry.action === "edit" || entry.action === "send-newsletter"
                        ? entry.reason
                        : `Why: ${entry.reason}`}
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ol>
        )}
      </QueryList>
      <LoadMore list={log} />
    </section>
  );
}
