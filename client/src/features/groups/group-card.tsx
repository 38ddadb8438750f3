import { Calendar, Mail, MapPin, type LucideIcon } from "lucide-react";
import { GROUP_TYPES, optionLabel } from "@shared/constants";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { ReportButton } from "@/features/reports/report-button";

export interface GroupCardData {
  id: string;
  name: string;
  description: string;
  location: string;
  type: string;
  schedule: string;
  contactInfo: string;
}

/** A group: name, type, description, where, when and whom to contact. */
export function GroupCard({ group }: { group: GroupCardData }) {
  return (
    <Card className="flex h-full flex-col">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-semibold text-ink">{group.name}</h3>
        <Badge>{optionLabel(GROUP_TYPES, group.type)}</Badge>
      </div>
      <p className="mt-2 flex-1 whitespace-pre-line text-muted">{group.description}</p>
      <dl className="mt-4 grid gap-2 text-sm text-ink">
        <GroupDetail icon={MapPin} label="Location" value={group.location} />
        <GroupDetail icon={Calendar} label="Schedule" value={group.schedule} />
        <GroupDetail icon={Mail} label="Contact" value={group.contactInfo} valueClassName="break-all" />
      </dl>
      <div className="-mb-2 mt-2 flex justify-end">
        <ReportButton itemType="group" itemId={group.id} label={`Report the group ${group.name}`} />
      </div>
    </Card>
  );
}

/** One line of a group's details: an icon named for screen readers, then the value. */
function GroupDetail({
  icon: Icon,
  label,
  value,
  valueClassName,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  valueClassName?: string;
}) {
  return (
    <div className="flex items-start gap-2">
      <dt>
        <Icon aria-hidden className="h-4 w-4 text-brand-700" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className={valueClassName}>{value}</dd>
    </div>
  );
}
