/** The Queue tab: every reported or held item, in the server's order (most urgent first, oldest first within). */
import { EmptyState } from "@/components/empty-state";
import { LoadMore } from "@/components/load-more";
import { QueryList } from "@/components/query-list";
import { SkeletonGrid } from "@/components/skeleton";
import { CaseRow } from "./case-row";
import { useQueue } from "./hooks";
import { useNow } from "./use-now";

export function QueueTab({ moderatorId }: { moderatorId: string }) {
  const queue = useQueue();
  const now = useNow();
  return (
    <section aria-label="Moderation queue">
      <QueryList
        query={queue}
        items={queue.items}
        loading={<SkeletonGrid count={3} className="grid gap-3" cardClassName="h-40" />}
        empty={<EmptyState description="Nothing waiting. Thank you for looking after everyone." />}
        errorMessage="We couldn't load the queue right now."
      >
        {(rows) => (
          <ul className="grid gap-4">
            {rows.map((row) => (
              <CaseRow key={row.id} row={row} moderatorId={moderatorId} now={now} />
            ))}
          </ul>
        )}
      </QueryList>
      <LoadMore list={queue} />
    </section>
  );
}
