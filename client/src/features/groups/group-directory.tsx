import { useState } from "react";
import { SKELETON_COUNT } from "@shared/constants";
import { EmptyState } from "@/components/empty-state";
import { LoadMore } from "@/components/load-more";
import { SkeletonGrid } from "@/components/skeleton";
import { sampleGroups } from "@/features/samples/sample-groups";
import { filterGroups } from "./filter-groups";
import { GroupCard, type GroupCardData } from "./group-card";
import { GroupFilters } from "./group-filters";
import { useGroups } from "./hooks";

const GRID = "grid gap-6 md:grid-cols-2 lg:grid-cols-3";

/** The group list with its client-side filters; built-in samples stand in while the server has none. */
export function GroupDirectory() {
  const list = useGroups();
  const [location, setLocation] = useState("");
  const [type, setType] = useState("all");
  const groups: GroupCardData[] = list.items.length > 0 ? list.items : sampleGroups;
  const shown = filterGroups(groups, location, type);

  return (
    <>
      <GroupFilters location={location} type={type} onLocationChange={setLocation} onTypeChange={setType} />
      {list.isLoading ? (
        <SkeletonGrid count={SKELETON_COUNT.groups} className={GRID} cardClassName="min-h-64" />
      ) : shown.length === 0 ? (
        <EmptyState title="No groups found" description="Try another location or group type, or post your own group." />
      ) : (
        <ul className={GRID}>
          {shown.map((group) => (
            <li key={group.id}>
              <GroupCard group={group} />
            </li>
          ))}
        </ul>
      )}
      <LoadMore list={list} />
    </>
  );
}
