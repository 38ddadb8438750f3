import { useState } from "react";
import { SKELETON_COUNT } from "@shared/constants";
import { EmptyState } from "@/components/empty-state";
import { LoadMore } from "@/components/load-more";
import { QueryList } from "@/components/query-list";
import { SkeletonGrid } from "@/components/skeleton";
import { sampleGroups } from "@/features/samples/sample-groups";
import { filterGroups } from "./filter-groups";
import { GroupCard, type GroupCardData } from "./group-card";
import { GroupFilters } from "./group-filters";
import { useGroups } from "./hooks";

const GRID = "grid gap-6 md:grid-cols-2 lg:grid-cols-3";

/** The groups the filters let through, or a note that none match. */
function GroupResults({ groups }: { groups: GroupCardData[] }) {
  if (groups.length === 0)
    return (
      <EmptyState title="No groups found" description="Try another location or group type, or post your own group." />
    );
  return (
    <ul className={GRID}>
      {groups.map((group) => (
        <li key={group.id}>
          <GroupCard group={group} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The group list with its client-side filters; the built-in samples stand in when the server
 * answers with no groups (not when it fails).
 */
export function GroupDirectory() {
  const list = useGroups();
  const [location, setLocation] = useState("");
  const [type, setType] = useState("all");
  const filtered = (groups: GroupCardData[]) => <GroupResults groups={filterGroups(groups, location, type)} />;

  return (
    <>
      <GroupFilters location={location} type={type} onLocationChange={setLocation} onTypeChange={setType} />
      <QueryList
        query={list}
        items={list.items}
        loading={<SkeletonGrid count={SKELETON_COUNT.groups} className={GRID} cardClassName="min-h-64" />}
        empty={filtered(sampleGroups)}
        errorMessage="We couldn't load the groups right now."
      >
        {(groups) => (
          <>
            {filtered(groups)}
            <LoadMore list={list} />
          </>
        )}
      </QueryList>
    </>
  );
}
