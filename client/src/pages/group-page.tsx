import { useParams } from "wouter";
import type { GroupView } from "@shared/contracts/groups.contract";
import { groupTypeLabel } from "@shared/labels";
import { ITEM_PATHS } from "@shared/item-urls";
import { PageHeading } from "@/components/page-heading";
import { Badge } from "@/components/ui/badge";
import { GroupDetails } from "@/features/groups/group-card";
import { useGroup } from "@/features/groups/hooks";
import { ReportButton } from "@/features/reports/report-button";
import { ItemPageFrame } from "@/features/threads/item-page-frame";
import { ItemStatusNote } from "@/features/threads/item-status-note";
import type { PageHeadData } from "@/lib/page-head-tags";

/** /groups/:id: one local peer group, where and when it meets, and how to get in touch. */
export default function GroupPage() {
  const { id = "" } = useParams<{ id: string }>();
  return (
    <ItemPageFrame
      query={useGroup(id)}
      back={{ href: "/groups", label: "All groups" }}
      noun="group"
      path={ITEM_PATHS.group(id)}
      head={groupHead}
      notFound={{ hint: "It may have stopped meeting. There are more groups to find.", linkLabel: "Find a group" }}
    >
      {(group) => <Group group={group} />}
    </ItemPageFrame>
  );
}

function groupHead(group: GroupView): PageHeadData {
  return { title: group.name, description: group.description, path: ITEM_PATHS.group(group.id) };
}

function Group({ group }: { group: GroupView }) {
  return (
    <article className="min-w-0 [overflow-wrap:anywhere]">
      {/* Only moderators receive a held or hidden group. */}
      <ItemStatusNote item={group} />
      <PageHeading title={group.name} />
      <p className="-mt-4 mb-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <Badge>{groupTypeLabel(group.type)}</Badge>
        <ReportButton itemType="group" itemId={group.id} label={`Report the group ${group.name}`} />
      </p>
      <p className="max-w-prose whitespace-pre-line text-lg leading-relaxed text-ink">{group.description}</p>
      <GroupDetails
        group={group}
        className="mt-6 max-w-prose rounded-xl border border-brand-100 bg-white p-4 text-base"
      />
    </article>
  );
}
