import { SKELETON_COUNT } from "@shared/constants";
import { EmptyState } from "@/components/empty-state";
import { LoadMore } from "@/components/load-more";
import { QueryList } from "@/components/query-list";
import { SkeletonGrid } from "@/components/skeleton";
import { Button } from "@/components/ui/button";
import { sampleGroups } from "@/features/samples/sample-groups";
import { GroupCard, type GroupCardData } from "./group-card";
import { GroupFilters } from "./group-filters";
import { useGroups } from "./hooks";
import { useGroupFilters } from "./use-group-filters";

const GRID = "grid gap-6 md:grid-cols-2 lg:grid-cols-3";

function GroupGrid({ groups }: { groups: GroupCardData[] }) {
  return (
    <ul className={GRID}>
      {groups.map((group) => (
        <li key={group.id} className="min-w-0">
          <GroupCard group={group} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The groups, filtered on the server by the location and type in the URL (so "No groups found" is
 * true of every group, not only the loaded ones). The built-in samples stand in only when there
 * are no groups at all and no filter is set (not when the server fails).
 */
export function GroupDirectory() {
  const { filters, locationText, setLocationText, setType, clear } = useGroupFilters();
  const list = useGroups(filters);
  const isFiltered = filters.location !== "" || filters.type !== undefined;

  return (
    <>
      <GroupFilters
        location={locationText}
        type={filters.type ?? "all"}
        onLocationChange={setLocationText}
        onTypeChange={setType}
      />
      <QueryList
        query={list}
        items={list.items}
        loading={<SkeletonGrid count={SKELETON_COUNT.groups} className={GRID} cardClassName="min-h-64" />}
        empty={
          isFiltered ? (
            <EmptyState
              title="No groups found"
              description="No group matches that place and type yet. Try a nearby town or another type, or post your own group."
              action={
                <Button variant="secondary" onClick={clear}>
                  Show all groups
                </Button>
              }
            />
          ) : (
            <GroupGrid groups={sampleGroups} />
          )
        }
        errorMessage="We couldn't load the groups right now."
      >
        {(groups) => (
          <>
            <GroupGrid groups={groups} />
            <LoadMore list={list} />
          </>
        )}
      </QueryList>
    </>
  );
}
